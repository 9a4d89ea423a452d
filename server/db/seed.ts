// Idempotent seed: running it twice changes nothing. Every installation gets master data, stake
// limits, default stake buttons and the operator (server/db/seedOperator.ts). Development (or
// SEED_DEMO=1) also gets two players and two sample merchant accounts to try the product at once;
// production never does: their passwords are public and the merchants' accounts are made up.
import type { Db } from './database';
import { hashPassword } from '../lib/password';
import { openWallet } from '../money/ledger';
import { toPaise } from '../../src/domain/money';
import { DEFAULT_MATCH_STAKES, DEFAULT_WALLET_STAKES } from '../../src/domain/constants';
import { seedWallet } from './seedWallet';
import { ensureOperator, type OperatorPassword } from './seedOperator';
import { SPORT_LIMITS } from './sportDefaults';

export interface SeedOptions {
  operatorUser: string;
  /** OPERATOR_PASSWORD when set: applied at every start. */
  operatorPassword: string | undefined;
  /** player1, self1 and the sample merchants (config.seedDemo). */
  demo: boolean;
  /** Production: a first start with no OPERATOR_PASSWORD generates one. */
  generateOperatorPassword?: boolean;
}

/** Development log-ins, printed by `npm start` and listed in the README. */
export const SEEDED_PLAYERS = [
  { username: 'player1', password: 'player123', selfUser: 0, balance: 100000, exposureLimit: 200000 },
  { username: 'self1', password: 'self123', selfUser: 1, balance: 5000, exposureLimit: 100000 },
] as const;

async function ensureUser(
  db: Db,
  user: {
    username: string;
    password: string;
    role: 'player';
    selfUser: number;
    exposureLimit: number;
    balance: number;
    createdBy: number | null;
  },
): Promise<number> {
  const key = user.username.toLowerCase();
  const existing = await db.selectFrom('users').select('id').where('username_key', '=', key).executeTakeFirst();
  if (existing) return existing.id;
  const password_hash = await hashPassword(user.password);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        username: user.username,
        username_key: key,
        password_hash,
        role: user.role,
        self_user: user.selfUser,
        exposure_limit: toPaise(user.exposureLimit),
        password_status: 1,
        created_by: user.createdBy,
      })
      .onConflict((oc) => oc.column('username_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // Another process seeded it between our look-up and insert.
      const row = await trx.selectFrom('users').select('id').where('username_key', '=', key).executeTakeFirstOrThrow();
      return row.id;
    }
    await openWallet(trx, inserted.id, toPaise(user.balance), 'Opening balance');
    return inserted.id;
  });
}

export async function seed(db: Db, options: SeedOptions): Promise<{ operatorPassword: OperatorPassword }> {
  await db
    .insertInto('master_data')
    .values({
      id: 1,
      bet_start_time: 60 * 24 * 2,
      site_message: 'Welcome to the exchange! In-play cricket, tennis and football with instant settlement. Play responsibly.',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('sports')
    .values(SPORT_LIMITS)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('default_stake_buttons')
    .values([
      ...DEFAULT_MATCH_STAKES.map((value, i) => ({ kind: 'match' as const, slot: i + 1, label: String(value), value })),
      ...DEFAULT_WALLET_STAKES.map((value, i) => ({ kind: 'wallet' as const, slot: i + 1, label: String(value), value })),
    ])
    .onConflict((oc) => oc.columns(['kind', 'slot']).doNothing())
    .execute();

  const operator = await ensureOperator(db, {
    username: options.operatorUser,
    password: options.operatorPassword,
    generate: options.generateOperatorPassword ?? false,
  });
  if (options.demo) {
    for (const player of SEEDED_PLAYERS) {
      await ensureUser(db, {
        username: player.username,
        password: player.password,
        role: 'player',
        selfUser: player.selfUser,
        exposureLimit: player.exposureLimit,
        balance: player.balance,
        createdBy: player.selfUser === 0 ? operator.id : null,
      });
    }
    await seedWallet(db);
  }
  return { operatorPassword: operator.password };
}
