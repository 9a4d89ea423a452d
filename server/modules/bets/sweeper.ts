// Lapses pending bets the client never matched or deleted (a closed tab, a lost connection): once
// the time to match them has run out (BET_UPDATE_WINDOW_MS after their delay, the moment
// updateUnmatchBet stops accepting them) they stop counting towards exposure. It runs at start, so bets left
// pending by a restart are cleared too, then on an interval. One user at a time, under that user's
// wallet lock, like every other money operation.
import { BET_UPDATE_WINDOW_MS } from '../../../src/domain/constants';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { startPeriodic, type Periodic } from '../../lib/periodic';
import { lockWallet } from '../../money/ledger';
import { refreshExposure } from './exposure';
import { endPendingBets, usersWithStalePending } from './repository';

/** How long after its delay a pending bet may still be matched by the client: the update window. */
export const PENDING_GRACE_MS = BET_UPDATE_WINDOW_MS;
const USERS_PER_BATCH = 200;

/** One pass: lapses every stale pending bet; returns how many. */
export async function sweepPendingBets(db: Db, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now() - PENDING_GRACE_MS);
  let lapsed = 0;
  for (;;) {
    const users = await usersWithStalePending(db, cutoff, USERS_PER_BATCH);
    for (const userId of users) {
      lapsed += await db.transaction().execute(async (trx) => {
        await lockWallet(trx, userId);
        const ended = await endPendingBets(trx, userId, 'lapsed', { matchAfterBefore: cutoff });
        if (ended > 0) await refreshExposure(trx, userId);
        return ended;
      });
    }
    if (users.length < USERS_PER_BATCH) return lapsed;
  }
}

export type Sweeper = Periodic;

export function startBetSweeper(db: Db, clock: Clock, options: { intervalMs?: number; onError?: (error: unknown) => void } = {}): Sweeper {
  return startPeriodic(() => sweepPendingBets(db, clock), { intervalMs: options.intervalMs ?? 5_000, onError: options.onError });
}
