// The live-sports calls: lists and match data from the feed's state in memory; an event the feed no
// longer holds (ended a while ago, or left by an earlier feed run) is described from the database.
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { eidOf, toBetPageMatch, toScore } from '../../feed/present';
import type { CachedBody } from '../../feed/snapshotCache';
import type {
  BetPageMatch,
  EventScore,
  MatchStatus,
  ScoreResponse,
  Series,
  SportEvent,
  StackLimitResponse,
} from '../../../src/domain/contract/sports';
import { SPORTS_MSG } from './messages';
import * as repo from './repository';
import { matchSettingOf, sportLimitOf } from './ruleRows';

export function statusOf(row: repo.EventRow): MatchStatus {
  if (row.status === 'inplay') return 'INPLAY';
  if (row.status === 'upcoming') return 'UPCOMING';
  return 'CLOSED';
}

/** The event row, or 404 (ids beyond a PostgreSQL integer are simply unknown). */
export async function eventRowOr404(deps: AppDeps, id: number): Promise<repo.EventRow> {
  const row = id <= repo.MAX_ID ? await repo.findEvent(deps.db, id) : undefined;
  if (!row) throw notFound(SPORTS_MSG.eventNotFound);
  return row;
}

function emptyScore(row: repo.EventRow): EventScore {
  const [home, away] = row.name.split(' v ');
  if (row.sport_id === 4) return { sport: 'cricket', innings: [], batting: null, target: null, recentBalls: [] };
  if (row.sport_id === 2) return { sport: 'tennis', players: [home ?? '', away ?? ''], sets: [], points: ['0', '0'], server: 0 };
  return { sport: 'football', home: home ?? '', away: away ?? '', goals: [0, 0], minute: 0 };
}

export function makeSportsService(deps: AppDeps) {
  const { snapshots } = deps;

  return {
    inPlay(): CachedBody {
      return snapshots.inPlayBody();
    },

    seriesBySport(sportId: number): Series[] {
      return snapshots.seriesBySport(sportId);
    },

    async eventsBySeries(seriesId: number): Promise<SportEvent[]> {
      const live = snapshots.eventsBySeries(seriesId);
      if (live) return live;
      if (seriesId <= repo.MAX_ID && (await repo.seriesExists(deps.db, seriesId))) return [];
      throw notFound(SPORTS_MSG.seriesNotFound);
    },

    async betPageMatch(gameId: number): Promise<BetPageMatch> {
      const state = snapshots.event(gameId);
      if (state) return toBetPageMatch(state, snapshots.seriesById(state.event.seriesId));
      const row = await eventRowOr404(deps, gameId);
      return {
        eventName: row.name,
        eventDate: row.starts_at.toISOString(),
        tournamentId: row.series_id,
        tournamentName: row.series_name,
        Status: statusOf(row),
        ActiveMatch: row.status === 'upcoming' || row.status === 'inplay' ? 1 : 0,
        eid: eidOf(row.sport_id),
        gameId: String(row.id),
        marketId: row.match_odds_market_id ?? '',
        IsBetLock: row.is_bet_lock ? 1 : 0,
        Matchodds: row.has_match_odds ? 1 : 0,
        BookMaker: row.has_bookmaker ? 1 : 0,
        Fancy: row.has_fancy ? 1 : 0,
      };
    },

    async score(gameId: number): Promise<ScoreResponse['data']> {
      const state = snapshots.event(gameId);
      if (state) return toScore(state);
      const row = await eventRowOr404(deps, gameId);
      const result = await repo.matchOddsResult(deps.db, gameId);
      const statusText =
        row.status === 'abandoned' ? 'Abandoned' : result ? `Ended: ${result}` : statusOf(row) === 'CLOSED' ? 'Ended' : 'No live score';
      return {
        gameId: String(row.id),
        eid: eidOf(row.sport_id),
        status: statusOf(row),
        statusText,
        score: emptyScore(row),
        updatedAt: (row.ended_at ?? row.starts_at).toISOString(),
      };
    },

    async stackLimit(userId: number): Promise<StackLimitResponse> {
      const [sportRows, settings] = await Promise.all([repo.sportLimits(deps.db), repo.matchSettingsFor(deps.db, userId)]);
      const sports = sportRows.map(sportLimitOf);
      const perGame = new Map<string, StackLimitResponse['data']['userMatchSettings'][number]>();
      // Rows come with the user's own first for each game: the first one wins. A row without its own
      // stake limits (only delays or a price window overridden) takes its sport's.
      for (const s of settings) {
        if (perGame.has(s.game_id)) continue;
        const row = matchSettingOf(
          s,
          sports.find((sport) => sport.id === s.sport_id),
        );
        if (row) perGame.set(s.game_id, row);
      }
      return { isSuccess: true, data: { sports, userMatchSettings: [...perGame.values()] } };
    },
  };
}
