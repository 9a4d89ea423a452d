// The bets module's public file: what other modules may import from it (the operator's risk book
// reads open bets through it). app.ts, main.ts and settlement, outside server/modules, use the
// module's files directly.
export { openBetOf } from './exposure';
export type { OpenBetRow } from './repository';
export { mergedRunners } from './exposure';
export { runnersOfMarkets } from './repository';
export { OPEN_BET_FIELDS } from './position/decode';
