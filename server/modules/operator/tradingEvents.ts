// Events a trader creates by hand, for a match no feed covers: its series (found by name or made),
// the event and its match-odds market (runners named, no prices: the desk makes the event's markets),
// published into the feed's snapshot path as 'handevent:<id>' so every API process serves it like a
// feed's event. The trader moves it in play and ends it; lines still open then are listed to settle.
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import type { FeedEventState, FeedSportId } from '../../feed/types';
import type { EventScore } from '../../../src/domain/contract/sports';
import { recordAction, type Actor } from './audit';
import * as repo from './tradingRepository';
import { TRADING_MSG } from './tradingMessages';

export interface HandEventInput {
  name: string;
  sportId: FeedSportId;
  series: string;
  /** ISO time. */
  startsAt: string;
  runners: string[];
}

function blankScore(sportId: FeedSportId, runners: string[]): EventScore {
  if (sportId === 4) return { sport: 'cricket', innings: [], batting: null, target: null, recentBalls: [] };
  if (sportId === 2) return { sport: 'tennis', players: [runners[0], runners[1]], sets: [], points: ['0', '0'], server: 0 };
  return { sport: 'football', home: runners[0], away: runners[1], goals: [0, 0], minute: 0 };
}

export function makeHandEvents(deps: Pick<AppDeps, 'db' | 'snapshots' | 'clock'>) {
  const { db, snapshots, clock } = deps;

  async function publish(trx: repo.TradingDb, state: FeedEventState): Promise<void> {
    await repo.publishHandEvent(trx, state.event.id, JSON.stringify(state));
  }

  return {
    async create(actor: Actor, input: HandEventInput): Promise<FeedEventState> {
      const startsAt = new Date(input.startsAt);
      const now = clock.now();
      const status = startsAt.getTime() <= now ? 'inplay' : 'upcoming';
      const state = await db.transaction().execute(async (trx) => {
        const ids = await repo.nextHandIds(trx);
        const known = await repo.seriesNamed(trx, input.sportId, input.series);
        const seriesId = known?.id ?? ids.seriesId;
        if (!known) await repo.insertSeries(trx, seriesId, input.sportId, input.series);
        const eventId = ids.eventId;
        await repo.insertHandEvent(trx, { id: eventId, sportId: input.sportId, seriesId, name: input.name, startsAt, status });
        const matchOddsMarketId = `1.${eventId}`;
        const runners = input.runners.map((name, i) => ({ selectionId: eventId * 10 + i + 1, name }));
        await repo.insertMatchOdds(trx, matchOddsMarketId, eventId, runners);
        const made: FeedEventState = {
          event: {
            id: eventId,
            sportId: input.sportId,
            seriesId,
            name: input.name,
            home: input.runners[0],
            away: input.runners[1],
            startsAt: startsAt.getTime(),
            status,
            endedAt: null,
            isBetLock: false,
            hasMatchOdds: true,
            hasBookmaker: false,
            hasFancy: false,
            matchOddsMarketId,
          },
          book: {
            matchOdds: {
              marketId: matchOddsMarketId,
              status: 'SUSPENDED',
              totalMatched: 0,
              runners: runners.map((r) => ({ ...r, back: [], lay: [], status: 'ACTIVE' as const })),
            },
            bookmaker: null,
            fancy: [],
            toss: null,
          },
          score: { status: status === 'inplay' ? 'INPLAY' : 'UPCOMING', statusText: '', score: blankScore(input.sportId, input.runners) },
          updatedAt: now,
        };
        await recordAction(trx, actor, { action: 'trading.event-create', target: `event:${eventId}`, after: input });
        await publish(trx, made);
        return made;
      });
      snapshots.apply({
        series: [{ id: state.event.seriesId, sportId: input.sportId, name: input.series }],
        markets: [],
        events: [state],
        results: [],
        removed: [],
      });
      return state;
    },

    /** In play, or ended (its open lines are then listed to settle). */
    async setStatus(actor: Actor, eventId: number, status: 'inplay' | 'ended'): Promise<FeedEventState> {
      const state = await db.transaction().execute(async (trx) => {
        const row = await repo.handEventState(trx, eventId);
        if (!row || row.body === 'null') throw notFound(TRADING_MSG.notHandEvent);
        const before = JSON.parse(row.body) as FeedEventState;
        if (before.event.status === 'ended') throw conflict(TRADING_MSG.eventOver);
        const now = clock.now();
        const after: FeedEventState = {
          ...before,
          event: { ...before.event, status, endedAt: status === 'ended' ? now : null },
          score: { ...before.score, status: status === 'ended' ? 'CLOSED' : 'INPLAY' },
          updatedAt: now,
        };
        await repo.setEventStatus(trx, eventId, status, status === 'ended' ? new Date(now) : null);
        await recordAction(trx, actor, {
          action: 'trading.event-status',
          target: `event:${eventId}`,
          before: before.event.status,
          after: status,
        });
        await publish(trx, after);
        return after;
      });
      snapshots.apply({ series: [], markets: [], events: [state], results: [], removed: [] });
      return state;
    },
  };
}
