// Per-address limits of the calls that create accounts (sign-up and the demo log-in) and of slip uploads. They are counted
// in PostgreSQL (address_limits, migration 27), one row per limit and address, by one atomic upsert
// per request, so every API process behind a load balancer shares the same count and a restart keeps
// it. Windows are fixed (an hour from the first hit): simple, and at most twice the rate at a window's
// edge. The limits are sized for carrier-grade NAT (SIGNUPS_PER_ADDRESS_HOUR, DEMO_LOGINS_PER_ADDRESS_HOUR):
// guessing passwords is throttled separately and far more tightly (throttle.ts).
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { tooMany } from '../../lib/errors';
import { countAddressHit, deleteAddressWindowsBefore } from './repository';

export interface AddressLimit {
  bucket: 'signup' | 'demo' | 'slip';
  max: number;
  windowMs: number;
}

/** Counts this request against `limit` for `address`; throws 429 with Retry-After past the limit. */
export async function hitAddressLimit(db: Db, clock: Clock, limit: AddressLimit, address: string): Promise<void> {
  const now = new Date(clock.now());
  const expired = new Date(clock.now() - limit.windowMs);
  const { hits, window_start: windowStart } = await countAddressHit(db, limit.bucket, address, now, expired);
  if (hits <= limit.max) return;
  const waitS = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - clock.now()) / 1_000));
  const minutes = Math.ceil(waitS / 60);
  throw tooMany(`Too many requests from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    'retry-after': String(waitS),
  });
}

/** Rows of windows long over: deleted now and then so the table stays small. */
export async function pruneAddressLimits(db: Db, clock: Clock, olderThanMs: number): Promise<void> {
  await deleteAddressWindowsBefore(db, new Date(clock.now() - olderThanMs));
}
