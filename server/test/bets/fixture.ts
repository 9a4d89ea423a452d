// The set-up the bets test files share: one app on a fresh database with player1 signed in and a
// betting client, and a clean slate (controlled prices, no bets, seeded flags) before each test.
import { buildTestApp, type TestApp } from '../app';
import type { FeedEventState } from '../../feed/types';
import { logIn, type Session } from '../auth/testSupport';
import { client, cricketEvent, publish } from './testSupport';
import { writeBetsDirectly } from './directWrites';

export interface BetsApp {
  t: TestApp;
  player: Session;
  api: ReturnType<typeof client>;
}

export async function startBetsApp(): Promise<BetsApp> {
  const t = await buildTestApp();
  const player = await logIn(t.app, 'player1', 'player123');
  return { t, player, api: client(t.app, player.cookie, t.deps.config.payloadKey) };
}

/**
 * For a test file: one app (started before its tests, closed after) and a clean slate before each
 * test. The fields are filled once the file starts: read them inside tests and hooks. `state` is the
 * event published afresh before each test (a test may change it and publish it again).
 */
export function useBetsApp(): BetsApp & { state: FeedEventState } {
  const app = {} as BetsApp & { state: FeedEventState };
  beforeAll(async () => {
    Object.assign(app, await startBetsApp());
  });
  afterAll(() => app.t.close());
  beforeEach(async () => {
    app.state = await freshBettingState(app.t, app.player.userId);
  });
  return app;
}

/** Publishes the test's cricket event afresh and clears what an earlier test left behind. */
export async function freshBettingState(t: TestApp, userId: number): Promise<FeedEventState> {
  const state = cricketEvent(t.clock.now());
  publish(t.deps.snapshots, state);
  await writeBetsDirectly(t.deps.db, (trx) => trx.deleteFrom('bets').execute());
  await t.deps.db.deleteFrom('user_match_settings').execute();
  await t.deps.db.updateTable('wallets').set({ exposure: 0 }).execute();
  await t.deps.db.updateTable('users').set({ lock_betting: 0, exposure_limit: 20_000_000 }).where('id', '=', userId).execute();
  return state;
}
