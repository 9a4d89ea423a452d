// Every "Login with demo Id" makes a player with play money, and a public site gets thousands a day.
// A demo player cannot log in again (no password), so a day after their last session ended nothing
// of theirs can be seen by anyone: they and everything of theirs (bets, play-money ledger, wallet,
// sessions, settings) are deleted, a batch of players per transaction, by the periodic housekeeping
// that also runs the feed's retention. A demo player with a live session is never touched.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';

export const DEMO_KEEP_MS = 24 * 60 * 60_000;
const PLAYERS_PER_BATCH = 500;

/** One pass; returns how many demo players were deleted. */
export async function purgeDemoPlayers(db: Db, clock: Clock, keepMs = DEMO_KEEP_MS): Promise<number> {
  const cutoff = new Date(clock.now() - keepMs);
  let purged = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      // Locks the players' wallet rows, so no bet or settlement of theirs is half-way when they go;
      // SKIP LOCKED leaves one busy right now to the next pass.
      const found = await sql<{ id: number }>`
        SELECT u.id FROM users u JOIN wallets w ON w.user_id = u.id
        WHERE u.role = 'demo' AND coalesce(u.last_seen_at, u.created_at) < ${cutoff}
          AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id)
        ORDER BY u.id
        LIMIT ${PLAYERS_PER_BATCH}
        FOR UPDATE OF w SKIP LOCKED`.execute(trx);
      const ids = found.rows.map((r) => r.id);
      if (ids.length === 0) return 0;
      // Migration 25: the ledger lets this transaction, and only for demo players, delete.
      await sql`SET LOCAL exchange.purge_demo = 'on'`.execute(trx);
      await trx.deleteFrom('bets').where('user_id', 'in', ids).execute();
      await trx.deleteFrom('ledger').where('user_id', 'in', ids).execute();
      await trx.deleteFrom('wallet_requests').where('user_id', 'in', ids).execute();
      // Sessions, wallet, stake buttons, saved accounts and match settings go with the user (cascade).
      await trx.deleteFrom('users').where('id', 'in', ids).where('role', '=', 'demo').execute();
      return ids.length;
    });
    purged += count;
    if (count < PLAYERS_PER_BATCH) return purged;
  }
}
