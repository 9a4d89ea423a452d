// The test cricket event as the feed's leader leaves it for the other processes: its series and event
// rows stored, and its state published through the PostgreSQL relay (PgPublisher). What a desk on one
// process quotes against while another follows the relay (the relay test and the desk bench).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PgPublisher } from '../../feed/relay/pgPublisher';
import type { FeedEventState } from '../../feed/types';
import { GAME_ID, SERIES_ID } from './testSupport';

export async function publishRelayedEvent(db: Kysely<Database>, state: FeedEventState, onError: (e: unknown) => void): Promise<void> {
  await db.insertInto('series').values({ id: SERIES_ID, sport_id: 4, name: 'Premier Cup' }).execute();
  await db
    .insertInto('events')
    .values({
      id: GAME_ID,
      sport_id: 4,
      series_id: SERIES_ID,
      name: 'Mumbai v Delhi',
      starts_at: new Date(state.event.startsAt),
      status: 'inplay',
    })
    .execute();
  const publisher = new PgPublisher(db, onError);
  publisher.publish({
    series: [{ id: SERIES_ID, sportId: 4, name: 'Premier Cup' }],
    markets: [],
    events: [state],
    results: [],
    removed: [],
  });
  await publisher.idle();
}
