// The header's /expo1 answered from the wallet a bet left (walletChanges.ts): only while nothing else
// can have changed that wallet, in this process or another. Each test places a bet (the wallet is then
// kept), changes the wallet some other way, and expects /expo1 to show what the database holds.
import { buildApp } from '../../../app';
import { asOurPages } from '../../../test/app';
import { MSG } from '../../../../src/domain/messages';
import { useBetsApp } from '../../../test/bets/fixture';
import { logIn, type Session } from '../../../test/auth/testSupport';
import { client, HOME, MO, savePayload, type BetSpec } from '../../../test/bets/testSupport';
import { sweepPendingBets, PENDING_GRACE_MS } from '../sweeper';
import { PositionCache } from './cache';
import { startWalletRelay, type WalletRelay } from './walletRelay';

const app = useBetsApp();
// A player who may withdraw (spec: withdrawals are for self users), betting through `api` unless told.
let self: Session & { api: ReturnType<typeof client> };
beforeAll(async () => {
  const session = await logIn(app.t.app, 'self1', 'self123');
  self = { ...session, api: client(app.t.app, session.cookie, app.t.deps.config.payloadKey) };
});
const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };
const CRICKET_DELAY_MS = 5_000;

const reads = () => ({ ...app.t.deps.positions.walletReads });

/** What /expo1 would show if it read the wallet row now. */
async function expo1FromDatabase(userId: number) {
  const w = await app.t.deps.db.selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { isSuccess: true, FinalExpo: 0 - w.exposure / 100, mainBalanceafterExpo: (w.balance - w.exposure - w.reserved) / 100 };
}

async function placeMatched(api = self.api, spec: BetSpec = backHome): Promise<void> {
  const payload = savePayload(self.userId, spec);
  expect((await api.save(payload)).statusCode).toBe(200);
  app.t.clock.advance(CRICKET_DELAY_MS);
  const matched = await api.update({ userId: self.userId, BetId: payload.BetId as string, oddsRequest: spec.price });
  expect(matched.json()).toEqual({ isSuccess: true, message: MSG.betPlaced });
}

const expo1 = async () => (await self.api.get(`/api/expo1/${self.userId}/1`)).json();

test('after a bet, /expo1 answers from the wallet the bet left, without reading the database, and shows what the row holds', async () => {
  await placeMatched();
  const before = reads();
  const shown = await expo1();
  expect(reads()).toEqual({ kept: before.kept + 1, database: before.database });
  expect(shown).toEqual(await expo1FromDatabase(self.userId));
  expect(shown.FinalExpo).toBe(-100);
});

test('a withdrawal request (money reserved under the wallet lock) is shown at once: the database is read', async () => {
  await placeMatched();
  expect((await self.api.withdraw({ userId: self.userId, withdrawAmountBtn: 500 })).statusCode).toBe(200);
  const before = reads();
  const shown = await expo1();
  expect(reads().database).toBe(before.database + 1);
  expect(shown).toEqual(await expo1FromDatabase(self.userId));
});

test('a pending bet lapsed by the sweeper is shown at once: the kept exposure still counted it', async () => {
  await placeMatched();
  const payload = savePayload(self.userId, { ...backHome, stake: 700 });
  expect((await self.api.save(payload)).statusCode).toBe(200);
  const withPending = await expo1();
  expect(withPending.FinalExpo).toBe(-800);
  app.t.clock.advance(CRICKET_DELAY_MS + PENDING_GRACE_MS + 1_000);
  expect(await sweepPendingBets(app.t.deps.db, app.t.clock)).toBe(1);
  const shown = await expo1();
  expect(shown.FinalExpo).toBe(-100);
  expect(shown).toEqual(await expo1FromDatabase(self.userId));
});

describe('two API processes on one database, each keeping its own positions', () => {
  let positionsB: PositionCache;
  let b: Awaited<ReturnType<typeof buildApp>>;
  const relays: WalletRelay[] = [];

  beforeAll(async () => {
    positionsB = new PositionCache();
    b = asOurPages(await buildApp({ ...app.t.deps, positions: positionsB }));
    await b.ready();
    for (const positions of [app.t.deps.positions, positionsB])
      relays.push(
        await startWalletRelay(app.t.database.url, positions, (e) => {
          throw e;
        }),
      );
  });
  afterAll(async () => {
    for (const relay of relays) await relay.stop();
    await b.close();
  });

  /** Asks A's /expo1 until it shows `expected`; returns how long that took. */
  async function msUntilAShows(expected: unknown): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 3_000) {
      if (JSON.stringify(await expo1()) === JSON.stringify(expected)) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
    return Number.POSITIVE_INFINITY;
  }

  test('a bet placed on B is shown by A within 1 s, though A kept the wallet of an earlier bet', async () => {
    await placeMatched();
    expect((await expo1()).FinalExpo).toBe(-100);
    await placeMatched(client(b, self.cookie, app.t.deps.config.payloadKey), { ...backHome, stake: 250 });
    expect(await msUntilAShows(await expo1FromDatabase(self.userId))).toBeLessThan(1_000);
    expect((await expo1()).FinalExpo).toBe(-350);
  });

  test('a withdrawal asked on B is shown by A within 1 s', async () => {
    await placeMatched();
    const onB = client(b, self.cookie, app.t.deps.config.payloadKey);
    expect((await onB.withdraw({ userId: self.userId, withdrawAmountBtn: 300 })).statusCode).toBe(200);
    const expected = await expo1FromDatabase(self.userId);
    expect(await msUntilAShows(expected)).toBeLessThan(1_000);
  });
});
