// A right-column panel with a plain (not collapsible) heading bar: Place Bet, My Bet.
import type { ReactNode } from 'react';
import { SideHead, SidePanel } from './sideStyles';

export function TitledSidePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SidePanel aria-label={title}>
      <SideHead>
        <span>{title}</span>
      </SideHead>
      {children}
    </SidePanel>
  );
}
