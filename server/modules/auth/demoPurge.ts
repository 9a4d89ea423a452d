// Every "Login with demo Id" makes a player with play money, and a public site gets thousands a day.
// A demo player cannot log in again (no password), so a day after their last session ended nothing
// of theirs can be seen by anyone: they and everything of theirs (bets, play-money ledger, wallet,
// sessions, settings) are deleted, a batch of players per transaction, by the periodic housekeeping
// that also runs the feed's retention. A demo player with a live session is never touched.
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { deleteDemoPlayers, lockIdleDemoPlayers } from './repository';

export const DEMO_KEEP_MS = 24 * 60 * 60_000;
const PLAYERS_PER_BATCH = 500;

/** One pass; returns how many demo players were deleted. */
export async function purgeDemoPlayers(db: Db, clock: Clock, keepMs = DEMO_KEEP_MS): Promise<number> {
  const cutoff = new Date(clock.now() - keepMs);
  let purged = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const ids = await lockIdleDemoPlayers(trx, cutoff, PLAYERS_PER_BATCH);
      if (ids.length === 0) return 0;
      await deleteDemoPlayers(trx, ids);
      return ids.length;
    });
    purged += count;
    if (count < PLAYERS_PER_BATCH) return purged;
  }
}
