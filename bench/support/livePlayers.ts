// The live bench's players: each loops the SPA's pattern on the product as it runs.
//  - The odds poll of the market the player is on, every 600 ms (ODDS_POLL_MS) after the last answer (RTK
//    Query's polling), with If-None-Match from the last answer, as the browser revalidates.
//  - Every few seconds (uniform in [0.5, 1.5] × betEveryMs) a bet: the player opens a random in-play
//    event's match odds (its page's first poll), taps a random runner's best back or lay price that
//    the slip allows (spec §5: 1.01 to 3, status OPEN), saves the bet at that price, then updates it
//    at the price then on screen (the bet delay is 0), then reads /expo1 as the header does after a
//    bet. A refused update is followed by deleteUnmatchBet, as the slip deletes a failed unmatched bet.
//  - A call shed under overload (503) is honoured as the SPA honours it: the player waits its
//    Retry-After, then goes on with the next bet (a bet is never resubmitted for the player).
//  - What the player would see is counted, not treated as an error: "Odds Changed!", a suspended
//    market (no price to tap: no bet), any refusal by its message. Only 5xx or broken calls fail the
//    bench (LiveHttp.failures).
// The bodies are encrypted as the slip encrypts them (crypto-js's OpenSSL format), here with Node's
// OpenSSL: the browser's work, kept off the load generator's single core.
import crypto from 'node:crypto';
import { istShiftedIso, newBetId } from '../../src/domain/betting/betId';
import { saveBetPayload } from '../../src/domain/contract/bets';
import { MSG } from '../../src/domain/messages';
import type { MatchOddsResponse, OddsRunner, SportEvent } from '../../src/domain/contract/sports';
import { SESSION_COOKIE } from '../../server/lib/access';
import { ODDS_POLL_MS } from '../../src/domain/constants';
import { json, shedWaitMs, type Answer, type LiveHttp } from './liveHttp';

export interface LivePlayer {
  userId: number;
  cookie: string;
  /** The match page the player is on. */
  on: SportEvent | null;
  odds: MatchOddsResponse | null;
  etag: string | undefined;
  /** The header's FinalExpo, sent with the update as the slip sends it. */
  finalExpo: number;
  /** For the estimate of why a write could not use the kept position (see KeptEstimate). */
  betBefore: boolean;
  events: Set<string>;
  markets: Set<string>;
}

/** A player on no page yet, signed in with the session `token` (cookie as the browser sends it). */
export function newLivePlayer({ userId, token }: { userId: number; token: string }): LivePlayer {
  return {
    userId,
    cookie: `${SESSION_COOKIE}=${token}`,
    on: null,
    odds: null,
    etag: undefined,
    finalExpo: 0,
    betBefore: false,
    events: new Set(),
    markets: new Set(),
  };
}

/** Why a save could (not) use the position the server kept, judged from the player's own history. */
export type KeptEstimate =
  'first bet of the player' | 'first bet on this event' | 'first bet on this market (its runners not kept)' | 'kept position usable';

export interface LiveTally {
  /** Bets answered "Bet Placed" while recording. */
  placed: number;
  /** Every BetId answered "Bet Placed" (warm-up included): each must be booked once. */
  placedIds: Set<string>;
  /** Saves tried while recording. */
  tried: number;
  /** What players saw, by call and message ('saveBet: Odds Changed!'). */
  refusals: Map<string, number>;
  /** No bet tried: the market the player opened offered nothing to tap. */
  skipped: Map<string, number>;
  saveEstimate: Map<KeptEstimate, number>;
  /** Saves and updates answered while recording (the server's counters are for every write). */
  writes: number;
  /** Every saveBet and updateUnmatchBet answered, warm-up included (the server's counters count them all). */
  allWrites: number;
  /** Every saveBet answered, whatever the answer (a bet tried: the server did the work of one). */
  allSaves: number;
}

export interface LiveOptions {
  payloadKey: string;
  betEveryMs: number;
  stake: number;
  /** The slip's price window for match odds (spec §5 and the sports' defaults). */
  minPrice: number;
  maxPrice: number;
  /** Milliseconds between a player's odds polls (0: only the poll that opens a match page). */
  pollMs: number;
  /** Read /expo1 after each bet, as the header does. */
  expo1: boolean;
}

/**
 * A player as the SPA has them: the match page's odds poll every 600 ms, the header's balance read after
 * each bet, a stake of 100 at a price inside the slip's window for match odds (1.01 to 3).
 */
export function spaPlayerOptions(payloadKey: string, betEveryMs: number): LiveOptions {
  return { payloadKey, betEveryMs, stake: 100, minPrice: 1.01, maxPrice: 3, pollMs: ODDS_POLL_MS, expo1: true };
}

const API = '/api';
const SALTED = Buffer.from('Salted__', 'latin1');

/** crypto-js's AES.encrypt(text, passphrase).toString(), with Node's OpenSSL (server/modules/bets/payloadCipher.ts reads it). */
export function encryptPayload(value: unknown, passphrase: string): string {
  const salt = crypto.randomBytes(8);
  const pass = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  for (let i = 0; i < 3; i++) {
    previous = crypto
      .createHash('md5')
      .update(Buffer.concat([previous, pass, salt]))
      .digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  const cipher = crypto.createCipheriv('aes-256-cbc', material.subarray(0, 32), material.subarray(32, 48));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([SALTED, salt, body]).toString('base64');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

interface Tap {
  runner: OddsRunner;
  side: 'back' | 'lay';
  price: number;
}

export class LivePlayers {
  running = true;
  paused = true;
  readonly tally: LiveTally = {
    placed: 0,
    placedIds: new Set(),
    tried: 0,
    refusals: new Map(),
    skipped: new Map(),
    saveEstimate: new Map(),
    writes: 0,
    allWrites: 0,
    allSaves: 0,
  };
  /** In-play events to bet on (the lobby's list, refreshed by the bench). */
  events: SportEvent[] = [];
  private readonly loops: Promise<void>[] = [];
  private inFlight = 0;

  constructor(
    private readonly http: LiveHttp,
    readonly players: LivePlayer[],
    private readonly options: LiveOptions,
  ) {}

  start(): void {
    // Staggered over a poll interval and a bet interval, so the players do not move in step.
    for (const player of this.players) {
      if (this.options.pollMs > 0) this.loops.push(this.pollLoop(player, Math.random() * this.options.pollMs));
      this.loops.push(this.betLoop(player, Math.random() * this.options.betEveryMs));
    }
  }

  /** Waits for the bets in flight to finish (nothing new starts while paused). */
  async settle(): Promise<void> {
    while (this.inFlight > 0) await sleep(20);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** A call on the players' own connections (the bench's bursts). */
  httpCall(...args: Parameters<LiveHttp['call']>): ReturnType<LiveHttp['call']> {
    return this.http.call(...args);
  }

  private get recording(): boolean {
    return this.http.recording;
  }

  private async pollLoop(player: LivePlayer, firstDelay: number): Promise<void> {
    await sleep(firstDelay);
    while (this.running) {
      if (this.paused || !player.on) {
        await sleep(100);
        continue;
      }
      await this.poll(player, player.on).catch(() => undefined); // recorded as a failure by LiveHttp
      await sleep(this.options.pollMs);
    }
  }

  /** One odds poll of the match page `event` the player has open. */
  private async poll(player: LivePlayer, event: NonNullable<LivePlayer['on']>): Promise<Answer> {
    const answer = await this.http.call(
      'odds poll',
      'GET',
      `${API}/checkGetMatchOdds/${event.marketId}/${event.gameId}`,
      player.cookie,
      undefined,
      player.etag ? { 'if-none-match': player.etag } : {},
    );
    if (player.on !== event) return answer; // moved to another page meanwhile
    if (answer.status === 200) {
      player.odds = json<MatchOddsResponse>(answer);
      player.etag = answer.headers.etag;
    } else if (answer.status !== 304) {
      player.odds = null;
      player.etag = undefined;
    }
    return answer;
  }

  /** A bet call with its body encrypted as the slip sends it (`{ data }`). */
  private sendEncrypted(call: 'saveBet' | 'updateUnmatchBet', method: 'POST' | 'PUT', cookie: string, body: unknown): Promise<Answer> {
    return this.http.call(call, method, `${API}/${call}`, cookie, JSON.stringify({ data: encryptPayload(body, this.options.payloadKey) }));
  }

  /** Waits out a shed call's Retry-After; answers whether the call was shed. */
  private async backedOff(answer: Answer): Promise<boolean> {
    const wait = shedWaitMs(answer);
    if (wait === undefined) return false;
    await sleep(wait);
    return true;
  }

  private async betLoop(player: LivePlayer, firstDelay: number): Promise<void> {
    await sleep(firstDelay);
    while (this.running) {
      await sleep(this.options.betEveryMs * (0.5 + Math.random()));
      if (this.paused || !this.running || this.events.length === 0) continue;
      this.inFlight += 1;
      try {
        await this.bet(player);
      } catch {
        // recorded as a failure by LiveHttp
      } finally {
        this.inFlight -= 1;
      }
    }
  }

  /** A price the slip would take: best back or lay of an active runner, inside the price window. */
  private tap(odds: MatchOddsResponse | null): Tap | string {
    const market = odds?.Odds[0];
    if (!market || market.runners.length === 0) return 'market closed';
    if (market.status !== 'OPEN') return `market ${market.status}`;
    const taps: Tap[] = [];
    for (const runner of market.runners) {
      if (runner.status !== 'ACTIVE') continue;
      const back = runner.ex.availableToBack[0]?.price;
      const lay = runner.ex.availableToLay[0]?.price;
      if (back && back >= this.options.minPrice && back <= this.options.maxPrice) taps.push({ runner, side: 'back', price: back });
      if (lay && lay >= this.options.minPrice && lay <= this.options.maxPrice) taps.push({ runner, side: 'lay', price: lay });
    }
    return taps.length > 0 ? pick(taps) : 'no price inside the betting window';
  }

  /** The price on screen now for the same runner and side (undefined: gone, the slip says Odds Changed). */
  private onScreen(player: LivePlayer, tap: Tap): number | undefined {
    const market = player.odds?.Odds[0];
    if (!market || market.status !== 'OPEN') return undefined;
    const runner = market.runners.find((r) => r.selectionId === tap.runner.selectionId);
    return (tap.side === 'back' ? runner?.ex.availableToBack[0]?.price : runner?.ex.availableToLay[0]?.price) ?? undefined;
  }

  /**
   * One bet saved and left pending in its delay while `whilePending` runs, then deleted as the slip
   * deletes a bet it gives up on: something for the bet delay queue's figures to show. Tries up to
   * ten markets for a price to tap; answers whether a bet was held.
   */
  async holdOneBet(player: LivePlayer, whilePending: () => Promise<void>): Promise<boolean> {
    for (let tries = 0; tries < 10; tries++) {
      let held = false;
      await this.bet(player, async () => {
        held = true;
        await whilePending();
      });
      if (held) return true;
    }
    return false;
  }

  /**
   * One bet of `stake` rupees (a stake outside the sport's limits is refused with the limits' message,
   * as the slip shows it): a refusal for the refusal figures. Answers the save's status and message.
   */
  async betOfStake(player: LivePlayer, stake: number): Promise<string> {
    for (let tries = 0; tries < 10; tries++) {
      const answer = await this.bet(player, undefined, stake);
      if (answer) return answer;
    }
    return 'no price to tap on ten markets';
  }

  private async bet(player: LivePlayer, whilePending?: () => Promise<void>, stake = this.options.stake): Promise<string | undefined> {
    const event = pick(this.events);
    if (player.on?.gameId !== event.gameId) {
      // Opening the match page: its first poll.
      player.on = event;
      player.odds = null;
      player.etag = undefined;
      if (await this.backedOff(await this.poll(player, event))) return;
    }
    const tap = this.tap(player.odds);
    if (typeof tap === 'string') {
      if (this.recording) bump(this.tally.skipped, tap);
      return;
    }
    const { userId, cookie } = player;
    const estimate: KeptEstimate = !player.betBefore
      ? 'first bet of the player'
      : !player.events.has(event.gameId)
        ? 'first bet on this event'
        : !player.markets.has(event.marketId)
          ? 'first bet on this market (its runners not kept)'
          : 'kept position usable';
    const betId = newBetId(Math.random);
    const payload = saveBetPayload(
      { ...event, sportId: Number(event.eid) },
      { ...tap.runner, marketKind: 'Matchodds', marketId: event.marketId, side: tap.side, price: tap.price, stake },
      { betId, userId, ipAddress: '127.0.0.1', time: istShiftedIso(Date.now()) },
    );
    const recording = this.recording;
    if (recording) {
      this.tally.tried += 1;
      bump(this.tally.saveEstimate, estimate);
    }
    const saved = await this.sendEncrypted('saveBet', 'POST', cookie, payload);
    this.tally.allWrites += 1;
    this.tally.allSaves += 1;
    if (recording) this.tally.writes += 1;
    player.betBefore = true;
    player.events.add(event.gameId);
    player.markets.add(event.marketId);
    const savedBody = json<{ isSuccess?: boolean; message?: string }>(saved);
    if (saved.status !== 200 || !savedBody.isSuccess) {
      if (recording) bump(this.tally.refusals, `saveBet ${saved.status}: ${savedBody.message ?? '?'}`);
      await this.backedOff(saved);
      return `saveBet ${saved.status}: ${savedBody.message ?? '?'}`;
    }
    const price = whilePending ? undefined : this.onScreen(player, tap);
    let placed = false;
    let shed: Answer | undefined;
    if (whilePending) {
      await whilePending();
    } else if (price === undefined) {
      // The slip re-reads the price after the delay; gone, it refuses without calling the server.
      if (recording) bump(this.tally.refusals, `slip (before updateUnmatchBet): ${MSG.oddsChanged}`);
    } else {
      const update = { userId, BetId: betId, oddsRequest: price, exposure: player.finalExpo };
      const updated = await this.sendEncrypted('updateUnmatchBet', 'PUT', cookie, update);
      this.tally.allWrites += 1;
      if (recording) this.tally.writes += 1;
      const body = json<{ isSuccess?: boolean; message?: string }>(updated);
      placed = updated.status === 200 && body.isSuccess === true && body.message === MSG.betPlaced;
      if (placed) {
        this.tally.placedIds.add(betId);
        if (recording) this.tally.placed += 1;
      } else if (recording) {
        bump(this.tally.refusals, `updateUnmatchBet ${updated.status}: ${body.message ?? '?'}`);
      }
      if (updated.status === 503) shed = updated;
    }
    if (!placed) {
      // spec §4: "Failed unmatched bets are deleted."
      const deleted = await this.http.call(
        'deleteUnmatchBet',
        'DELETE',
        `${API}/deleteUnmatchBet`,
        cookie,
        JSON.stringify({ userId, BetId: betId }),
      );
      if (deleted.status !== 200 && recording)
        bump(this.tally.refusals, `deleteUnmatchBet ${deleted.status}: ${json<{ message?: string }>(deleted).message ?? '?'}`);
      if (deleted.status === 503) shed = deleted;
    }
    if (shed) await this.backedOff(shed);
    // The header's balance after a bet (the 'Balance' tag the bet calls invalidate).
    if (this.options.expo1) {
      const expo = await this.http.call('expo1', 'GET', `${API}/expo1/${userId}/0`, cookie);
      if (expo.status === 200) player.finalExpo = json<{ FinalExpo: number }>(expo).FinalExpo;
    }
    return placed ? 'Bet Placed' : 'not placed';
  }
}
