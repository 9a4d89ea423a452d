// The hammer test's markets: two in-play cricket events with every kind of market (match odds,
// bookmaker, toss, three fancy sessions), published into the snapshot cache the bets module reads
// and persisted as the feed's recorder would (settlement finds the runners there). The test moves
// the prices between phases, so the offers a player can tap are read back from the current state.
import { TOSS_PRICE } from '../../../src/domain/constants';
import type { MarketKind } from '../../../src/domain/betting/types';
import type { Db } from '../../db/database';
import type { SnapshotCache } from '../../feed/snapshotCache';
import type { FeedEventState, FeedRunner } from '../../feed/types';
import type { BetSpec } from './testSupport';
import { AWAY, BM, BM_HOME, FANCY, FANCY_SEL, GAME_ID, HOME, MO, SERIES_ID, TOSS } from './testSupport';

export const GAME_B = GAME_ID + 1;
const MO_B = '1.7000002';
const B_HOME = 700_000_201;
const B_AWAY = 700_000_202;
const FANCY_2 = '3.700000102';
const FANCY_3 = '3.700000201';

type Outcome = { winnerSelectionId: number } | { runs: number };

export interface MarketDef {
  marketId: string;
  kind: MarketKind;
  eventId: number;
  name: string;
  /** Runner markets: the runners; fancy: the one session. */
  selections: Array<[number, string]>;
  /** What the operator settles it with at the end. */
  settleWith: Outcome;
}

export const MARKETS: readonly MarketDef[] = [
  {
    marketId: MO,
    kind: 'Matchodds',
    eventId: GAME_ID,
    name: 'Match Odds',
    selections: [
      [HOME, 'Mumbai'],
      [AWAY, 'Delhi'],
    ],
    settleWith: { winnerSelectionId: HOME },
  },
  {
    marketId: BM,
    kind: 'BookMaker',
    eventId: GAME_ID,
    name: 'Bookmaker',
    selections: [
      [BM_HOME, 'Mumbai'],
      [BM_HOME + 1, 'Delhi'],
    ],
    settleWith: { winnerSelectionId: BM_HOME + 1 },
  },
  {
    marketId: TOSS,
    kind: 'Toss',
    eventId: GAME_ID,
    name: 'To Win The Toss',
    selections: [
      [HOME, 'Mumbai'],
      [AWAY, 'Delhi'],
    ],
    settleWith: { winnerSelectionId: AWAY },
  },
  {
    marketId: FANCY,
    kind: 'Fancy',
    eventId: GAME_ID,
    name: '20 over runs MUM',
    selections: [[FANCY_SEL, '20 over runs MUM']],
    settleWith: { runs: 152 },
  },
  {
    marketId: FANCY_2,
    kind: 'Fancy',
    eventId: GAME_ID,
    name: '10 over runs DEL',
    selections: [[FANCY_SEL + 1, '10 over runs DEL']],
    settleWith: { runs: 80 },
  },
  {
    marketId: MO_B,
    kind: 'Matchodds',
    eventId: GAME_B,
    name: 'Match Odds',
    selections: [
      [B_HOME, 'Chennai'],
      [B_AWAY, 'Kolkata'],
    ],
    settleWith: { winnerSelectionId: B_AWAY },
  },
  {
    marketId: FANCY_3,
    kind: 'Fancy',
    eventId: GAME_B,
    name: '6 over runs CHE',
    selections: [[700_000_221, '6 over runs CHE']],
    settleWith: { runs: 30 },
  },
];

/** The runners of each runner market, for recomputing exposure independently of the server's lookup. */
export const RUNNERS = new Map(MARKETS.filter((m) => m.kind !== 'Fancy').map((m) => [m.marketId, m.selections.map(([id]) => id)]));

const EVENT_NAMES: Record<number, string> = { [GAME_ID]: 'Mumbai v Delhi', [GAME_B]: 'Chennai v Kolkata' };

function runner(selectionId: number, name: string, back: number[], lay: number[]): FeedRunner {
  const levels = (prices: number[]) => prices.map((price) => ({ price, size: 5000 }));
  return { selectionId, name, back: levels(back), lay: levels(lay), status: 'ACTIVE' };
}

function event(id: number, name: string, now: number): FeedEventState['event'] {
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
    hasBookmaker: id === GAME_ID,
    hasFancy: true,
    matchOddsMarketId: id === GAME_ID ? MO : MO_B,
  };
}

const score: FeedEventState['score'] = {
  status: 'INPLAY',
  statusText: 'In play',
  score: { sport: 'cricket', innings: [{ team: 'Home', runs: 40, wickets: 1, overs: '5.2' }], batting: 0, target: null, recentBalls: [] },
};

/** Both events as the feed would describe them at the start of the run. */
export function hammerEvents(now: number): FeedEventState[] {
  const a: FeedEventState = {
    event: event(GAME_ID, EVENT_NAMES[GAME_ID], now),
    book: {
      matchOdds: {
        marketId: MO,
        status: 'OPEN',
        totalMatched: 500_000,
        runners: [runner(HOME, 'Mumbai', [2, 1.99, 1.98], [2.02, 2.04, 2.06]), runner(AWAY, 'Delhi', [1.96, 1.95, 1.94], [1.98, 1.99, 2])],
      },
      bookmaker: {
        marketId: BM,
        status: 'OPEN',
        rows: [
          { selectionId: BM_HOME, name: 'Mumbai', back: 45, backSize: 100_000, lay: 50, laySize: 100_000, status: 'ACTIVE' },
          { selectionId: BM_HOME + 1, name: 'Delhi', back: 90, backSize: 100_000, lay: 95, laySize: 100_000, status: 'ACTIVE' },
        ],
      },
      fancy: [
        {
          marketId: FANCY,
          selectionId: FANCY_SEL,
          name: '20 over runs MUM',
          noLine: 150,
          noRate: 100,
          yesLine: 150,
          yesRate: 100,
          gameStatus: '',
        },
        {
          marketId: FANCY_2,
          selectionId: FANCY_SEL + 1,
          name: '10 over runs DEL',
          noLine: 80,
          noRate: 110,
          yesLine: 81,
          yesRate: 90,
          gameStatus: '',
        },
      ],
      toss: {
        marketId: TOSS,
        status: 'OPEN',
        runners: [
          { selectionId: HOME, name: 'Mumbai', price: TOSS_PRICE, size: 500_000 },
          { selectionId: AWAY, name: 'Delhi', price: TOSS_PRICE, size: 500_000 },
        ],
      },
    },
    score,
    updatedAt: now,
  };
  const b: FeedEventState = {
    event: event(GAME_B, EVENT_NAMES[GAME_B], now),
    book: {
      matchOdds: {
        marketId: MO_B,
        status: 'OPEN',
        totalMatched: 900_000,
        runners: [
          runner(B_HOME, 'Chennai', [1.5, 1.49, 1.48], [1.52, 1.54, 1.56]),
          runner(B_AWAY, 'Kolkata', [2.8, 2.78, 2.76], [2.9, 2.94, 2.98]),
        ],
      },
      bookmaker: null,
      fancy: [
        {
          marketId: FANCY_3,
          selectionId: 700_000_221,
          name: '6 over runs CHE',
          noLine: 45,
          noRate: 100,
          yesLine: 46,
          yesRate: 100,
          gameStatus: '',
        },
      ],
      toss: null,
    },
    score,
    updatedAt: now,
  };
  return [a, b];
}

/**
 * The prices after the delay: Mumbai's back drops (a back at 2 gets 'Odds Changed!', one at 1.98
 * is filled at the better 1.99), Delhi's lay drops (lays filled better), the DEL session's YES line
 * moves (YES 81 gets 'Odds Changed!'), Kolkata's back rises.
 */
export function movePrices(states: FeedEventState[], now: number): FeedEventState[] {
  const [a, b] = structuredClone(states);
  a.book.matchOdds.runners[0].back = [1.99, 1.98, 1.97].map((price) => ({ price, size: 5000 }));
  a.book.matchOdds.runners[1].lay = [1.97, 1.98, 1.99].map((price) => ({ price, size: 5000 }));
  a.book.fancy[1].yesLine = 82;
  b.book.matchOdds.runners[1].back = [2.84, 2.8, 2.78].map((price) => ({ price, size: 5000 }));
  for (const s of [a, b]) s.updatedAt = now;
  return [a, b];
}

/** Puts the states in the cache, as a provider's update would (this also tells the cache the feed is alive). */
export function publishAll(snapshots: SnapshotCache, states: FeedEventState[]): void {
  snapshots.apply({
    series: [{ id: SERIES_ID, sportId: 4, name: 'Premier Cup' }],
    markets: [],
    events: structuredClone(states),
    results: [],
    removed: [],
  });
}

/** Series, events, markets and runners as the feed's recorder persists them. */
export async function persistMarkets(db: Db, now: number): Promise<void> {
  await db
    .insertInto('series')
    .values({ id: SERIES_ID, sport_id: 4, name: 'Premier Cup' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('events')
    .values(
      Object.entries(EVENT_NAMES).map(([id, name]) => ({
        id: Number(id),
        sport_id: 4,
        series_id: SERIES_ID,
        name,
        starts_at: new Date(now - 30 * 60_000),
        status: 'inplay' as const,
      })),
    )
    .execute();
  await db
    .insertInto('markets')
    .values(MARKETS.map((m) => ({ id: m.marketId, event_id: m.eventId, kind: m.kind, name: m.name, line: null })))
    .execute();
  await db
    .insertInto('runners')
    .values(
      MARKETS.flatMap((m) =>
        m.selections.map(([selection_id, name], sort_order) => ({ market_id: m.marketId, selection_id, name, sort_order })),
      ),
    )
    .execute();
}

/** A price a player can tap now: the bet spec the slip would send, and the event it belongs to. */
export interface Offer {
  spec: Omit<BetSpec, 'stake'>;
  eventId: number;
  eventName: string;
}

/** Every price on offer in the states (every level of match odds, both sides where there is one). */
export function offersOf(states: FeedEventState[]): Offer[] {
  const offers: Offer[] = [];
  for (const { event: e, book } of states) {
    const add = (spec: Offer['spec']) => offers.push({ spec, eventId: e.id, eventName: e.name });
    for (const r of book.matchOdds.runners) {
      for (const side of ['back', 'lay'] as const) {
        for (const level of r[side])
          add({ market: 'Matchodds', marketId: book.matchOdds.marketId, selectionId: r.selectionId, side, price: level.price });
      }
    }
    const { bookmaker, toss } = book;
    if (bookmaker)
      for (const row of bookmaker.rows) {
        add({ market: 'BookMaker', marketId: bookmaker.marketId, selectionId: row.selectionId, side: 'back', price: row.back });
        add({ market: 'BookMaker', marketId: bookmaker.marketId, selectionId: row.selectionId, side: 'lay', price: row.lay });
      }
    for (const f of book.fancy) {
      add({ market: 'Fancy', marketId: f.marketId, selectionId: f.selectionId, side: 'back', price: f.yesLine, rate: f.yesRate });
      add({ market: 'Fancy', marketId: f.marketId, selectionId: f.selectionId, side: 'lay', price: f.noLine, rate: f.noRate });
    }
    if (toss)
      for (const r of toss.runners)
        add({ market: 'Toss', marketId: toss.marketId, selectionId: r.selectionId, side: 'back', price: r.price });
  }
  return offers;
}
