// A fresh database per test file, cloned from the migrated and seeded template.
import crypto from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../db/database';
import { TEMPLATE_DB } from './constants';

export interface TestDatabase {
  db: Db;
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL is not set: run the server tests through jest (globalSetup)');
  return url;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The template's clone (migrated and seeded for development), or with `empty`, a database with nothing in it. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}${options.empty ? '' : ` TEMPLATE ${TEMPLATE_DB}`}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 10);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
