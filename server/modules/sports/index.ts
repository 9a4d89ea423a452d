// The sports module's public file: what app.ts and other modules may import from it. The odds poll
// (modules/odds) shares its event look-up, messages and schemas; the bets read its rule rows.
export { default as sportsRoutes } from './routes';
export { eventRowOr404 } from './service';
export { SPORTS_MSG } from './messages';
export { GameIdParam, MarketIdParam, OddsLadderReply, OddsReply } from './schemas';
export { matchSettingOf, sportLimitOf, stakeLimitsOf, type StakeLimitColumns } from './ruleRows';
