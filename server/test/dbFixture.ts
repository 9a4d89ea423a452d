// For a test file that needs a bare database (no app): a fresh one for the file (created before its
// tests, dropped after) and the things the tests started (feed hosts, followers), stopped newest first
// before the database goes.
import { createTestDatabase, type TestDatabase } from './db';

export interface TestDatabaseHandles {
  /** Filled in once beforeAll has run: read it inside tests. */
  database: TestDatabase;
  stops: Array<() => Promise<unknown>>;
}

/** `ignoreStopErrors`: a test that cuts connections on purpose may leave a stop that throws. */
export function useTestDatabase(options: { ignoreStopErrors?: boolean } = {}): TestDatabaseHandles {
  const handles = { stops: [] } as unknown as TestDatabaseHandles;
  beforeAll(async () => {
    handles.database = await createTestDatabase();
  }, 30_000);
  afterAll(async () => {
    for (const stop of handles.stops.reverse()) await (options.ignoreStopErrors ? stop().catch(() => undefined) : stop());
    await handles.database.drop();
  });
  return handles;
}
