// The hammer test's markets: two in-play cricket events with every kind of market (match odds,
// bookmaker, toss, three fancy sessions), published into the snapshot cache the bets module reads
// and persisted as the feed's recorder would (settlement finds the runners there). The test moves
// the prices between phases, so the offers a player can tap are read back from the current state.
import { TOSS_PRICE } from '../../../src/domain/constants';
import type { Db } from '../../db/database';
import type { SnapshotCache } from '../../feed/snapshotCache';
import type { FeedEventState } from '../../feed/types';
import { recordMarkets, type RecordedMarket } from './recordMarkets';
import { AWAY, BM, BM_HOME, cricketBook, FANCY, FANCY_SEL, GAME_ID, HOME, MO, SERIES_ID, TOSS, type BetSpec } from './testSupport';
import { feedRunner, feedSession, inPlayCricket, openMatchOdds } from './feedBook';
import { FANCY_2, FANCY_2_SEL } from './secondSession';

export const GAME_B = GAME_ID + 1;
const MO_B = '1.7000002';
const B_HOME = 700_000_201;
const B_AWAY = 700_000_202;
const FANCY_3 = '3.700000201';

type Outcome = { winnerSelectionId: number } | { runs: number };

export interface MarketDef extends RecordedMarket {
  /** What the operator settles it with at the end. */
  settleWith: Outcome;
}

/** A fancy market: its one session, named as the market, and the runs it settles with. */
const fancyMarket = (marketId: string, eventId: number, selectionId: number, name: string, runs: number): MarketDef => ({
  marketId,
  kind: 'Fancy',
  eventId,
  name,
  selections: [[selectionId, name]],
  settleWith: { runs },
});

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
  fancyMarket(FANCY, GAME_ID, FANCY_SEL, '20 over runs MUM', 152),
  fancyMarket(FANCY_2, GAME_ID, FANCY_2_SEL, '10 over runs DEL', 80),
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
  fancyMarket(FANCY_3, GAME_B, 700_000_221, '6 over runs CHE', 30),
];

/** The runners of each runner market, for recomputing exposure independently of the server's lookup. */
export const RUNNERS = new Map(MARKETS.filter((m) => m.kind !== 'Fancy').map((m) => [m.marketId, m.selections.map(([id]) => id)]));

const EVENT_NAMES: Record<number, string> = { [GAME_ID]: 'Mumbai v Delhi', [GAME_B]: 'Chennai v Kolkata' };

const score: FeedEventState['score'] = {
  status: 'INPLAY',
  statusText: 'In play',
  score: { sport: 'cricket', innings: [{ team: 'Home', runs: 40, wickets: 1, overs: '5.2' }], batting: 0, target: null, recentBalls: [] },
};

/** Both events as the feed would describe them at the start of the run. */
export function hammerEvents(now: number): FeedEventState[] {
  // The bets tests' event with a second session (other rates than secondSession's) and the toss open.
  const book = cricketBook();
  book.fancy.push(feedSession(FANCY_2, FANCY_2_SEL, '10 over runs DEL', [80, 110], [81, 90]));
  book.toss = {
    marketId: TOSS,
    status: 'OPEN',
    runners: [
      { selectionId: HOME, name: 'Mumbai', price: TOSS_PRICE, size: 500_000 },
      { selectionId: AWAY, name: 'Delhi', price: TOSS_PRICE, size: 500_000 },
    ],
  };
  const a: FeedEventState = {
    event: inPlayCricket({ id: GAME_ID, name: EVENT_NAMES[GAME_ID], seriesId: SERIES_ID, matchOddsMarketId: MO, hasBookmaker: true }, now),
    book,
    score,
    updatedAt: now,
  };
  const b: FeedEventState = {
    event: inPlayCricket({ id: GAME_B, name: EVENT_NAMES[GAME_B], seriesId: SERIES_ID, matchOddsMarketId: MO_B, hasBookmaker: false }, now),
    book: {
      matchOdds: openMatchOdds(MO_B, 900_000, [
        feedRunner(B_HOME, 'Chennai', [1.5, 1.49, 1.48], [1.52, 1.54, 1.56]),
        feedRunner(B_AWAY, 'Kolkata', [2.8, 2.78, 2.76], [2.9, 2.94, 2.98]),
      ]),
      bookmaker: null,
      fancy: [feedSession(FANCY_3, 700_000_221, '6 over runs CHE', [45, 100], [46, 100])],
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
  const events = Object.entries(EVENT_NAMES).map(([id, name]) => ({ id: Number(id), name }));
  await recordMarkets(db, { events, startsAt: new Date(now - 30 * 60_000), markets: MARKETS });
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
