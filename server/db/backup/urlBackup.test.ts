// A DATABASE_URL backup needs a pg_dump at least as new as the server: an older one is refused with
// what to install, before anything is written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { backupUrl, toolMajor } from './urlBackup';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.drop());

test('pg_dump older than the server is refused with what to install; no file is written', async () => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const server = Math.floor(
    Number((await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0].v) / 10_000,
  );
  await client.end();
  const mine = await toolMajor('pg_dump');
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dump-')), 'x.dump');
  if (mine !== null && mine >= server) {
    await backupUrl(database.url, out);
    expect(fs.statSync(out).size).toBeGreaterThan(0);
    return;
  }
  await expect(backupUrl(database.url, out)).rejects.toThrow(new RegExp(`install the PostgreSQL ${server} client`));
  expect(fs.existsSync(out)).toBe(false);
});
