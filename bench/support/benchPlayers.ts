// Bench players: `bench0001`… with one shared password hash, created in one transaction (500 scrypt
// runs or 500 commits would only slow the set-up), ₹1,00,000 each through the ledger as usual
// (exposure limit ₹2,00,000), and a signed-in session each straight from the SessionStore (what a
// log-in ends with: the log-in's scrypt is bench:login's business, not the bets benches').
import { hashPassword } from '../../server/lib/password';
import { openWallet } from '../../server/money/ledger';
import { SessionStore } from '../../server/session';
import { systemClock } from '../../server/lib/clock';
import type { Db } from '../../server/db/database';
import { toPaise } from '../../src/domain/money';

export async function createBenchPlayers(
  db: Db,
  count: number,
  password: string,
  kind: { prefix: string; selfUser: 0 | 1 } = { prefix: 'bench', selfUser: 0 },
): Promise<number[]> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, k) => {
          const username = `${kind.prefix}${String(k + 1).padStart(4, '0')}`;
          return {
            username,
            username_key: username,
            password_hash: passwordHash,
            role: 'player' as const,
            self_user: kind.selfUser,
            exposure_limit: toPaise(200_000),
            password_status: 1,
            created_by: null,
          };
        }),
      )
      .returning('id')
      .execute();
    for (const { id } of rows) await openWallet(trx, id, toPaise(100_000), 'Opening balance');
    return rows.map((r) => r.id);
  });
}

/** A session per player, as a log-in makes it (the limits do not matter to create()). */
export async function createBenchSessions(db: Db, userIds: number[]): Promise<Array<{ userId: number; token: string }>> {
  const sessions = new SessionStore(db, systemClock, { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 });
  const tokens: Array<{ userId: number; token: string }> = [];
  for (const userId of userIds) tokens.push({ userId, token: await sessions.create(userId, '127.0.0.1') });
  return tokens;
}
