// Events, odds and matches shaped exactly as src/domain/contract/sports.ts says the server sends them.
import type { BetPageMatch, BookmakerRunner, Eid, FancyRunner, MatchOddsResponse, OddsRunner, SportEvent } from '../domain/contract/sports';
import type { InPlayLists } from '../features/sports/sportsApi';

let next = 1000;

export function makeEvent(overrides: Partial<SportEvent> = {}): SportEvent {
  const id = overrides.id ?? next++;
  return {
    id,
    eid: '4',
    gameId: String(id),
    marketId: `1.${id}`,
    eventName: `Team ${id} v Team ${id + 1}`,
    eventDate: '2030-01-01T10:00:00.000Z',
    SrNo: 1,
    seriesId: 1,
    seriesName: 'Test Series',
    IsBetLock: 0,
    Matchodds: 1,
    BookMaker: 1,
    Fancy: 1,
    back11: 1.8,
    lay11: 1.82,
    back1: 0,
    lay1: 0,
    back12: 2.1,
    lay12: 2.14,
    ...overrides,
    ...(overrides.id !== undefined && overrides.gameId === undefined ? { gameId: String(overrides.id) } : {}),
  };
}

const order: Eid[] = ['1', '2', '4'];
const split = (events: SportEvent[]) => order.map((eid) => events.filter((e) => e.eid === eid));

export function inPlayLists(inPlay: SportEvent[], today: SportEvent[] = [], tomorrow: SportEvent[] = []): InPlayLists {
  return { sportsEventModelInPlay: split(inPlay), sportsEventModelToday: split(today), sportsEventModelTomorrow: split(tomorrow) };
}

export function makeMatch(overrides: Partial<BetPageMatch> = {}): BetPageMatch {
  return {
    eventName: 'India v Australia',
    eventDate: '2025-01-15T09:00:00.000Z',
    tournamentId: 11,
    tournamentName: 'Border-Gavaskar Trophy',
    Status: 'INPLAY',
    ActiveMatch: 1,
    eid: '4',
    gameId: '1000042',
    marketId: '1.1000042',
    IsBetLock: 0,
    Matchodds: 1,
    BookMaker: 1,
    Fancy: 1,
    ...overrides,
  };
}

const levels = (best: number, step: number) =>
  [0, 1, 2].map((i) => ({ price: Number((best + step * i).toFixed(2)), size: 1000 * (i + 1) + 37 }));

export function runner(selectionId: number, runnerName: string, back: number, lay: number): OddsRunner {
  return { selectionId, runnerName, status: 'ACTIVE', ex: { availableToBack: levels(back, -0.01), availableToLay: levels(lay, 0.01) } };
}

export function bookmakerRow(sid: number, nat: string, overrides: Partial<BookmakerRunner> = {}): BookmakerRunner {
  return { nat, sid, b1: 45, bs1: 100000, l1: 48, ls1: 100000, s: 'ACTIVE', mid: '2.1000042', ...overrides };
}

export function session(SelectionId: number, RunnerName: string, overrides: Partial<FancyRunner> = {}): FancyRunner {
  return {
    SelectionId,
    RunnerName,
    LayPrice1: 52,
    LaySize1: 100,
    BackPrice1: 54,
    BackSize1: 100,
    GameStatus: '',
    mid: `3.${SelectionId}`,
    ...overrides,
  };
}

export function makeOdds(overrides: Partial<MatchOddsResponse> = {}): MatchOddsResponse {
  return {
    Odds: [
      {
        marketId: '1.1000042',
        gameId: '1000042',
        eid: '4',
        marketName: 'Match Odds',
        status: 'OPEN',
        inplay: true,
        totalMatched: 250000,
        lastUpdated: '2025-01-15T10:00:00.000Z',
        runners: [runner(1, 'India', 1.85, 1.87), runner(2, 'Australia', 2.1, 2.14)],
      },
    ],
    Bookmaker: [[bookmakerRow(11, 'India'), bookmakerRow(12, 'Australia', { b1: 110, l1: 115 })]],
    Fancy: [session(301, '6 over runs IND'), session(302, 'Fall of 1st wkt IND', { LayPrice1: 28, BackPrice1: 30 })],
    Toss: null,
    ...overrides,
  };
}

/** The odds-ladder reply for match 1000042: India ten levels deep a side, and the volume traded at one price. */
export const INDIA_LADDER_REPLY = {
  isSuccess: true,
  data: {
    marketId: '1.1000042',
    status: 'OPEN',
    totalMatched: 250000,
    runners: [
      {
        selectionId: 1,
        runnerName: 'India',
        back: Array.from({ length: 10 }, (_, i) => ({ price: Math.round((1.85 - i / 100) * 100) / 100, size: 1000 + i })),
        lay: Array.from({ length: 10 }, (_, i) => ({ price: Math.round((1.87 + i / 100) * 100) / 100, size: 2000 + i })),
        traded: [{ price: 1.86, size: 12500 }],
      },
    ],
    lastUpdated: '2025-01-15T10:00:00.000Z',
  },
};
