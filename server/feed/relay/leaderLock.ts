// Only one process may run the simulator against a database (two would invent clashing events):
// it holds a session-level advisory lock on a connection of its own for as long as it runs. When
// that process dies (kill -9, a crash, a lost connection) PostgreSQL ends its session and the lock
// is free for a standby to take (feedHost.ts). The holder pings its connection, so a connection that
// died quietly is noticed within seconds; the fence (leadership.ts) covers the time until then.
import pg from 'pg';

const FEED_LOCK_KEY = 0x66656564; // 'feed'
const PING_MS = 2_000;
const PING_TIMEOUT_MS = 4_000;

export interface LeaderLock {
  /** The lock's PostgreSQL backend (tests cut it with pg_terminate_backend). */
  readonly backendPid: number;
  release(): Promise<void>;
}

/** The lock, or null when another process holds it. `onLost` is called once if the lock goes. */
export async function tryFeedLeaderLock(connectionString: string, onLost: (error: unknown) => void): Promise<LeaderLock | null> {
  const client = new pg.Client({ connectionString, keepAlive: true });
  let released = false;
  let lost = false;
  let ping: NodeJS.Timeout | undefined;
  const lose = (error: unknown) => {
    if (released || lost) return;
    lost = true;
    clearInterval(ping);
    onLost(error);
    void client.end().catch(() => undefined);
  };
  // Until the lock is ours a failure is the caller's (thrown); afterwards it is a lost lock.
  client.on('error', (error) => lose(error));
  client.on('end', () => lose(new Error('the feed leader lock connection ended')));
  try {
    await client.connect();
    // Over TCP, PostgreSQL notices a holder gone without a word (a network cut) within ~15 s.
    await client.query('SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 3');
    const { rows } = await client.query<{ locked: boolean; pid: number }>(
      'SELECT pg_try_advisory_lock($1) AS locked, pg_backend_pid() AS pid',
      [FEED_LOCK_KEY],
    );
    if (!rows[0]?.locked) {
      released = true;
      await client.end();
      return null;
    }
    ping = setInterval(() => {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the feed leader lock connection stopped answering')), PING_TIMEOUT_MS).unref(),
      );
      Promise.race([client.query('SELECT 1'), timeout]).catch(lose);
    }, PING_MS);
    ping.unref();
    return {
      backendPid: rows[0].pid,
      release: async () => {
        released = true;
        clearInterval(ping);
        await client.end().catch(() => undefined);
      },
    };
  } catch (error) {
    released = true;
    await client.end().catch(() => undefined);
    throw error;
  }
}
