// server/db/functions.snapshot.sql is what the migrations leave: a migration that adds or changes a
// function or a trigger without `npm run db:snapshot` fails here.
import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { functionsSnapshot, SNAPSHOT_FILE } from './functionsSnapshot';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

test('the checked-in snapshot equals the functions and triggers of a freshly migrated database (else: npm run db:snapshot)', async () => {
  const checkedIn = fs.readFileSync(path.join(__dirname, '..', '..', SNAPSHOT_FILE), 'utf8');
  const live = await functionsSnapshot(testDb.db);
  expect(live).toContain('CREATE OR REPLACE FUNCTION public.bets_lock_for_update(');
  expect(checkedIn).toBe(live);
});
