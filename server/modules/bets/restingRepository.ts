// The statements of the resting-bet matcher (resting.ts): bets at the player's own price that wait
// for the market to reach it. Each runs inside the caller's transaction, under its wallet lock.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../money/ledger';

export interface RestingBet {
  id: number;
  user_id: number;
  event_id: number;
  market_id: string;
  selection_id: number;
  side: 'back' | 'lay';
  odds_requested: number;
  stake: number;
  place_time: Date;
}

/** The bets still resting in these events. */
export function restingBetsOf(db: Db, eventIds: readonly number[]): Promise<RestingBet[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bets')
    .select(['id', 'user_id', 'event_id', 'market_id', 'selection_id', 'side', 'odds_requested', 'stake', 'place_time'])
    .where('status', '=', 'pending')
    .where('resting', '=', true)
    .where('event_id', 'in', eventIds)
    .execute();
}

/** A pending bet starts resting at its own price. */
export async function markResting(trx: Trx, betId: number): Promise<void> {
  await trx.updateTable('bets').set({ resting: true }).where('id', '=', betId).where('status', '=', 'pending').execute();
}

/** The bet's status, locked for the decision. */
export function lockRestingState(trx: Trx, betId: number) {
  return trx.selectFrom('bets').select(['status', 'resting']).where('id', '=', betId).forUpdate().executeTakeFirst();
}

/** Whether the market takes bets now (not being settled): the same fence a save takes. */
export async function marketOpenForBets(trx: Trx, marketId: string): Promise<boolean> {
  const { rows } = await sql<{ open: boolean }>`SELECT bets_market_open(${marketId}) AS open`.execute(trx);
  return rows[0]?.open === true;
}

/** The resting bet is matched at its asked price. */
export async function matchResting(
  trx: Trx,
  betId: number,
  matched: { odds: number; profitPaise: number; liabilityPaise: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('bets')
    .set({
      status: 'matched',
      resting: false,
      odds_matched: matched.odds,
      profit: matched.profitPaise,
      liability: matched.liabilityPaise,
      matched_time: matched.at,
    })
    .where('id', '=', betId)
    .where('status', '=', 'pending')
    .execute();
}

/** The resting bet lapses (a suspension, the start of play, a closed market). */
export async function lapseResting(trx: Trx, betId: number): Promise<void> {
  await trx.updateTable('bets').set({ status: 'lapsed', resting: false }).where('id', '=', betId).where('status', '=', 'pending').execute();
}
