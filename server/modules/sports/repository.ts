// SQL of the live-sports area: what the feed persisted (for events no longer held in memory) and
// the stake limits.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Ids in URLs are strings of digits; beyond a PostgreSQL integer they cannot exist. */
export const MAX_ID = 2 ** 31 - 1;

export function findEvent(db: Db, id: number) {
  return db
    .selectFrom('events')
    .innerJoin('series', 'series.id', 'events.series_id')
    .leftJoin('markets', (join) => join.onRef('markets.event_id', '=', 'events.id').on('markets.kind', '=', 'Matchodds'))
    .select([
      'events.id',
      'events.sport_id',
      'events.series_id',
      'series.name as series_name',
      'events.name',
      'events.starts_at',
      'events.is_bet_lock',
      'events.has_match_odds',
      'events.has_bookmaker',
      'events.has_fancy',
      'events.status',
      'events.ended_at',
      'markets.id as match_odds_market_id',
    ])
    .where('events.id', '=', id)
    .executeTakeFirst();
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function seriesExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('series').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The match-odds result's description ('Mumbai Mavericks', 'void: event abandoned'), if any. */
export async function matchOddsResult(db: Db, eventId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('results')
    .select('description')
    .where('event_id', '=', eventId)
    .where('kind', '=', 'Matchodds')
    .executeTakeFirst();
  return row?.description;
}

export function sportLimits(db: Db) {
  return db.selectFrom('sports').selectAll().orderBy('id').execute();
}

/**
 * The user's own rows and the rows for every user; the user's win per game. With the game's sport
 * (null once the feed's retention deleted the event): a row without its own limits takes its sport's.
 */
export function matchSettingsFor(db: Db, userId: number) {
  return db
    .selectFrom('user_match_settings as m')
    .leftJoin('events as e', (join) => join.on(sql`e.id::text`, '=', sql.ref('m.game_id')))
    .selectAll('m')
    .select('e.sport_id')
    .where((eb) => eb.or([eb('m.user_id', '=', userId), eb('m.user_id', 'is', null)]))
    .orderBy('m.game_id')
    .orderBy('m.user_id', (ob) => ob.asc().nullsLast())
    .execute();
}
