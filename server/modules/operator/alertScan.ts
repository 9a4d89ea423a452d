// The alert scan: every few seconds each API process looks for what crossed one of the operator's
// thresholds (alert_settings) and raises an alert for it — once per subject for ever (a unique
// index), so several processes scanning together raise it once. Each alert names what raised it
// (`link`), which the console turns into a link to the bet, the player, the request or the market.
import { formatRupees, toPaise, toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { startPeriodic, type Periodic } from '../../lib/periodic';
import { insertAlertOnce } from '../alerts';
import { formatIst, parseIst } from '../reports';
import { makeBookService } from './bookService';
import * as repo from './alertScanRepository';

/** How far back a scan looks for bets and requests (older ones were scanned while they were new). */
const LOOK_BACK_MS = 2 * 24 * 60 * 60_000;
/** Players sharing a detail: over the last week. */
const SHARED_LOOK_BACK_MS = 7 * 24 * 60 * 60_000;
/** Players logging in from one address: within a day. */
const IP_LOOK_BACK_MS = 24 * 60 * 60_000;

const SHARED = [
  { kind: 'shared.utr', what: 'utr', label: 'a UTR' },
  { kind: 'shared.slip', what: 'slip', label: 'a slip image' },
  { kind: 'shared.account', what: 'account', label: 'a payout account' },
  { kind: 'shared.ip', what: 'ip', label: 'an IP address' },
] as const;

type ScanDeps = Pick<AppDeps, 'db' | 'snapshots' | 'clock'>;

/** Raises what crossed a threshold now; answers how many alerts were new. */
export async function scanAlerts(deps: ScanDeps): Promise<number> {
  const { db, snapshots, clock } = deps;
  const now = clock.now();
  const at = new Date(now);
  const thresholds = new Map((await repo.alertThresholds(db)).map((r) => [r.kind, r.threshold]));
  let raised = 0;
  const raise = async (kind: string, subject: string, message: string, link: string | null) => {
    if (await insertAlertOnce(db, { at, kind, subject, message, link })) raised += 1;
  };
  const since = new Date(now - LOOK_BACK_MS);
  const rupees = (kind: string) => {
    const value = thresholds.get(kind);
    return value === undefined ? undefined : toPaise(value);
  };

  const betOver = rupees('bet.big');
  if (betOver !== undefined) {
    for (const b of await repo.bigBets(db, betOver, since)) {
      const what = `${b.event_name} — ${b.market_name} (${b.selection_name})`;
      await raise('bet.big', `bet:${b.id}`, `A bet of ${formatRupees(toRupees(b.stake))} by ${b.username} on ${what}.`, `bet:${b.id}`);
    }
  }

  const winOver = rupees('win.big');
  if (winOver !== undefined) {
    const today = formatIst(at).slice(0, 10);
    const dayStart = parseIst(`${today} 00:00:00`) ?? at;
    for (const w of await repo.bigWinsSince(db, winOver, dayStart)) {
      const won = formatRupees(toRupees(Number(w.won)));
      await raise('win.big', `user:${w.id}:${today}`, `${w.username} has won ${won} today (IST ${today}).`, `player:${w.username}`);
    }
  }

  for (const type of ['deposit', 'withdraw'] as const) {
    const over = rupees(`${type}.big`);
    if (over === undefined) continue;
    for (const r of await repo.bigRequests(db, type, over, since)) {
      const noun = type === 'deposit' ? 'A deposit' : 'A withdrawal';
      const message = `${noun} of ${formatRupees(toRupees(r.amount))} by ${r.username} (request #${r.id}).`;
      await raise(`${type}.big`, `wallet-request:${r.id}`, message, `wallet-request:${r.id}`);
    }
  }

  for (const shared of SHARED) {
    const players = thresholds.get(shared.kind);
    if (players === undefined || players < 2) continue;
    const lookBack = shared.what === 'ip' ? IP_LOOK_BACK_MS : SHARED_LOOK_BACK_MS;
    for (const row of await repo.sharedValues(db, shared.what, players, new Date(now - lookBack))) {
      const who = row.usernames.join(', ');
      // The subject counts the players: a further player sharing it raises it again.
      const subject = `${shared.what}:${row.value}:${row.usernames.length}`;
      const shown = shared.what === 'slip' ? row.value.slice(0, 12) : row.value;
      await raise(
        shared.kind,
        subject,
        `${row.usernames.length} players share ${shared.label} (${shown}): ${who}.`,
        `player:${row.usernames[0]}`,
      );
    }
  }

  const staleSeconds = thresholds.get('feed.stale');
  if (staleSeconds !== undefined && staleSeconds > 0) {
    const silent = now - snapshots.lastHeardAt();
    if (silent > staleSeconds * 1000) {
      const since = formatIst(snapshots.lastHeardAt());
      await raise('feed.stale', `feed:${snapshots.lastHeardAt()}`, `The feed has said nothing since ${since} IST.`, 'feed');
    }
  }

  const worstOver = rupees('market.worst');
  if (worstOver !== undefined) {
    const { markets } = await makeBookService({ db, snapshots }).risk();
    for (const m of markets) {
      if (-m.worstCasePaise <= worstOver) continue;
      const worst = formatRupees(toRupees(-m.worstCasePaise));
      await raise(
        'market.worst',
        `market:${m.marketId}`,
        `${m.eventName} — ${m.marketName}: the house could lose ${worst}, above the limit of ${formatRupees(toRupees(worstOver))}.`,
        `market:${m.marketId}`,
      );
    }
  }
  return raised;
}

/** For API processes: scan every `intervalMs` (ALERT_SCAN_INTERVAL_MS, 10 s by default). */
export function startAlertScan(
  deps: { db: Db } & Omit<ScanDeps, 'db'>,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): Periodic {
  return startPeriodic(() => scanAlerts(deps).then(() => undefined), { intervalMs: options.intervalMs, onError: options.onError });
}
