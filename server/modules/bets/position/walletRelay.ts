// Tells the other API processes whose wallets this one changed, so that none of them shows a wallet
// from a kept position after another process wrote it (walletChanges.ts). What is told: every wallet
// this process's bet path wrote, and every wallet another writer here locked (lockWallet). They are
// gathered and sent every FLUSH_MS as one NOTIFY on channel 'wallets_changed', from this relay's own
// connection and outside any transaction: a NOTIFY inside the bets' transactions would serialise their
// commits (PostgreSQL holds one lock for all notifying transactions until each has committed).
// So another process may show a wallet up to about FLUSH_MS old; bets never rely on it (they re-check
// the wallet row under its lock). A lost connection may have missed announcements: every kept wallet
// then counts as changed, and the relay reconnects.
import pg from 'pg';
import { onWalletLocked } from '../../../money/walletLocks';
import type { PositionCache } from './cache';

export const WALLETS_CHANNEL = 'wallets_changed';
const FLUSH_MS = 50;
const RECONNECT_MS = 1_000;
/** NOTIFY payloads must stay under 8000 bytes. */
const PAYLOAD_MAX = 7_000;

export interface WalletRelay {
  stop(): Promise<void>;
}

/** Comma-separated user ids, each payload under PAYLOAD_MAX characters. */
export function payloadsOf(userIds: Iterable<number>): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const id of userIds) {
    const next = current ? `${current},${id}` : String(id);
    if (next.length > PAYLOAD_MAX) {
      payloads.push(current);
      current = String(id);
    } else current = next;
  }
  if (current) payloads.push(current);
  return payloads;
}

export async function startWalletRelay(
  connectionString: string,
  positions: PositionCache,
  onError: (error: unknown) => void,
): Promise<WalletRelay> {
  let client: pg.Client | null = null;
  let ownPid = 0;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let sending = false;
  const outgoing = new Set<number>();
  const tell = (userId: number) => outgoing.add(userId);

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      // Our own NOTIFYs come back to us too: this process knew already.
      if (message.channel !== WALLETS_CHANNEL || message.processId === ownPid || !message.payload) return;
      for (const id of message.payload.split(',')) positions.changes.changed(Number(id));
    });
    next.on('error', (error) => {
      if (stopped) return;
      onError(error);
      reconnectSoon();
    });
    await next.connect();
    const { rows } = await next.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    ownPid = rows[0]?.pid ?? 0;
    await next.query(`LISTEN ${WALLETS_CHANNEL}`);
    client = next;
  };

  const reconnectSoon = () => {
    const lost = client;
    client = null;
    positions.changes.changedAll();
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

  const flush = async () => {
    const via = client;
    if (!via || sending || outgoing.size === 0) return;
    sending = true;
    const ids = [...outgoing];
    outgoing.clear();
    try {
      for (const payload of payloadsOf(ids)) await via.query('SELECT pg_notify($1, $2)', [WALLETS_CHANNEL, payload]);
    } catch (error) {
      // Told again on the next connection (the error handler reconnects).
      for (const id of ids) outgoing.add(id);
      if (!stopped) onError(error);
    } finally {
      sending = false;
    }
  };

  await connect();
  const unsubscribe = onWalletLocked(tell);
  positions.onWritten(tell);
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (retry) clearTimeout(retry);
      unsubscribe();
      positions.onWritten(null);
      await flush();
      await client?.end().catch(() => undefined);
    },
  };
}
