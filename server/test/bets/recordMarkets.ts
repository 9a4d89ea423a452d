// The rows the feed's recorder writes for the test events (series, events, markets, runners). Tests
// publish their events straight into the snapshot cache, which writes nothing; settlement and the
// reports read the market and its runners from these tables, so a test that settles stores them here.
import type { MarketKind } from '../../../src/domain/betting/types';
import type { Db } from '../../db/database';
import { SERIES_ID } from './testSupport';

const TEST_SERIES = { id: SERIES_ID, name: 'Premier Cup' };

/** A market as recorded: runner markets list their runners in order, a fancy market its one session. */
export interface RecordedMarket {
  marketId: string;
  kind: MarketKind;
  eventId: number;
  name: string;
  selections: ReadonlyArray<readonly [number, string]>;
}

/** In-play cricket events of one series (the test series unless said) and their markets. */
export interface Recorded {
  series?: { id: number; name: string };
  events: ReadonlyArray<{ id: number; name: string }>;
  startsAt: Date;
  markets: readonly RecordedMarket[];
}

/** Rows already there are kept, so a test file may record the same event in each test. */
export async function recordMarkets(db: Db, { series = TEST_SERIES, events, startsAt, markets }: Recorded): Promise<void> {
  await db
    .insertInto('series')
    .values({ id: series.id, sport_id: 4, name: series.name })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('events')
    .values(events.map(({ id, name }) => ({ id, sport_id: 4, series_id: series.id, name, starts_at: startsAt, status: 'inplay' as const })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('markets')
    .values(markets.map((m) => ({ id: m.marketId, event_id: m.eventId, kind: m.kind, name: m.name, line: null })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('runners')
    .values(
      markets.flatMap((m) =>
        m.selections.map(([selection_id, name], sort_order) => ({ market_id: m.marketId, selection_id, name, sort_order })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
