// Tables of the bets area (filled by the issue that builds it).
export interface BetTables {}
