// Feed states in the shapes of the contract (src/domain/contract/sports.ts), field names as spec §3.
import type {
  BetPageMatch,
  BookmakerRunner,
  Eid,
  FancyRunner,
  MatchOddsResponse,
  OddsLadderResponse,
  ScoreResponse,
  SportEvent,
} from '../../src/domain/contract/sports';
import type { FeedEventState, FeedSeries } from './types';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const iso = (epoch: number) => new Date(epoch).toISOString();

export const eidOf = (sportId: number): Eid => String(sportId) as Eid;

/** A list row. Prices: runner 1 (home) → back11/lay11, the draw → back1/lay1, runner 2 → back12/lay12. */
export function toSportEvent(state: FeedEventState, srNo: number, series: FeedSeries | undefined): SportEvent {
  const { event, book } = state;
  const runners = book.matchOdds.runners;
  const best = (index: number) => {
    const r = runners[index];
    return { back: r?.back[0]?.price ?? 0, lay: r?.lay[0]?.price ?? 0 };
  };
  const home = best(0);
  const draw = runners.length === 3 ? best(1) : { back: 0, lay: 0 };
  const away = runners.length >= 2 ? best(runners.length - 1) : { back: 0, lay: 0 };
  return {
    id: event.id,
    eid: eidOf(event.sportId),
    gameId: String(event.id),
    marketId: event.matchOddsMarketId,
    eventName: event.name,
    eventDate: iso(event.startsAt),
    SrNo: srNo,
    seriesId: event.seriesId,
    seriesName: series?.name ?? '',
    IsBetLock: flag(event.isBetLock),
    Matchodds: flag(event.hasMatchOdds),
    BookMaker: flag(event.hasBookmaker),
    Fancy: flag(event.hasFancy),
    back11: home.back,
    lay11: home.lay,
    back1: draw.back,
    lay1: draw.lay,
    back12: away.back,
    lay12: away.lay,
  };
}

export function toOddsResponse(state: FeedEventState): MatchOddsResponse {
  const { event, book } = state;
  const odds = book.matchOdds;
  const bookmaker = book.bookmaker;
  const bookmakerRows: BookmakerRunner[] = bookmaker
    ? bookmaker.rows.map((row) => ({
        nat: row.name,
        sid: row.selectionId,
        b1: row.back,
        bs1: row.backSize,
        l1: row.lay,
        ls1: row.laySize,
        s: row.status,
        mid: bookmaker.marketId,
      }))
    : [];
  const fancy: FancyRunner[] = book.fancy.map((f) => ({
    SelectionId: f.selectionId,
    RunnerName: f.name,
    LayPrice1: f.noLine,
    LaySize1: f.noRate,
    BackPrice1: f.yesLine,
    BackSize1: f.yesRate,
    GameStatus: f.gameStatus,
    mid: f.marketId,
  }));
  return {
    Odds: [
      {
        marketId: odds.marketId,
        gameId: String(event.id),
        eid: eidOf(event.sportId),
        marketName: 'Match Odds',
        status: odds.status,
        inplay: event.status === 'inplay',
        totalMatched: odds.totalMatched,
        runners: odds.runners.map((r) => ({
          selectionId: r.selectionId,
          runnerName: r.name,
          status: r.status,
          ex: { availableToBack: r.back, availableToLay: r.lay },
        })),
        lastUpdated: iso(state.updatedAt),
      },
    ],
    Bookmaker: bookmakerRows.length > 0 ? [bookmakerRows] : [],
    Fancy: fancy,
    Toss: book.toss
      ? {
          marketId: book.toss.marketId,
          status: book.toss.status,
          runners: book.toss.runners.map((r) => ({ selectionId: r.selectionId, runnerName: r.name, price: r.price, size: r.size })),
        }
      : null,
  };
}

/** The ladder view's book of the match odds: the deeper book where the source sent one, else the three levels. */
export function toLadderResponse(state: FeedEventState): OddsLadderResponse {
  const odds = state.book.matchOdds;
  return {
    isSuccess: true,
    data: {
      marketId: odds.marketId,
      status: odds.status,
      totalMatched: odds.totalMatched,
      runners: odds.runners.map((r) => ({
        selectionId: r.selectionId,
        runnerName: r.name,
        back: r.depth?.back ?? r.back,
        lay: r.depth?.lay ?? r.lay,
        traded: r.depth?.traded ?? [],
      })),
      lastUpdated: iso(state.updatedAt),
    },
  };
}

export function toBetPageMatch(state: FeedEventState, series: FeedSeries | undefined): BetPageMatch {
  const { event } = state;
  return {
    eventName: event.name,
    eventDate: iso(event.startsAt),
    tournamentId: event.seriesId,
    tournamentName: series?.name ?? '',
    Status: state.score.status,
    ActiveMatch: flag(event.status === 'upcoming' || event.status === 'inplay'),
    eid: eidOf(event.sportId),
    gameId: String(event.id),
    marketId: event.matchOddsMarketId,
    IsBetLock: flag(event.isBetLock),
    Matchodds: flag(event.hasMatchOdds),
    BookMaker: flag(event.hasBookmaker),
    Fancy: flag(event.hasFancy),
  };
}

export function toScore(state: FeedEventState): ScoreResponse['data'] {
  return {
    gameId: String(state.event.id),
    eid: eidOf(state.event.sportId),
    status: state.score.status,
    statusText: state.score.statusText,
    score: state.score.score,
    updatedAt: iso(state.updatedAt),
  };
}
