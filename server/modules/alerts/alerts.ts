// Alerts to the operator: a warning line in the server's log (where on-call's log alerting looks)
// and a row the console lists (GET /api/admin/alerts). One alert per kind and subject within
// `quietMs`, so a long attack is one alert an hour, not one per guess.
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { insertAlert, raisedSince } from './repository';

export type AlertKind = 'login.attack' | 'uploads.budget';

export interface WarnLog {
  warn(object: object, message: string): void;
}

export interface Alert {
  kind: AlertKind;
  subject: string;
  message: string;
}

const HOUR = 60 * 60_000;

/** Answers whether a new alert was raised (false: the same one is less than `quietMs` old). */
export async function raiseAlert(db: Db, clock: Clock, log: WarnLog | undefined, alert: Alert, quietMs = HOUR): Promise<boolean> {
  const now = clock.now();
  if (await raisedSince(db, alert.kind, alert.subject, new Date(now - quietMs))) return false;
  log?.warn({ alert: alert.kind, subject: alert.subject }, `OPERATOR ALERT: ${alert.message}`);
  await insertAlert(db, { at: new Date(now), ...alert });
  return true;
}
