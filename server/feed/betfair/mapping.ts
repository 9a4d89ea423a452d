// From the Exchange Stream cache to the feed's model, so every page and rule works unchanged:
// - event types 1, 2, 4 are the sports 1, 2, 4; 7 and 4339 are horse and greyhound racing, where a
//   race (a WIN market) is the event and the meeting (Betfair's event) its series;
// - market ids are Betfair's; the three best levels each side come from the virtual ladders
//   (bdatb/bdatl, as Betfair's own site shows) when present, else the best-price levels, else the
//   full ladders; sizes are pounds converted to rupees at the operator's rate; the ladder view's
//   deeper book (up to ten levels a side, and the volume traded at each price) from the same ladders;
// - OPEN/SUSPENDED/CLOSED and inPlay decide the market's and the event's status;
// - a CLOSED market with one WINNER is the result; REMOVED runners (non-runners) are voided.
import type { EventScore } from '../../../src/domain/contract/sports';
import {
  LADDER_DEPTH,
  type AnySportId,
  type FeedEventState,
  type FeedMarketDef,
  type FeedResult,
  type FeedRunner,
  type FeedSeries,
} from '../types';
import { bestLevels, bestPrices, type CricketBook, type MarketBook, type RunnerBook } from './esaCache';
import type { InningsScore, MarketDefinition, RunnerDefinition } from './esaTypes';

const SPORTS: Record<string, AnySportId> = { '1': 1, '2': 2, '4': 4, '7': 7, '4339': 4339 };
const SPORT_NAMES: Record<AnySportId, string> = { 1: 'Football', 2: 'Tennis', 4: 'Cricket', 7: 'Horse Racing', 4339: 'Greyhound Racing' };

export const isRacing = (sportId: AnySportId): boolean => sportId === 7 || sportId === 4339;

export const sportOfEventType = (eventTypeId: string): AnySportId | null => SPORTS[eventTypeId] ?? null;

/** What a `listMarketCatalogue` entry says about a market (BETFAIR_CATALOGUE_DIR). */
export interface CatalogueEntry {
  marketId: string;
  marketName?: string;
  runners?: Array<{ selectionId: number; runnerName?: string }>;
  event?: { id?: string; name?: string; venue?: string };
  competition?: { id?: string; name?: string };
}

export interface MappingOptions {
  /** Rupees per pound (BETFAIR_GBP_INR). */
  gbpInr: number;
  /** Added to every Betfair time: a replay shows the file's first message as "now". */
  shiftMs: number;
  catalogue: ReadonlyMap<string, CatalogueEntry>;
  /** The cricket score stream's books, by market id. */
  cricket: ReadonlyMap<string, CricketBook>;
}

/** A stable positive id from a name, above the simulator's series ids. */
function seriesIdOf(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619) >>> 0;
  return 1_000_000_000 + (hash % 1_000_000_000);
}

/** The number of a market id '1.197931750': a race's event id (fits a PostgreSQL integer). */
function marketNumber(marketId: string): number {
  const n = Number(marketId.split('.')[1] ?? NaN);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : seriesIdOf(marketId);
}

export function runnerName(market: MarketBook, runner: RunnerDefinition, options: MappingOptions): string {
  if (runner.name) return runner.name;
  const cricket = options.cricket.get(market.id);
  if (cricket?.home.selectionId === runner.id && cricket.home.name) return cricket.home.name;
  if (cricket?.away.selectionId === runner.id && cricket.away.name) return cricket.away.name;
  const fromCatalogue = options.catalogue.get(market.id)?.runners?.find((r) => r.selectionId === runner.id)?.runnerName;
  return fromCatalogue ?? `Selection ${runner.id}`;
}

/** Where the market's event sits in the feed model: ids, names, series. */
export function placeOf(market: MarketBook, definition: MarketDefinition, options: MappingOptions) {
  const sportId = sportOfEventType(definition.eventTypeId);
  if (sportId === null) return null;
  const catalogue = options.catalogue.get(market.id);
  const eventName = definition.eventName ?? catalogue?.event?.name ?? `Event ${definition.eventId}`;
  const marketName = definition.name ?? catalogue?.marketName ?? (isRacing(sportId) ? 'Race' : 'Match Odds');
  if (isRacing(sportId)) {
    const venue = definition.venue ?? catalogue?.event?.venue ?? eventName;
    return {
      sportId,
      eventId: marketNumber(market.id),
      name: `${venue} ${marketName}`,
      marketName,
      venue,
      series: { id: Number(definition.eventId) || seriesIdOf(eventName), sportId, name: eventName },
    };
  }
  const competition =
    catalogue?.competition?.name ?? `${SPORT_NAMES[sportId]}${definition.countryCode ? ` (${definition.countryCode})` : ''}`;
  return {
    sportId,
    eventId: Number(definition.eventId),
    name: eventName,
    marketName: 'Match Odds',
    venue: definition.venue ?? '',
    series: { id: seriesIdOf(`${sportId}:${competition}`), sportId, name: competition },
  };
}

const isRemoved = (r: RunnerDefinition) => r.status === 'REMOVED' || r.status === 'REMOVED_VACANT';

function ladders(runner: RunnerBook | undefined, gbpInr: number): Pick<FeedRunner, 'back' | 'lay' | 'depth'> {
  if (!runner) return { back: [], lay: [] };
  const pick = (
    virtual: Map<number, [number, number]>,
    best: Map<number, [number, number]>,
    full: Map<number, number>,
    side: 'back' | 'lay',
    depth: number,
  ) => (virtual.size > 0 ? bestLevels(virtual, depth) : best.size > 0 ? bestLevels(best, depth) : bestPrices(full, side, depth));
  // Rupees to the paisa, as the simulator's sizes are.
  const rupees = ([price, size]: [number, number]) => ({ price, size: Math.round(size * gbpInr * 100) / 100 });
  const back = pick(runner.bdatb, runner.batb, runner.atb, 'back', LADDER_DEPTH).map(rupees);
  const lay = pick(runner.bdatl, runner.batl, runner.atl, 'lay', LADDER_DEPTH).map(rupees);
  const traded = [...runner.trd.entries()].sort((a, b) => a[0] - b[0]).map(rupees);
  return { back: back.slice(0, 3), lay: lay.slice(0, 3), depth: { back, lay, traded } };
}

const bySortPriority = (a: RunnerDefinition, b: RunnerDefinition) => (a.sortPriority ?? 0) - (b.sortPriority ?? 0);

export interface MappedMarket {
  series: FeedSeries;
  market: FeedMarketDef;
  state: FeedEventState;
  /** Present once the market is CLOSED with a single winner. */
  result: FeedResult | null;
  /** Selections Betfair removed (non-runners): their bets are void. */
  removed: number[];
  /** CLOSED without a single winner: left for the operator. */
  undecided: boolean;
}

const toNumber = (value: number | string | undefined): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

function cricketScore(book: CricketBook | undefined, home: string, away: string): EventScore {
  const innings: Array<{ team: string; runs: number; wickets: number; overs: string; order: number }> = [];
  const add = (team: string, score: InningsScore | undefined, order: number) => {
    if (score)
      innings.push({ team, runs: toNumber(score.runs), wickets: toNumber(score.wickets), overs: String(score.overs ?? '0'), order });
  };
  if (book) {
    const homeName = book.home.name ?? home;
    const awayName = book.away.name ?? away;
    add(homeName, book.home.inning1, 1);
    add(awayName, book.away.inning1, 1);
    add(homeName, book.home.inning2, 2);
    add(awayName, book.away.inning2, 2);
  }
  const ordered = innings.sort((a, b) => a.order - b.order).map(({ team, runs, wickets, overs }) => ({ team, runs, wickets, overs }));
  return { sport: 'cricket', innings: ordered, batting: ordered.length > 0 ? ordered.length - 1 : null, target: null, recentBalls: [] };
}

function scoreOf(sportId: AnySportId, book: CricketBook | undefined, home: string, away: string, venue: string): EventScore {
  if (sportId === 4) return cricketScore(book, home, away);
  if (sportId === 2) return { sport: 'tennis', players: [home, away], sets: [], points: ['0', '0'], server: 0 };
  if (sportId === 1) return { sport: 'football', home, away, goals: [0, 0], minute: 0 };
  return { sport: 'racing', venue };
}

/** The market as the feed model has it; null when it cannot be shown (no definition, a sport not offered). */
export function mapMarket(market: MarketBook, options: MappingOptions): MappedMarket | null {
  const definition = market.definition;
  if (!definition) return null;
  const place = placeOf(market, definition, options);
  if (!place || !Number.isSafeInteger(place.eventId) || place.eventId <= 0 || place.eventId > 2_147_483_647) return null;
  const at = (iso: string | undefined, fallback: number) => (iso ? Date.parse(iso) + options.shiftMs : fallback);
  const publishedAt = market.publishTime + options.shiftMs;

  const all = [...definition.runners].sort(bySortPriority);
  const active = all.filter((r) => !isRemoved(r));
  const names = new Map(all.map((r) => [r.id, runnerName(market, r, options)]));
  const runners: FeedRunner[] = active.map((r) => ({
    selectionId: r.id,
    name: names.get(r.id) ?? `Selection ${r.id}`,
    ...ladders(market.runners.get(r.id), options.gbpInr),
    status: r.status === 'WINNER' ? 'WINNER' : r.status === 'LOSER' ? 'LOSER' : 'ACTIVE',
  }));
  const [homeName, awayName] = place.name.split(' v ');
  const home = homeName ?? place.name;
  const away = awayName ?? '';

  const closed = definition.status === 'CLOSED';
  const winners = definition.runners.filter((r) => r.status === 'WINNER');
  const marketStatus = closed ? 'CLOSED' : definition.status === 'OPEN' ? 'OPEN' : 'SUSPENDED';
  const eventStatus = closed ? 'ended' : definition.inPlay ? 'inplay' : 'upcoming';
  const totalMatchedGbp = market.tv > 0 ? market.tv : [...market.runners.values()].reduce((sum, r) => sum + r.tv, 0);
  const decidedAt = at(definition.settledTime, publishedAt);
  const result: FeedResult | null =
    closed && winners.length === 1 && (definition.numberOfWinners ?? 1) === 1
      ? {
          outcome: 'winner',
          winnerSelectionId: winners[0]?.id ?? 0,
          voidSelectionIds: definition.runners.filter(isRemoved).map((r) => r.id),
          marketId: market.id,
          eventId: place.eventId,
          kind: 'Matchodds',
          description: names.get(winners[0]?.id ?? 0) ?? '',
          decidedAt,
        }
      : null;

  return {
    series: place.series,
    market: {
      id: market.id,
      eventId: place.eventId,
      kind: 'Matchodds',
      name: place.marketName,
      runners: all.map((r) => ({
        selectionId: r.id,
        name: names.get(r.id) ?? `Selection ${r.id}`,
        ...(isRemoved(r) ? { withdrawn: true } : {}),
      })),
    },
    state: {
      event: {
        id: place.eventId,
        sportId: place.sportId,
        seriesId: place.series.id,
        name: place.name,
        home,
        away,
        startsAt: at(definition.marketTime ?? definition.openDate, publishedAt),
        status: eventStatus,
        endedAt: closed ? decidedAt : null,
        isBetLock: false,
        hasMatchOdds: true,
        hasBookmaker: false,
        hasFancy: false,
        matchOddsMarketId: market.id,
        sourceBetDelayS: definition.betDelay ?? 0,
      },
      book: {
        matchOdds: { marketId: market.id, status: marketStatus, totalMatched: Math.round(totalMatchedGbp * options.gbpInr), runners },
        bookmaker: null,
        fancy: [],
        toss: null,
      },
      score: {
        status: closed ? 'CLOSED' : definition.inPlay ? 'INPLAY' : 'UPCOMING',
        statusText: closed
          ? result
            ? `Ended: ${result.description}`
            : 'Ended'
          : definition.inPlay
            ? 'In play'
            : definition.status === 'OPEN'
              ? 'Open'
              : 'Suspended',
        score: scoreOf(place.sportId, options.cricket.get(market.id), home, away, place.venue),
      },
      updatedAt: publishedAt,
    },
    result,
    removed: definition.runners.filter(isRemoved).map((r) => r.id),
    undecided: closed && result === null,
  };
}
