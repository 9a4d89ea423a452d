// The market feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs).
export { cellKey } from './marketCells';
export { marketLeft, marketShown, selectCell, selectMarketClosed, selectMarketEvent } from './marketSlice';
export { priceClicked } from './priceClicked';
export type { ClickedEvent, PriceClickedPayload } from './priceClicked';
export { useClickedEvent } from './useClickedEvent';
