// The table settlement adds (migration 20261121_05_reports). It is reached through
// `withSettlementTables(db)` so that the shared schema needs no edit for it.
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MarketKind, ResultOutcome } from '../db/tables/sports';

export type SettlementSource = 'feed' | 'operator';

export type MarketSettlementsTable = {
  market_id: string;
  event_id: number;
  sport_id: number | null;
  kind: MarketKind;
  event_name: string;
  market_name: string;
  outcome: ResultOutcome;
  winner_selection_id: number | null;
  runs: number | null;
  /** For people: the winner's name, '47 runs', 'void'. */
  result: string;
  source: SettlementSource;
  bets_settled: ColumnType<number, number | undefined, number>;
  bets_voided: ColumnType<number, number | undefined, number>;
  bets_lapsed: ColumnType<number, number | undefined, number>;
  users: ColumnType<number, number | undefined, number>;
  settled_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** How many times the market was rolled back before this settlement (migration 20261125_22). */
  generation: ColumnType<number, number | undefined, number>;
  /** Set by a rollback until the market is settled again. */
  rolled_back_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

// A type, not an interface: withTables wants a record type.
export type SettlementTables = {
  market_settlements: MarketSettlementsTable;
};

export type SettlementDatabase = Database & SettlementTables;

/** The same connection (or transaction) with the settlement table in its type. */
export function withSettlementTables(db: Kysely<Database>): Kysely<SettlementDatabase> {
  return db.withTables<SettlementTables>();
}
