// SQL of settlement. Everything here runs inside the settling transaction; the locks it takes are,
// in order: the market's settlement fence (fenceMarket), the market's row (when the feed persisted
// it), then each player's wallet (ascending
// user id, via lockWallet), then that player's bets — the order the betting engine uses too
// (wallet, then bet), so the two never deadlock.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { BetStatus, BetsTable } from '../db/tables/bets';
import { OPEN_BET_FIELDS, type OpenBetRow } from '../modules/bets';
import type { MarketKind } from '../db/tables/sports';
import type { Trx } from '../money/ledger';
import { withSettlementTables, type MarketSettlementsTable } from './tables';

export type SettlementRecord = Selectable<MarketSettlementsTable>;

export interface MarketRowFacts {
  kind: MarketKind;
  name: string;
  settled_at: Date | null;
  result: string | null;
  event_id: number;
}

/**
 * The market's settlement fence (migration 12), held to the commit: saves of new bets in the market
 * are refused from now on, and the ones already under way are waited for, so every list of the
 * market's open bets read after this is complete.
 */
export async function fenceMarket(trx: Trx, marketId: string): Promise<void> {
  await sql`SELECT bets_settlement_fence(${marketId})`.execute(trx);
}

/** SELECT … FOR UPDATE on the persisted market, if the feed has persisted it. */
export function lockMarketRow(trx: Trx, marketId: string): Promise<MarketRowFacts | undefined> {
  return trx
    .selectFrom('markets')
    .select(['kind', 'name', 'settled_at', 'result', 'event_id'])
    .where('id', '=', marketId)
    .forUpdate()
    .executeTakeFirst();
}

export function findSettlement(trx: Trx, marketId: string): Promise<SettlementRecord | undefined> {
  return withSettlementTables(trx).selectFrom('market_settlements').selectAll().where('market_id', '=', marketId).executeTakeFirst();
}

/**
 * Claims the market for this transaction: the insert waits for any other settler of the same market
 * and then conflicts, so only one transaction ever gets `true`.
 */
export async function claimSettlement(
  trx: Trx,
  row: Omit<SettlementRecord, 'bets_settled' | 'bets_voided' | 'bets_lapsed' | 'users' | 'settled_at' | 'generation' | 'rolled_back_at'>,
): Promise<boolean> {
  const inserted = await withSettlementTables(trx)
    .insertInto('market_settlements')
    .values(row)
    .onConflict((oc) => oc.column('market_id').doNothing())
    .returning('market_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Takes a rolled-back settlement over with the new result (the settlement fence is held, so no other
 * settler runs); false when it is not rolled back any more.
 */
export async function resettle(
  trx: Trx,
  row: Omit<SettlementRecord, 'bets_settled' | 'bets_voided' | 'bets_lapsed' | 'users' | 'settled_at' | 'generation' | 'rolled_back_at'>,
  generation: number,
): Promise<boolean> {
  const updated = await withSettlementTables(trx)
    .updateTable('market_settlements')
    .set({
      outcome: row.outcome,
      winner_selection_id: row.winner_selection_id,
      runs: row.runs,
      result: row.result,
      source: row.source,
      generation,
      rolled_back_at: null,
      settled_at: sql`now()`,
      bets_settled: 0,
      bets_voided: 0,
      bets_lapsed: 0,
      users: 0,
    })
    .where('market_id', '=', row.market_id)
    .where('rolled_back_at', 'is not', null)
    .returning('market_id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function recordCounts(
  trx: Trx,
  marketId: string,
  counts: { betsSettled: number; betsVoided: number; betsLapsed: number; users: number },
): Promise<SettlementRecord> {
  return withSettlementTables(trx)
    .updateTable('market_settlements')
    .set({ bets_settled: counts.betsSettled, bets_voided: counts.betsVoided, bets_lapsed: counts.betsLapsed, users: counts.users })
    .where('market_id', '=', marketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks the persisted market settled (and closed: a settled market takes no more bets). */
export async function markMarketSettled(trx: Trx, marketId: string, result: string): Promise<void> {
  await trx
    .updateTable('markets')
    .set({ settled_at: sql`now()`, result, status: 'CLOSED', closed_at: sql`coalesce(closed_at, now())` })
    .where('id', '=', marketId)
    .execute();
}

export interface MarketBetFacts {
  market_kind: MarketKind;
  market_name: string;
  event_id: number;
  event_name: string;
  sport_id: number;
}

/** Names and kind as the market's bets carry them (copied from the feed at placement). */
export function marketFactsFromBets(trx: Trx, marketId: string): Promise<MarketBetFacts | undefined> {
  return trx
    .selectFrom('bets')
    .select(['market_kind', 'market_name', 'event_id', 'event_name', 'sport_id'])
    .where('market_id', '=', marketId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function eventFacts(trx: Trx, eventId: number): Promise<{ name: string; sport_id: number } | undefined> {
  return trx.selectFrom('events').select(['name', 'sport_id']).where('id', '=', eventId).executeTakeFirst();
}

/** The market's runners: persisted ones, else the selections its bets name. */
export async function runnerNames(trx: Trx, marketId: string): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const persisted = await trx.selectFrom('runners').select(['selection_id', 'name']).where('market_id', '=', marketId).execute();
  for (const r of persisted) names.set(Number(r.selection_id), r.name);
  const fromBets = await trx
    .selectFrom('bets')
    .select(['selection_id', sql<string>`max(selection_name)`.as('name')])
    .where('market_id', '=', marketId)
    .groupBy('selection_id')
    .execute();
  for (const r of fromBets) if (!names.has(Number(r.selection_id))) names.set(Number(r.selection_id), r.name);
  return names;
}

const OPEN: readonly BetStatus[] = ['pending', 'matched'];

/** Players with open (pending or matched) bets in the market, ascending, except those already done. */
export async function usersWithOpenBets(trx: Trx, marketId: string, done: ReadonlySet<number>): Promise<number[]> {
  const rows = await trx
    .selectFrom('bets')
    .select('user_id')
    .distinct()
    .where('market_id', '=', marketId)
    .where('status', 'in', OPEN)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id).filter((id) => !done.has(id));
}

/** The columns of a bet settlement reads: the open-bet position's, and what the statement line names. */
export type SettlingBet = OpenBetRow & Pick<Selectable<BetsTable>, 'status' | 'market_name' | 'event_name'>;

/** The player's open bets in the market (the caller holds the player's wallet lock). */
export function openBetsInMarket(trx: Trx, userId: number, marketId: string): Promise<SettlingBet[]> {
  return trx
    .selectFrom('bets')
    .select([...OPEN_BET_FIELDS, 'status', 'market_name', 'event_name'])
    .where('user_id', '=', userId)
    .where('market_id', '=', marketId)
    .where('status', 'in', OPEN)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Writes each matched bet's end state; settle_time is the transaction's time, the same as its ledger entry's. */
export async function closeMatchedBets(
  trx: Trx,
  bets: ReadonlyArray<{ id: number; status: 'settled' | 'void'; resultAmount: number }>,
): Promise<void> {
  if (bets.length === 0) return;
  await sql`
    UPDATE bets AS b
    SET status = v.status, result_amount = v.amount, settle_time = now()
    FROM unnest(${bets.map((b) => b.id)}::bigint[], ${bets.map((b) => b.status)}::text[], ${bets.map((b) => b.resultAmount)}::bigint[])
      AS v(id, status, amount)
    WHERE b.id = v.id AND b.status = 'matched'`.execute(trx);
}

export async function lapseBets(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('bets').set({ status: 'lapsed' }).where('id', 'in', ids).where('status', '=', 'pending').execute();
}

/**
 * The selections the feed said were withdrawn from the market (a race's non-runners, Betfair's
 * REMOVED runners): marked on the runners as Betfair withdrew them, and carried by its result.
 */
export async function feedNonRunners(trx: Trx, marketId: string): Promise<number[]> {
  const fromResult = await trx.selectFrom('results').select('void_selection_ids').where('market_id', '=', marketId).execute();
  const withdrawn = await trx
    .selectFrom('runners')
    .select('selection_id')
    .where('market_id', '=', marketId)
    .where('withdrawn', '=', true)
    .execute();
  return [...new Set([...fromResult.flatMap((r) => r.void_selection_ids ?? []), ...withdrawn.map((r) => r.selection_id)].map(Number))];
}

/** Results the feed persisted that nothing has settled yet (after a crash or a restart). */
export function unsettledResults(db: Kysely<Database>, limit: number) {
  return withSettlementTables(db)
    .selectFrom('results as r')
    .leftJoin('market_settlements as s', 's.market_id', 'r.market_id')
    .select([
      'r.market_id',
      'r.event_id',
      'r.kind',
      'r.outcome',
      'r.winner_selection_id',
      'r.runs',
      'r.void_selection_ids',
      'r.description',
    ])
    .where('s.market_id', 'is', null)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

// --- the rollback's statements (rollback.ts) ---

/** A player's entry under a settlement's ref, if they got one. */
export function settlementEntry(trx: Trx, userId: number, ref: string) {
  return trx
    .selectFrom('ledger')
    .select(['amount', 'remark'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'settlement')
    .where('ref', '=', ref)
    .executeTakeFirst();
}

/** The player's settled and void bets of the market back to matched; how many. */
export async function reopenSettledBets(trx: Trx, userId: number, marketId: string): Promise<number> {
  const reopened = await trx
    .updateTable('bets')
    .set({ status: 'matched', result_amount: 0, settle_time: null })
    .where('user_id', '=', userId)
    .where('market_id', '=', marketId)
    .where('status', 'in', ['settled', 'void'])
    .executeTakeFirst();
  return Number(reopened.numUpdatedRows);
}

export async function marketExists(trx: Trx, marketId: string): Promise<boolean> {
  return (await trx.selectFrom('markets').select('id').where('id', '=', marketId).executeTakeFirst()) !== undefined;
}

/** The players with settled or void bets in the market, in ascending id (the wallets' lock order). */
export function usersWithSettledBets(trx: Trx, marketId: string) {
  return trx
    .selectFrom('bets')
    .select('user_id')
    .distinct()
    .where('market_id', '=', marketId)
    .where('status', 'in', ['settled', 'void'])
    .orderBy('user_id')
    .execute();
}

export async function markRolledBack(trx: Trx, marketId: string): Promise<void> {
  await withSettlementTables(trx)
    .updateTable('market_settlements')
    .set({ rolled_back_at: sql`now()` })
    .where('market_id', '=', marketId)
    .execute();
}

export async function recordRollback(trx: Trx, row: Insertable<Database['settlement_rollbacks']>): Promise<void> {
  await trx.insertInto('settlement_rollbacks').values(row).execute();
}

/**
 * Puts the player's pending withdrawals on hold (a rollback left them with less than nothing
 * available): the console lists them with the reason, and approval stays refused until the money is free.
 */
export async function holdPendingWithdrawals(trx: Trx, userId: number, at: Date, reason: string): Promise<number> {
  const held = await trx
    .updateTable('wallet_requests')
    .set({ held_at: at, hold_reason: reason })
    .where('user_id', '=', userId)
    .where('request_type', '=', 'withdraw')
    .where('status', '=', 2)
    .returning('id')
    .execute();
  return held.length;
}
