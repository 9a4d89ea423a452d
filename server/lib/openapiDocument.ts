// The OpenAPI text of this code's routes, from an app built with the description on (never started).
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db/database';
import { SnapshotCache } from '../feed/snapshotCache';
import { PositionCache } from '../modules/bets/position';
import { SessionStore, sessionLimits } from '../session';
import { systemClock } from './clock';
import { openapiText } from './openapi';

export async function openapiDocument(): Promise<string> {
  // Fixed settings so the document does not depend on the shell: no web build, no metrics token.
  const config = loadConfig({ DATA_DIR: '/nonexistent', WEB_DIR: '/nonexistent' } as NodeJS.ProcessEnv);
  const db = createDb('postgres://nobody@127.0.0.1:1/none', 1);
  try {
    const app = await buildApp(
      {
        config,
        db,
        clock: systemClock,
        sessions: new SessionStore(db, systemClock, sessionLimits(config)),
        snapshots: new SnapshotCache(systemClock),
        feed: null,
        positions: new PositionCache(),
      },
      {},
      { describe: true },
    );
    await app.ready();
    const text = openapiText(app);
    await app.close();
    return text;
  } finally {
    await db.destroy();
  }
}
