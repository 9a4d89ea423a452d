// A sports-menu entry that opens and closes the level under it (a sport's series, a series' events);
// its chevron turns when open.
import type { ReactNode } from 'react';
import { Toggle } from './menuStyles';

interface Props {
  level: number;
  expanded: boolean;
  /** The id of the list this entry opens. */
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}

export function MenuToggle({ level, expanded, controls, onToggle, children }: Props) {
  return (
    <Toggle type="button" $level={level} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {children}
      <span className="chevron" aria-hidden="true">
        ▶
      </span>
    </Toggle>
  );
}
