// The money checks of the bets benches, read straight from the database once the load has stopped,
// in one REPEATABLE READ snapshot (under the live bench the feed still settles markets meanwhile):
// every wallet's ledger sums to its balance, no balance − exposure is below 0, wallets.exposure
// equals the exposure recomputed from the open bets, and every bet that answered "Bet Placed" is
// booked exactly once (matched, or settled since) and nothing is left pending.
import { sql } from 'kysely';
import { createDb } from '../../server/db/database';
import { openPosition } from '../../server/modules/bets/exposure';
import type { RunnersOf } from '../../src/domain/betting/exposure';

export interface Checks {
  lines: string[];
  ok: boolean;
}

export interface CheckOptions {
  /** Runner lists the database does not hold (the friendly bench's fixed match). */
  runners?: RunnersOf;
  /** Statuses a placed bet may have by now: 'matched' alone when nothing settles meanwhile. */
  bookedStatuses: string[];
}

export async function checkMoney(dbUrl: string, placedBetIds: Set<string>, options: CheckOptions): Promise<Checks> {
  const db = createDb(dbUrl, 2);
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const wallets = await sql<{ user_id: number; balance: number; reserved: number; exposure: number; ledger: number }>`
        SELECT w.user_id, w.balance, w.reserved, w.exposure, COALESCE(SUM(l.amount), 0)::bigint AS ledger
        FROM wallets w LEFT JOIN ledger l ON l.user_id = w.user_id
        GROUP BY w.user_id, w.balance, w.reserved, w.exposure`.execute(trx);
        const ledgerOff = wallets.rows.filter((w) => Number(w.ledger) !== w.balance);
        const belowZero = wallets.rows.filter((w) => w.balance - w.exposure < 0);
        let exposureOff = 0;
        for (const w of wallets.rows) {
          const position = await openPosition(trx, w.user_id, options.runners);
          if (position.exposurePaise !== w.exposure) exposureOff += 1;
        }
        const statuses = await trx.selectFrom('bets').select(['bet_id', 'status']).execute();
        const rowsOf = new Map<string, string[]>();
        for (const b of statuses) rowsOf.set(b.bet_id, [...(rowsOf.get(b.bet_id) ?? []), b.status]);
        const pending = statuses.filter((b) => b.status === 'pending').length;
        const booked = [...placedBetIds].filter((id) => {
          const rows = rowsOf.get(id) ?? [];
          return rows.length === 1 && options.bookedStatuses.includes(rows[0]);
        }).length;
        // And no bet booked that was not answered "Bet Placed".
        const unanswered = statuses.filter((b) => options.bookedStatuses.includes(b.status) && !placedBetIds.has(b.bet_id)).length;
        const byStatus = new Map<string, number>();
        for (const id of placedBetIds)
          for (const status of rowsOf.get(id) ?? ['missing']) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        const lines = [
          `ledger sums equal balances: ${wallets.rows.length - ledgerOff.length}/${wallets.rows.length} wallets`,
          `balance − exposure below 0: ${belowZero.length} wallets`,
          `wallets.exposure equals the exposure recomputed from open bets: ${wallets.rows.length - exposureOff}/${wallets.rows.length}`,
          `bets answered "Bet Placed": ${placedBetIds.size}, booked once (${options.bookedStatuses.join('/')}): ${booked} (${[...byStatus].map(([s, n]) => `${s} ${n}`).join(', ')}), booked without "Bet Placed": ${unanswered}, left pending in the database: ${pending}`,
        ];
        const ok =
          ledgerOff.length === 0 &&
          belowZero.length === 0 &&
          exposureOff === 0 &&
          booked === placedBetIds.size &&
          unanswered === 0 &&
          pending === 0;
        return { lines, ok };
      });
  } finally {
    await db.destroy();
  }
}
