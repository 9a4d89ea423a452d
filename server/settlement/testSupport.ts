// Helpers for the settlement and reports tests: bets placed the way the slip places them, through
// the real POST /saveBet and PUT /updateUnmatchBet on the bets area's test event, and reads of the
// money tables.
import type { TestApp } from '../test/app';
import { emptyUpdate } from '../feed/types';
import type { MarketKind } from '../../src/domain/betting/types';
import type { Session } from '../test/auth/testSupport';
import { operatorSession, useApp } from '../test/fixtures';
import {
  AWAY,
  BM,
  BM_HOME,
  client,
  cricketEvent,
  FANCY,
  FANCY_SEL,
  GAME_ID,
  HOME,
  MO,
  publish,
  savePayload,
  type BetSpec,
} from '../test/bets/testSupport';
import { recordMarkets, type RecordedMarket } from '../test/bets/recordMarkets';

/** The usual bet of these tests: ₹100 back on Mumbai at 2 in match odds (wins ₹100 if Mumbai wins). */
export const BACK_HOME: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };

/**
 * The seeded cricket delays (betDelayTime, bookmakerDelayTime, fancyDelayTime): the slip updates
 * right after its market's delay, within BET_UPDATE_WINDOW_MS, or the bet lapses.
 */
const DELAY_MS: Record<MarketKind, number> = { Matchodds: 5_000, Toss: 5_000, BookMaker: 1_000, Fancy: 1_000 };

export function bettor(t: TestApp, session: Session) {
  const api = client(t.app, session.cookie, t.deps.config.payloadKey);
  // The feed ticks every second; tests move the clock by whole delays. Without a tick for a minute
  // the snapshot cache would suspend every market, as it does when a real feed falls silent.
  const tick = () => t.deps.snapshots.apply(emptyUpdate());
  const save = async (spec: BetSpec): Promise<string> => {
    tick();
    const payload = savePayload(session.userId, spec);
    const response = await api.save(payload);
    if (response.statusCode !== 200) throw new Error(`saveBet refused: ${response.statusCode} ${response.body}`);
    return payload.BetId as string;
  };
  return {
    /** Saved and left pending (unmatched), as when the player closed the tab during the delay. */
    pending: save,
    /** Saved, then matched once the delay has passed. */
    matched: async (spec: BetSpec): Promise<string> => {
      const betId = await save(spec);
      t.clock.advance(DELAY_MS[spec.market]);
      tick();
      const response = await api.update({ userId: session.userId, BetId: betId, oddsRequest: spec.price });
      if (response.statusCode !== 200) throw new Error(`updateUnmatchBet refused: ${response.statusCode} ${response.body}`);
      return betId;
    },
  };
}

export async function walletOf(t: TestApp, userId: number) {
  return t.deps.db.selectFrom('wallets').select(['balance', 'exposure']).where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function settlementEntries(t: TestApp, userId?: number) {
  return t.deps.db
    .selectFrom('ledger')
    .select(['user_id', 'amount', 'balance_after', 'remark', 'ref'])
    .where('kind', '=', 'settlement')
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as number))
    .orderBy('id')
    .execute();
}

/** Every wallet whose balance is not the sum of its ledger, or not its last entry's balance_after. */
export async function ledgerMismatches(t: TestApp) {
  return t.deps.db
    .selectFrom('wallets as w')
    .select(['w.user_id', 'w.balance'])
    .select((eb) => [
      eb
        .selectFrom('ledger as l')
        .whereRef('l.user_id', '=', 'w.user_id')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('l.amount'), e.lit(0)).as('s'))
        .as('ledger_sum'),
      eb
        .selectFrom('ledger as l')
        .whereRef('l.user_id', '=', 'w.user_id')
        .select('l.balance_after')
        .orderBy('l.id', 'desc')
        .limit(1)
        .as('last'),
    ])
    .execute()
    .then((rows) => rows.filter((r) => Number(r.ledger_sum) !== r.balance || (r.last !== null && Number(r.last) !== r.balance)));
}

export function betsByBetId(t: TestApp, betIds: readonly string[]) {
  return t.deps.db
    .selectFrom('bets')
    .select(['bet_id', 'status', 'result_amount', 'settle_time'])
    .where('bet_id', 'in', betIds)
    .execute()
    .then((rows) => betIds.map((id) => rows.find((r) => r.bet_id === id)));
}

/**
 * The bets area's test event as the feed's recorder would have persisted it (series, event, markets,
 * runners), so that settlement finds the market's row and its runners.
 */
export async function persistTestEvent(t: TestApp): Promise<void> {
  const market = (marketId: string, kind: MarketKind, name: string, selections: RecordedMarket['selections']) => ({
    marketId,
    kind,
    eventId: GAME_ID,
    name,
    selections,
  });
  const events = [{ id: GAME_ID, name: 'Mumbai v Delhi' }];
  await recordMarkets(t.deps.db, {
    events,
    startsAt: new Date(t.clock.now() - 30 * 60_000),
    markets: [
      market(MO, 'Matchodds', 'Match Odds', [
        [HOME, 'Mumbai'],
        [AWAY, 'Delhi'],
      ]),
      market(BM, 'BookMaker', 'Bookmaker', [
        [BM_HOME, 'Mumbai'],
        [BM_HOME + 1, 'Delhi'],
      ]),
      market(FANCY, 'Fancy', '20 over runs MUM', [[FANCY_SEL, '20 over runs MUM']]),
    ],
  });
}

/** The test cricket event live in the feed and stored as the recorder stores it: what market and desk calls act on. */
export async function liveTestEvent(t: TestApp): Promise<void> {
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
  await persistTestEvent(t);
}

/**
 * What an operator does before settling a market the feed still offers: suspend it by hand (a market
 * open for betting is refused, 409). A market already suspended or closed answers 409, ignored here.
 */
export async function suspendBeforeSettling(t: TestApp, operatorCookie: string, marketId: string): Promise<void> {
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/markets/${marketId}/suspend`,
    headers: { cookie: operatorCookie },
    payload: { reason: 'result in' },
  });
}

/**
 * For the settlement, book and summary test files: one app for the file (started in beforeAll, closed
 * in afterAll) with player1 (`player`) and self1 (`self`) signed in, the operator's admin calls
 * (`call`) and the test cricket event published; `persistEvent` also stores it (persistTestEvent).
 */
export function useMarketApp(options: { persistEvent?: boolean } = {}) {
  return useApp({
    signIn: ['player1', 'self1'],
    then: async ({ t, player1, self1 }) => {
      const { call } = await operatorSession(t);
      publish(t.deps.snapshots, cricketEvent(t.clock.now()));
      if (options.persistEvent) await persistTestEvent(t);
      return { player: player1, self: self1, call };
    },
  });
}

/**
 * For the operator CLI test files: the app listening on a free port (`url`, what the CLI calls) with
 * player1 (`player`) signed in and the cricket event published and stored, for the file.
 */
export function useCliApp() {
  return useApp({
    listen: true,
    signIn: ['player1'],
    then: async ({ t, player1 }) => {
      await liveTestEvent(t);
      return { player: player1 };
    },
  });
}
