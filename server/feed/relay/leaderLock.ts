// Only one process may run the simulator against a database (two would invent clashing events):
// it holds a session-level advisory lock on a connection of its own for as long as it runs.
import pg from 'pg';

const FEED_LOCK_KEY = 0x66656564; // 'feed'

export interface LeaderLock {
  release(): Promise<void>;
}

/** The lock, or null when another process holds it. */
export async function tryFeedLeaderLock(connectionString: string, onLost: (error: unknown) => void): Promise<LeaderLock | null> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [FEED_LOCK_KEY]);
  if (!rows[0]?.locked) {
    await client.end();
    return null;
  }
  let released = false;
  // Losing the connection loses the lock: say so loudly; another process may take over.
  client.on('error', (error) => {
    if (!released) onLost(error);
  });
  return {
    release: async () => {
      released = true;
      await client.end().catch(() => undefined);
    },
  };
}
