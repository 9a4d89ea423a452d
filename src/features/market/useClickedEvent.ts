// The event every price on the page belongs to. It used to be a React context; it now lives in the
// market slice (features/market), which the match page fills, and this hook reads it from there so
// price cells still take only their own numbers as props.
import { useAppSelector } from '../../app/hooks';
import { selectMarketEvent } from './marketSlice';
import type { ClickedEvent } from './priceClicked';

export function useClickedEvent(): ClickedEvent {
  const event = useAppSelector(selectMarketEvent);
  if (!event) throw new Error('price cells render only once the match page has shown its market');
  return event;
}
