// What the Fastify app is built from. main.ts makes the real ones; tests make their own.
import type { Config } from './config';
import type { Db } from './db/database';
import type { Clock } from './lib/clock';
import type { SessionStore } from './modules/auth/sessionStore';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  sessions: SessionStore;
}
