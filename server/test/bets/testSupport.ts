// Helpers for the bets tests: a cricket event whose prices the test controls, published straight
// into the app's snapshot cache (the same path a FeedProvider's updates take), and the encrypted
// bodies the slip sends.
import type { FastifyInstance } from 'fastify';
import { encryptJson } from '../../../src/domain/cipher';
import type { MarketKind } from '../../../src/domain/betting/types';
import { saveBetPayload, type SaveBetPayload } from '../../../src/domain/contract/bets';
import type { SnapshotCache } from '../../feed/snapshotCache';
import type { FeedBook, FeedEventState } from '../../feed/types';
import { feedRunner, feedSession, inPlayCricket, openMatchOdds } from './feedBook';

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

/**
 * The test event's book: match odds (Mumbai 2 / 2.02, Delhi 1.96 / 1.98, 500,000 matched), the
 * bookmaker (Mumbai 45/50, Delhi 90/95) and one fancy session (150 at evens); no toss.
 */
export function cricketBook(): FeedBook {
  return {
    matchOdds: openMatchOdds(MO, 500_000, [
      feedRunner(HOME, 'Mumbai', [2, 1.99, 1.98], [2.02, 2.04, 2.06]),
      feedRunner(AWAY, 'Delhi', [1.96, 1.95, 1.94], [1.98, 1.99, 2]),
    ]),
    bookmaker: {
      marketId: BM,
      status: 'OPEN',
      rows: [
        { selectionId: BM_HOME, name: 'Mumbai', back: 45, backSize: 100_000, lay: 50, laySize: 100_000, status: 'ACTIVE' },
        { selectionId: BM_HOME + 1, name: 'Delhi', back: 90, backSize: 100_000, lay: 95, laySize: 100_000, status: 'ACTIVE' },
      ],
    },
    fancy: [feedSession(FANCY, FANCY_SEL, '20 over runs MUM', [150, 100], [150, 100])],
    toss: null,
  };
}

export function cricketEvent(now: number): FeedEventState {
  return {
    event: inPlayCricket({ id: GAME_ID, name: 'Mumbai v Delhi', seriesId: SERIES_ID, matchOddsMarketId: MO, hasBookmaker: true }, now),
    book: cricketBook(),
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
