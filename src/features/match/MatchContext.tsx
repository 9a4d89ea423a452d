// The event every price on the page belongs to, handed down once instead of through each row, so
// price cells take only their own numbers as props (and re-render only when those change).
import { createContext, useContext } from 'react';
import type { ClickedEvent } from './priceClicked';

export const MatchContext = createContext<ClickedEvent | null>(null);

export function useClickedEvent(): ClickedEvent {
  const event = useContext(MatchContext);
  if (!event) throw new Error('price cells must be inside a MatchContext');
  return event;
}
