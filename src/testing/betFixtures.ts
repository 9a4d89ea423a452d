// A signed-in player on the match page of 'India v Australia' (in play), with a stub server that
// answers every call the slip makes and can be changed mid-test, like a feed that ticks.
import { decryptJson } from '../domain/cipher';
import type { LoginInfo } from '../domain/contract/auth';
import type { BetRow, MatchStackButtons, UnmatchedBetRow } from '../domain/contract/bets';
import type { MatchOddsResponse } from '../domain/contract/sports';
import { makePlayerStore } from './playerStore';
import { sessionRestored } from '../features/auth/authSlice';
import { makeFakeExtra } from './fakeExtra';
import { PLAYER1_LOGIN } from './authStore';
import { LOCAL_WHOAMI, mockApi, type Route } from './mockApi';
import { makeOdds } from './sportsFixtures';
import { sportsApi } from '../features/sports/sportsApi';
import type { ClickedEvent, PriceClickedPayload } from '../features/market/priceClicked';

export const NOW = Date.parse('2025-01-15T10:00:00.000Z');

/**
 * Registers the betting tests' clock hooks (call it once at the top of a file): fake timers at NOW before each test (the slip's delays and the
 * polls run on them), real timers and restored mocks after, so that no test's clock leaks into the next.
 */
export function fakeTimersAtNow(): void {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

export const PLAYER: LoginInfo = PLAYER1_LOGIN;
export const ODDS_ARGS = { marketId: '1.1000042', eventId: '1000042' };
export const EVENT: ClickedEvent = {
  eid: '4',
  gameId: '1000042',
  eventName: 'India v Australia',
  seriesId: 11,
  eventDate: '2025-01-15T09:00:00.000Z',
  isBetLock: false,
};

export const SPORT_LIMITS = {
  id: 4,
  betDelayTime: 5,
  bookmakerDelayTime: 3,
  fancyDelayTime: 2,
  minOddLimit: 100,
  maxOddLimit: 25000,
  minBookmakerLimit: 100,
  maxBookmakerLimit: 50000,
  minFancyLimit: 100,
  maxFancyLimit: 20000,
};

/** back India at 1.85 (the best of 1.85 / 1.84 / 1.83 in makeOdds). */
export const BACK_INDIA: PriceClickedPayload = {
  event: EVENT,
  marketKind: 'Matchodds',
  marketId: '1.1000042',
  selectionId: 1,
  runnerName: 'India',
  side: 'back',
  price: 1.85,
  size: 1037,
};
/** lay Australia at 2.14 (the best of 2.14 / 2.15 / 2.16 in makeOdds). */
export const LAY_AUSTRALIA: PriceClickedPayload = {
  event: EVENT,
  marketKind: 'Matchodds',
  marketId: '1.1000042',
  selectionId: 2,
  runnerName: 'Australia',
  side: 'lay',
  price: 2.14,
  size: 1037,
};
/** No on '6 over runs IND' at 52 for rate 100. */
export const NO_SESSION: PriceClickedPayload = {
  event: EVENT,
  marketKind: 'Fancy',
  marketId: '3.301',
  selectionId: 301,
  runnerName: '6 over runs IND',
  side: 'lay',
  price: 52,
  size: 100,
};

export const BUTTONS: MatchStackButtons = {
  btn1: '50',
  btnValue1: 50,
  btn2: '200',
  btnValue2: 200,
  btn3: '300',
  btnValue3: 300,
  btn4: '400',
  btnValue4: 400,
  btn5: '500',
  btnValue5: 500,
  btn6: '600',
  btnValue6: 600,
  btn7: '1k',
  btnValue7: 1000,
  btn8: '5k',
  btnValue8: 5000,
  btn9: '10k',
  btnValue9: 10000,
  btn10: '25k',
  btnValue10: 25000,
};

export function betRow(overrides: Partial<BetRow> = {}): BetRow {
  return {
    id: 1,
    marketId: '1.1000042',
    market: 'Matchodds',
    type: 'back',
    selection: 'India',
    selectionId: 1,
    oddsRequest: 2,
    amountStake: 100,
    profit: 100,
    liability: -100,
    eventId: '1000042',
    isSettlement: 2,
    isDelete: 0,
    ...overrides,
  };
}

/** A bet row on the '6 over runs IND' session (NO_SESSION's market): a fancy row of My Bet. */
export const sessionRow = (overrides: Partial<BetRow> = {}): BetRow =>
  betRow({ market: 'Fancy', marketId: '3.301', selectionId: 301, selection: '6 over runs IND', ...overrides });

export const paths = {
  odds: 'GET /checkGetMatchOdds/1.1000042/1000042',
  save: 'POST /saveBet',
  update: 'PUT /updateUnmatchBet',
  remove: 'DELETE /deleteUnmatchBet',
  expo1: 'GET /expo1/7/0',
  lastBets: 'GET /fetchLastBet/7/1000042',
  unmatched: 'GET /fetchUnmatchedBet/7/1000042',
  stackButtons: 'GET /fetchMatchStackBtn/7',
  saveButtons: 'POST /api/updateMatchStackBtn/7',
  notSettled: 'GET /fetchNotSettledBet/7',
  expo2: 'GET /expo2/7/0',
} as const;

export interface World {
  odds: MatchOddsResponse;
  expo: { FinalExpo: number; mainBalanceafterExpo: number };
  rows: BetRow[];
  betStartMinutes: number;
  /** Bets resting unmatched at the player's own price (Open bets); none unless said. */
  unmatched?: UnmatchedBetRow[];
}

/** The routes of a healthy server; `overrides` replaces any of them. */
export function bettingServer(world: World, overrides: Record<string, Route> = {}) {
  return mockApi({
    [paths.odds]: () => ({ body: world.odds }),
    'GET /api/getMasterData': () => ({ body: [{ BetStartTime: world.betStartMinutes, SiteMessage: 'Hello' }] }),
    'GET /GetStackLimit': { body: { isSuccess: true, data: { sports: [SPORT_LIMITS], userMatchSettings: [] } } },
    'GET /whoami': { body: LOCAL_WHOAMI },
    [paths.save]: { body: { isSuccess: true, betId: 'ignored' } },
    [paths.expo1]: () => ({ body: { isSuccess: true, ...world.expo } }),
    [paths.update]: { body: { isSuccess: true, message: 'Bet Placed Successfully' } },
    [paths.remove]: { body: { isSuccess: true } },
    [paths.lastBets]: () => ({ body: { isSuccess: true, data: world.rows } }),
    [paths.unmatched]: () => ({ body: { isSuccess: true, data: world.unmatched ?? [] } }),
    [paths.stackButtons]: { body: { isSuccess: true, data: BUTTONS } },
    [paths.saveButtons]: { body: { isSuccess: true } },
    ...overrides,
  });
}

/** A store with the player signed in and the match page's odds in the cache (subscribed, as the page is). */
export async function bettingWorld(
  options: { login?: Partial<LoginInfo>; overrides?: Record<string, Route>; world?: Partial<World> } = {},
) {
  const world: World = {
    odds: makeOdds(),
    expo: { FinalExpo: -100, mainBalanceafterExpo: 99900 },
    rows: [],
    betStartMinutes: 60,
    ...options.world,
  };
  const server = bettingServer(world, options.overrides);
  const extra = makeFakeExtra(NOW);
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored({ ...PLAYER, ...options.login }));
  store.dispatch(sportsApi.endpoints.checkGetMatchOdds.initiate(ODDS_ARGS));
  await jest.advanceTimersByTimeAsync(0);
  return { world, server, extra, store, messages: () => extra.toasts.map((t) => t.message) };
}

/** The JSON inside an encrypted `{ data }` body, as the server reads it. */
export function decrypted<T>(body: unknown): T {
  const value = decryptJson<T>((body as { data: string }).data, 'test-payload-key');
  if (value === undefined) throw new Error('the body does not decrypt with the payload key');
  return value;
}
