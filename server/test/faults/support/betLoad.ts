// Players betting on the live snapshot of a running server, as the slip does: a match-odds back bet
// at the best back price on offer, saved with POST /saveBet (encrypted payload, spec §3), then
// matched with PUT /updateUnmatchBet once the sport's delay has passed. Every answer is recorded.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { encryptJson } from '../../../../src/domain/cipher';
import { newBetId, istShiftedIso } from '../../../../src/domain/betting/betId';
import { saveBetPayload, type SaveBetPayload } from '../../../../src/domain/contract/bets';
import type { InPlaySportEventsResponse, MatchOddsResponse, SportEvent, StackLimitResponse } from '../../../../src/domain/contract/sports';
import {
  MATCH_ODDS_MAX_PRICE,
  MATCH_ODDS_MIN_PRICE,
  TOTAL_MATCHED_THRESHOLD,
  TOTAL_MATCHED_THRESHOLD_CRICKET,
} from '../../../../src/domain/constants';
import { FAULT_KEYS } from './serverProcess';

/** A signed-in client of the running server (its own cookie jar of one). */
export class Player {
  cookie = '';
  userId = 0;
  private calls = 0;
  /** With `alternates`, calls go in turn to baseUrl and each alternate (API processes of one cluster). */
  constructor(
    readonly baseUrl: string,
    readonly name: string,
    private readonly alternates: string[] = [],
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const servers = [this.baseUrl, ...this.alternates];
    const base = servers[this.calls++ % servers.length];
    // As a browser on our own page would: the server refuses state-changing calls from elsewhere.
    const headers: Record<string, string> = { accept: 'application/json', 'sec-fetch-site': 'same-origin' };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const set = response.headers.getSetCookie();
    if (set.length) this.cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, json };
  }

  async logIn(password: string): Promise<void> {
    const { status, json } = await this.call('POST', '/user/auth/login', {
      UserName: this.name,
      pass: password,
      ip: '127.0.0.1',
      geoLocation: 'Local',
    });
    if (status !== 200) throw new Error(`log-in of ${this.name}: ${status} ${JSON.stringify(json)}`);
    this.userId = (json.result as Array<{ Id: number }>)[0].Id;
  }
}

/** The operator signed in over HTTP (POST /admin/login), calling baseUrl and its alternates in turn. */
export async function operatorPlayer(baseUrl: string, alternates: string[] = []): Promise<Player> {
  const operator = new Player(baseUrl, 'operator', alternates);
  const admin = await operator.call('POST', '/admin/login', { username: 'operator', password: FAULT_KEYS.OPERATOR_PASSWORD });
  assert.equal(admin.status, 200, `operator log-in: ${JSON.stringify(admin.json)}`);
  return operator;
}

/**
 * The operator opens a credit player (POST /admin/users, as the console does) with `credit` rupees and
 * a ₹1,00,000 exposure limit: the fault and cluster runs open their bettors so.
 */
export async function openPlayer(operator: Player, username: string, password: string, credit: number): Promise<void> {
  const created = await operator.call('POST', '/admin/users', { username, password, credit, exposureLimit: 100_000 });
  assert.equal(created.status, 201, `operator opens ${username}: ${JSON.stringify(created.json)}`);
  // A player the operator opens may do nothing but set their own password first: this one does so at
  // once, keeping the same password, as a player would at the first log-in.
  const player = new Player(operator.baseUrl, username);
  await player.logIn(password);
  const changed = await player.call('PUT', `/api/changePassword/users/${player.userId}`, { oldPassword: password, newPassword: password });
  assert.equal(changed.status, 200, `${username} sets their own password: ${JSON.stringify(changed.json)}`);
}

export interface Target {
  event: SportEvent;
  selectionId: number;
  runnerName: string;
  price: number;
  sportId: number;
}

const threshold = (eid: string) => (eid === '4' ? TOTAL_MATCHED_THRESHOLD_CRICKET : TOTAL_MATCHED_THRESHOLD);

/** Open in-play match-odds runners with a back price in the betting window, right now. */
export async function liveTargets(player: Player): Promise<Target[]> {
  const lists = (await player.call('GET', '/GetInPlaySportEvents')).json as unknown as InPlaySportEventsResponse;
  const events = lists.data.sportsEventModelInPlay.flat().filter((e) => e.IsBetLock !== 1 && e.Matchodds === 1);
  const targets: Target[] = [];
  for (const event of events) {
    const odds = (await player.call('GET', `/checkGetMatchOdds/${event.marketId}/${event.gameId}`)).json as unknown as MatchOddsResponse;
    const market = odds.Odds?.[0];
    if (!market || market.status !== 'OPEN' || market.totalMatched < threshold(event.eid) * 1.2) continue;
    for (const runner of market.runners) {
      const price = runner.ex.availableToBack[0]?.price;
      if (price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE) {
        targets.push({ event, selectionId: runner.selectionId, runnerName: runner.runnerName, price, sportId: Number(event.eid) });
      }
    }
  }
  return targets;
}

export async function sportDelays(player: Player): Promise<Map<number, { delaySeconds: number; minStake: number }>> {
  const limits = (await player.call('GET', '/GetStackLimit')).json as unknown as StackLimitResponse;
  return new Map(limits.data.sports.map((s) => [s.id, { delaySeconds: s.betDelayTime, minStake: s.minOddLimit }]));
}

export function betPayload(userId: number, target: Target, stake: number): SaveBetPayload {
  return saveBetPayload(
    { ...target.event, sportId: target.sportId },
    { ...target, marketKind: 'Matchodds', marketId: target.event.marketId, side: 'back', stake },
    { betId: newBetId(() => crypto.randomInt(0, 1 << 30) / (1 << 30)), userId, ipAddress: '127.0.0.1', time: istShiftedIso(Date.now()) },
  );
}

export interface LoadRecord {
  /** BetIds the server answered `{ isSuccess: true }` to, with their player's id. */
  accepted: Map<string, number>;
  /** BetIds whose update the server answered 200: matched. */
  matched: Set<string>;
  /** Saves and updates still waiting for an answer when the server died (their outcome is unknown). */
  inFlight: number;
  refusals: Map<string, number>;
  /** Calls that failed without an answer (the server gone). */
  failures: number;
}

/**
 * One player's loop: refresh the targets now and then, save a bet, and match it after its delay.
 * Runs until `stopped()`; never throws (a dead server is counted as failures).
 */
export async function betLoop(
  player: Player,
  payloadKey: string,
  record: LoadRecord,
  stopped: () => boolean,
  delays: Map<number, { delaySeconds: number; minStake: number }>,
): Promise<void> {
  let targets: Target[] = [];
  let refreshedAt = 0;
  const updates: Promise<void>[] = [];
  const refuse = (message: unknown) => record.refusals.set(String(message), (record.refusals.get(String(message)) ?? 0) + 1);
  while (!stopped()) {
    try {
      if (Date.now() - refreshedAt > 1_500 || targets.length === 0) {
        targets = await liveTargets(player);
        refreshedAt = Date.now();
        if (targets.length === 0) {
          await new Promise((r) => setTimeout(r, 300));
          continue;
        }
      }
      const target = targets[crypto.randomInt(targets.length)];
      const sport = delays.get(target.sportId) ?? { delaySeconds: 5, minStake: 100 };
      const payload = betPayload(player.userId, target, sport.minStake);
      record.inFlight += 1;
      let answer;
      try {
        answer = await player.call('POST', '/saveBet', { data: encryptJson(payload, payloadKey) });
      } finally {
        record.inFlight -= 1;
      }
      if (answer.status === 200 && answer.json.isSuccess === true) {
        record.accepted.set(payload.BetId, player.userId);
        // Every other bet is matched after its delay, as the slip would; the rest stay pending.
        if (record.accepted.size % 2 === 0) updates.push(matchLater(player, payloadKey, payload, sport.delaySeconds, record, stopped));
      } else {
        refuse(answer.json.message ?? answer.status);
        if (answer.json.message === 'Odds Changed!') refreshedAt = 0;
      }
    } catch {
      record.failures += 1;
      if (stopped()) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await Promise.all(updates);
}

async function matchLater(
  player: Player,
  payloadKey: string,
  payload: SaveBetPayload,
  delaySeconds: number,
  record: LoadRecord,
  stopped: () => boolean,
): Promise<void> {
  await new Promise((r) => setTimeout(r, delaySeconds * 1000 + 200));
  if (stopped()) return;
  record.inFlight += 1;
  try {
    const body = {
      data: encryptJson({ userId: player.userId, BetId: payload.BetId, oddsRequest: payload.OddsRequest, exposure: 0 }, payloadKey),
    };
    const answer = await player.call('PUT', '/updateUnmatchBet', body);
    if (answer.status === 200) record.matched.add(payload.BetId);
  } catch {
    record.failures += 1;
  } finally {
    record.inFlight -= 1;
  }
}
