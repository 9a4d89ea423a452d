// One numbered step of the deposit or withdraw form: a card titled by its number and what to do.
import type { ReactNode } from 'react';
import { Card, CardTitle, StepNumber } from './walletUi';

interface StepCardProps {
  /** The title's id: the card is labelled by it. */
  id: string;
  step: number;
  title: string;
  /** Beside the title (the deposit's Rules link). */
  aside?: ReactNode;
  children: ReactNode;
}

export function StepCard({ id, step, title, aside, children }: StepCardProps) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>
        <StepNumber>{step}</StepNumber> {title}
        {aside}
      </CardTitle>
      {children}
    </Card>
  );
}
