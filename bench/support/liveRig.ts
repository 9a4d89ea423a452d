// The live benches' common start and end: the product as `npm start` runs it in a fresh data folder, a small
// pool on its database, an HTTP client with a connection per player (and ten more for the operator and
// probes), every sport's bet delays 0, the players made and signed in; afterwards all of it stopped and the
// data folder removed, whether the bench ended or failed.
import fs from 'node:fs';
import { createDb, type Db } from '../../server/db/database';
import { tempDataDir } from './database';
import { OPERATOR_PASSWORD, signedInPlayers, zeroDelays } from './liveBets';
import { LiveHttp } from './liveHttp';
import type { LivePlayer } from './livePlayers';
import { startLiveProduct, type LiveProduct } from './liveProduct';

export interface LiveRig {
  product: LiveProduct;
  db: Db;
  http: LiveHttp;
  players: LivePlayer[];
}

export async function withLiveProduct<T>(
  name: string,
  setup: { env: NodeJS.ProcessEnv; players: number },
  bench: (rig: LiveRig) => Promise<T>,
): Promise<T> {
  const dataDir = tempDataDir(name);
  let product: LiveProduct | null = null;
  let http: LiveHttp | null = null;
  let db: Db | null = null;
  try {
    product = await startLiveProduct(dataDir, { OPERATOR_PASSWORD, ...setup.env });
    db = createDb(product.dbUrl, 2);
    http = new LiveHttp(product.base, setup.players + 10);
    await zeroDelays(http);
    const players = await signedInPlayers(db, setup.players);
    return await bench({ product, db, http, players });
  } finally {
    http?.destroy();
    await db?.destroy().catch(() => undefined);
    await product?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
