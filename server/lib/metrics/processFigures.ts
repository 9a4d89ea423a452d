// The figures of this process read at each scrape: its PostgreSQL pool, the shared queues (pending
// bets, the operator's deposit and withdrawal queue) and the disk that holds the payment slips.
import fs from 'node:fs/promises';
import type { Db } from '../../db/database';
import { poolOf } from '../../db/database';
import {
  betDelayQueue,
  betDelayQueueOldest,
  dbPoolConnections,
  dbPoolWaiting,
  uploadsDiskFree,
  uploadsDiskSize,
  walletQueue,
  walletQueueOldest,
} from './families';
import { readQueues } from './queuesRepository';
import { onScrape } from './scrape';

const KINDS = { deposit: 'deposit', withdraw: 'withdrawal' } as const;

/** Registers the scrape-time readings; returns their removal (for a process that closes its app). */
export function watchProcessFigures(db: Db, uploadDir: string): () => void {
  const pool = poolOf(db);
  const removePool = onScrape(() => {
    dbPoolConnections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    dbPoolConnections.set({ state: 'idle' }, pool.idleCount);
    dbPoolConnections.set({ state: 'max' }, pool.options.max);
    dbPoolWaiting.set(pool.waitingCount);
  });
  const removeQueues = onScrape(async () => {
    const figures = await readQueues(db);
    betDelayQueue.set(figures.pendingBets);
    betDelayQueueOldest.set(figures.pendingBetsOldestS);
    for (const kind of Object.values(KINDS)) {
      walletQueue.set({ kind }, 0);
      walletQueueOldest.set({ kind }, 0);
    }
    for (const row of figures.waiting) {
      walletQueue.set({ kind: KINDS[row.kind] }, row.count);
      walletQueueOldest.set({ kind: KINDS[row.kind] }, row.oldestS);
    }
  });
  const removeDisk = onScrape(async () => {
    // The folder may not exist before the first slip: its nearest existing parent has the same disk.
    let dir = uploadDir;
    for (;;) {
      try {
        const stats = await fs.statfs(dir);
        uploadsDiskFree.set(stats.bavail * stats.bsize);
        uploadsDiskSize.set(stats.blocks * stats.bsize);
        return;
      } catch (error) {
        const parent = dir.replace(/\/[^/]*$/, '') || '/';
        if (parent === dir) throw error;
        dir = parent;
      }
    }
  });
  return () => {
    removePool();
    removeQueues();
    removeDisk();
  };
}
