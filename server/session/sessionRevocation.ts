// Each API process caches sessions for a few seconds (sessionStore.ts) so that odds polls cost no
// database round trip. When a session ends anywhere, migration 26's trigger announces its hash on
// channel 'sessions_ended'; this listener drops it from this process's cache at once. If the listening
// connection is lost, notifications may have been missed: the whole cache is dropped (every session
// is then read afresh once) and the listener reconnects.
import pg from 'pg';
import type { SessionStore } from './sessionStore';

export const SESSIONS_CHANNEL = 'sessions_ended';
const RECONNECT_MS = 1_000;

export interface SessionRevocation {
  stop(): Promise<void>;
}

export async function listenForEndedSessions(
  connectionString: string,
  sessions: SessionStore,
  onError: (error: unknown) => void,
): Promise<SessionRevocation> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== SESSIONS_CHANNEL || !message.payload) return;
      for (const hash of message.payload.split(',')) sessions.forgetEnded(hash);
    });
    next.on('error', (error) => {
      if (stopped) return;
      onError(error);
      reconnectSoon();
    });
    await next.connect();
    await next.query(`LISTEN ${SESSIONS_CHANNEL}`);
    client = next;
  };

  const reconnectSoon = () => {
    const lost = client;
    client = null;
    sessions.forgetAll();
    void lost?.end().catch(() => undefined);
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error) => {
        onError(error);
        reconnectSoon();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
