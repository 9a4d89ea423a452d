// The Betfair price ladder lives in src/domain (the slip steps a player's own price on it too).
export * from '../../src/domain/betting/ladder';
