// Helpers for the bets tests: a cricket event whose prices the test controls, published straight
// into the app's snapshot cache (the same path a FeedProvider's updates take), and the encrypted
// bodies the slip sends.
import type { FastifyInstance } from 'fastify';
import { encryptJson } from '../../../src/domain/cipher';
import type { MarketKind } from '../../../src/domain/betting/types';
import { saveBetPayload, type SaveBetPayload } from '../../../src/domain/contract/bets';
import type { SnapshotCache } from '../../feed/snapshotCache';
import type { FeedBookmaker, FeedEvent, FeedEventState, FeedFancy, FeedMatchOdds, FeedRunner } from '../../feed/types';

export const GAME_ID = 7_000_001;
export const SERIES_ID = 9_001;
export const MO = '1.7000001';
export const BM = '2.7000001';
export const TOSS = '4.7000001';
export const FANCY = '3.700000101';
export const HOME = 700_000_101;
export const AWAY = 700_000_102;
export const BM_HOME = 700_000_111;
export const FANCY_SEL = 700_000_121;
/** A second fancy session on the test event ('10 over runs DEL'): see withSecondSession. */
export const FANCY_2 = '3.700000102';
export const FANCY_2_SEL = FANCY_SEL + 1;

/** A match-odds runner offering three levels each side, 5000 at each, best first. */
export function feedRunner(selectionId: number, name: string, back: number[], lay: number[]): FeedRunner {
  const levels = (prices: number[]) => prices.map((price) => ({ price, size: 5000 }));
  return { selectionId, name, back: levels(back), lay: levels(lay), status: 'ACTIVE' };
}

/** The test event's bookmaker (Mumbai 45/50, Delhi 90/95) and its first fancy session (150 at evens). */
export const testBookmaker = (): FeedBookmaker => ({
  marketId: BM,
  status: 'OPEN',
  rows: [
    { selectionId: BM_HOME, name: 'Mumbai', back: 45, backSize: 100_000, lay: 50, laySize: 100_000, status: 'ACTIVE' },
    { selectionId: BM_HOME + 1, name: 'Delhi', back: 90, backSize: 100_000, lay: 95, laySize: 100_000, status: 'ACTIVE' },
  ],
});
export const testSession = (): FeedFancy => feedSession(FANCY, FANCY_SEL, '20 over runs MUM', [150, 100], [150, 100]);

/** An open fancy session: its NO and YES sides as [line, rate]. */
export function feedSession(marketId: string, selectionId: number, name: string, no: [number, number], yes: [number, number]): FeedFancy {
  return { marketId, selectionId, name, noLine: no[0], noRate: no[1], yesLine: yes[0], yesRate: yes[1], gameStatus: '' };
}

/** An open match-odds market. */
export function openMatchOdds(marketId: string, totalMatched: number, runners: FeedRunner[]): FeedMatchOdds {
  return { marketId, status: 'OPEN', totalMatched, runners };
}

/** An in-play cricket event of the test series ('Home v Away'), started half an hour before now. */
export function inPlayCricket(id: number, name: string, now: number, matchOddsMarketId: string, hasBookmaker: boolean): FeedEvent {
  const [home, away] = name.split(' v ');
  return {
    id,
    sportId: 4,
    seriesId: SERIES_ID,
    name,
    home,
    away,
    startsAt: now - 30 * 60_000,
    status: 'inplay',
    endedAt: null,
    isBetLock: false,
    hasMatchOdds: true,
    hasBookmaker,
    hasFancy: true,
    matchOddsMarketId,
  };
}

/** The test event's match odds: Mumbai 2 / 2.02, Delhi 1.96 / 1.98, 500,000 matched. */
export const testMatchOdds = (): FeedMatchOdds =>
  openMatchOdds(MO, 500_000, [
    feedRunner(HOME, 'Mumbai', [2, 1.99, 1.98], [2.02, 2.04, 2.06]),
    feedRunner(AWAY, 'Delhi', [1.96, 1.95, 1.94], [1.98, 1.99, 2]),
  ]);

export function cricketEvent(now: number): FeedEventState {
  return {
    event: inPlayCricket(GAME_ID, 'Mumbai v Delhi', now, MO, true),
    book: { matchOdds: testMatchOdds(), bookmaker: testBookmaker(), fancy: [testSession()], toss: null },
    score: {
      status: 'INPLAY',
      statusText: 'Mumbai batting',
      score: {
        sport: 'cricket',
        innings: [{ team: 'Mumbai', runs: 40, wickets: 1, overs: '5.2' }],
        batting: 0,
        target: null,
        recentBalls: [],
      },
    },
    updatedAt: now,
  };
}

/** The test event with a second session open beside the first, 80 at evens, for tests that settle two. */
export function withSecondSession(now: number): FeedEventState {
  const state = cricketEvent(now);
  state.book.fancy.push(feedSession(FANCY_2, FANCY_2_SEL, '10 over runs DEL', [80, 100], [80, 100]));
  return state;
}

/** Puts the state in the cache, as a provider's update would. */
export function publish(snapshots: SnapshotCache, state: FeedEventState): void {
  snapshots.apply({
    series: [{ id: SERIES_ID, sportId: 4, name: 'Premier Cup' }],
    markets: [],
    events: [structuredClone(state)],
    results: [],
    removed: [],
  });
}

export interface BetSpec {
  market: MarketKind;
  marketId: string;
  selectionId: number;
  side: 'back' | 'lay';
  price: number;
  stake: number;
  /** Fancy: the rate the slip priced (100 unless said). */
  rate?: number;
}

let counter = 0;
/** A fresh 30-character BetId. */
export function newTestBetId(): string {
  counter += 1;
  return `T${String(counter).padStart(6, '0')}${'x'.repeat(23)}`;
}

export function savePayload(
  userId: number,
  spec: BetSpec,
  overrides: Partial<Record<keyof SaveBetPayload, unknown>> = {},
): Record<string, unknown> {
  const event = { seriesId: SERIES_ID, sportId: 4, gameId: String(GAME_ID), eventName: 'Mumbai v Delhi' };
  const choice = { ...spec, marketKind: spec.market, runnerName: 'Mumbai', size: spec.rate ?? 100 };
  const payload = saveBetPayload(event, choice, { betId: newTestBetId(), userId, ipAddress: '127.0.0.1', time: new Date().toISOString() });
  return { ...payload, ...overrides };
}

export function client(app: FastifyInstance, cookie: string, payloadKey: string) {
  return {
    save: (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/saveBet', headers: { cookie }, payload: { data: encryptJson(payload, payloadKey) } }),
    update: (body: { userId: number; BetId: string; oddsRequest: number; exposure?: number }) =>
      app.inject({
        method: 'PUT',
        url: '/api/updateUnmatchBet',
        headers: { cookie },
        payload: { data: encryptJson({ exposure: 0, ...body }, payloadKey) },
      }),
    remove: (body: { userId: number; BetId?: string }) =>
      app.inject({ method: 'DELETE', url: '/api/deleteUnmatchBet', headers: { cookie }, payload: body }),
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    /** A withdrawal request to a UPI id: the amount is reserved at once (the wallet's own code). */
    withdraw: (body: { userId: number; withdrawAmountBtn: number }) =>
      app.inject({
        method: 'POST',
        url: '/api/api/selfUser/withdrawRequest',
        headers: { cookie },
        payload: { paymentMethod: 'UPI', accountHName: 'Hammer Player', UPIID: 'hammer@ybl', phone: '9876543210', ...body },
      }),
  };
}
