// The sample data of a development start (player1/self1 with published passwords, merchant accounts
// that are made up) has no place in production. A production start without SEED_DEMO=1 refuses a
// database that still offers any of it (main.ts), naming it and the command that switches it off:
// `npm run operator -- remove-demo-data` (offline, on the database) or POST /api/admin/demo-data/remove.
// Switching off never deletes: the players' log-in and betting are locked (their sessions end) and
// the merchants deactivated, so every money row stays for the books. Audited as 'demo.remove'.
import type { Db } from '../../db/database';
import type { Trx } from '../../money/ledger';
import { SEEDED_PLAYERS } from '../../db/seed';
import { SEEDED_MERCHANTS } from '../../db/seedWallet';
import { recordAction, type Actor } from './audit';
import * as repo from './demoDataRepository';

const PLAYER_NAMES = SEEDED_PLAYERS.map((p) => p.username);
const MERCHANT_FILES = SEEDED_MERCHANTS.map((m) => m.qr_file);

export const REMOVE_DEMO_DATA_COMMAND = 'npm run operator -- remove-demo-data';

export interface LiveDemoData {
  players: string[];
  merchants: string[];
}

export async function liveDemoData(db: Db | Trx): Promise<LiveDemoData> {
  const players = await repo.liveSamplePlayers(db, PLAYER_NAMES);
  const merchants = await repo.liveSampleMerchants(db, MERCHANT_FILES);
  return { players: players.map((p) => p.username), merchants: merchants.map((m) => m.display_name) };
}

/** Why a production start may not go on with this database, or null. */
export async function demoDataRefusal(db: Db): Promise<string | null> {
  const live = await liveDemoData(db);
  if (live.players.length === 0 && live.merchants.length === 0) return null;
  const parts = [
    live.players.length > 0 ? `the sample players ${live.players.join(', ')} (their passwords are published)` : '',
    live.merchants.length > 0 ? `the sample merchant accounts ${live.merchants.join(', ')} (made up: players would pay into them)` : '',
  ].filter(Boolean);
  return (
    `NODE_ENV=production refuses this database: it still offers ${parts.join(' and ')}. ` +
    `Switch them off with \`${REMOVE_DEMO_DATA_COMMAND}\` (nothing is deleted), or set SEED_DEMO=1 for a demonstration.`
  );
}

export interface RemovedDemoData extends LiveDemoData {
  /** The players' ids, whose sessions the caller ends. */
  playerIds: number[];
}

/** Switches the live sample data off in the caller's transaction, with its audit row; null when none is left. */
export async function removeDemoData(trx: Trx, actor: Actor): Promise<RemovedDemoData | null> {
  const players = await repo.liveSamplePlayers(trx, PLAYER_NAMES);
  const merchants = await repo.liveSampleMerchants(trx, MERCHANT_FILES);
  if (players.length === 0 && merchants.length === 0) return null;
  await repo.lockPlayers(
    trx,
    players.map((p) => p.id),
  );
  await repo.deactivateMerchants(
    trx,
    merchants.map((m) => m.id),
  );
  const removed = { players: players.map((p) => p.username), merchants: merchants.map((m) => m.display_name) };
  await recordAction(trx, actor, {
    action: 'demo.remove',
    target: 'demo-data',
    before: removed,
    after: { lockLogin: 1, lockBetting: 1, merchantsActive: false },
  });
  return { ...removed, playerIds: players.map((p) => p.id) };
}
