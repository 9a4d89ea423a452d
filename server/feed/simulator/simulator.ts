// The simulated feed: a rolling schedule of cricket, tennis and football events, ticked on a fixed
// step of feed time. Everything random comes from one seeded generator, so a seed, a start time and
// an id base replay the same feed tick for tick.
//
// Guarantees after every tick (tests check them over many ticks and seeds):
// - at least MIN_ELIGIBLE events of each sport are in play, not bet-locked, with OPEN match odds and a
//   runner whose best back and lay both lie inside the betting window (1.01–3);
// - there are upcoming events today (while the IST day has time left) and tomorrow;
// - every market that closes has its result in the same update.
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE, TOSS_HIDE_BEFORE_START_MS } from '../../../src/domain/constants';
import type { FeedState } from '../provider';
import { emptyUpdate, FEED_SPORTS, type FeedCheckpoint, type FeedSeries, type FeedSportId, type FeedUpdate } from '../types';
import { DAY_MS, istDayStart } from './calendar';
import { CricketModel } from './cricket';
import { FootballModel } from './football';
import type { MatchModel } from './model';
import { SERIES, seriesOf, type SeriesPlan, type Team } from './names';
import { Random } from './random';
import { SimEvent } from './simEvent';
import { TennisModel } from './tennis';

export const DEFAULT_TICK_MS = 1000;
export const DEFAULT_ID_BASE = 1_000_001;
export const MIN_ELIGIBLE = 3;
const TARGET_LIVE = 5;
const MAX_LIVE = 10;
const MAX_SPAWN_PER_TICK = 6;
const SUSPEND_TICKS = 3;
const RETAIN_ENDED_MS = 5 * 60_000;
const MIN_TODAY_UPCOMING = 2;
const PRE_MATCH_DRIFT_MS = 60_000;
/** A side counts as busy this long around its fixture's expected span (over-runs, travel). */
const SIDE_MARGIN = 1.5;

interface SportProfile {
  /** Match time an event lasts, roughly (bootstrap uses it to start events part-way through). */
  durationMs: number;
  liquidity: [number, number];
  matched: [number, number];
  fixturesPerDay: number;
  /** IST hours between which fixtures start. */
  hours: [number, number];
}

const PROFILES: Record<FeedSportId, SportProfile> = {
  4: { durationMs: 170 * 60_000, liquidity: [2_000, 20_000], matched: [150_000, 2_500_000], fixturesPerDay: 5, hours: [9.5, 22] },
  2: { durationMs: 100 * 60_000, liquidity: [300, 3_000], matched: [10_000, 600_000], fixturesPerDay: 8, hours: [8, 23] },
  1: { durationMs: 110 * 60_000, liquidity: [500, 6_000], matched: [12_000, 900_000], fixturesPerDay: 8, hours: [12, 23.5] },
};

export interface SimulatorOptions {
  seed: number;
  /** Match time runs this many times faster than feed time. */
  speed: number;
  /** Feed time (epoch ms) when the simulator is created. */
  startTime: number;
  idBase?: number;
  tickMs?: number;
  /**
   * False for a simulator whose updates nobody persists or hands over to a successor (one that only
   * watches prices move): each tick's checkpoint, every changed event written out whole, is then
   * its costliest work and is skipped. True when absent.
   */
  checkpoints?: boolean;
}

/** What a new leader resumes from: the last checkpoint's clock, planned days and events. */
export interface SimulatorResume {
  now: number;
  plannedDays: number[];
  /** SimEvent.checkpoint() of every event the simulator held. */
  events: string[];
}

export const seriesList = (): FeedSeries[] => SERIES.map((s) => ({ id: s.id, sportId: s.sportId, name: s.name }));

export class Simulator {
  private readonly rng: Random;
  private readonly speed: number;
  readonly tickMs: number;
  private nowMs: number;
  private nextId: number;
  private readonly events = new Map<number, SimEvent>();
  private readonly plannedDays = new Set<number>();
  private initial: FeedUpdate | null;
  private readonly checkpoints: boolean;

  /**
   * A new feed, or (with `resume`) the same events carried on from a checkpoint: same ids, scores,
   * markets and lines, the clock at the checkpoint's time (startTime is then ignored). Only what
   * happens next is drawn afresh (the generator restarts from a seed mixed with the checkpoint's time).
   */
  constructor(options: SimulatorOptions, resume?: SimulatorResume) {
    this.rng = new Random(resume ? ((options.seed ^ resume.now) >>> 0) % 2 ** 31 : options.seed);
    this.speed = options.speed;
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.checkpoints = options.checkpoints ?? true;
    this.nowMs = resume ? resume.now : options.startTime;
    this.nextId = options.idBase ?? DEFAULT_ID_BASE;
    if (resume) {
      for (const day of resume.plannedDays) this.plannedDays.add(day);
      for (const json of resume.events) {
        const ev = SimEvent.resume(json);
        this.events.set(ev.event.id, ev);
      }
    }
    this.ensureCalendar();
    if (!resume) {
      for (const sport of FEED_SPORTS) {
        for (let k = 0; k < TARGET_LIVE; k++) this.bootstrapLive(sport, 0.08 + 0.14 * k + this.rng.between(0, 0.06));
      }
    }
    this.initial = this.collect({ ...emptyUpdate(), series: seriesList() });
  }

  get now(): number {
    return this.nowMs;
  }

  /** The state at creation, as one update (every series, market and event). Given once. */
  takeInitialUpdate(): FeedUpdate {
    const update = this.initial ?? emptyUpdate();
    this.initial = null;
    return update;
  }

  current(): FeedState {
    return { series: seriesList(), events: [...this.events.values()].map((e) => e.state()) };
  }

  /** Advances feed time by one tick and returns what changed. */
  tick(): FeedUpdate {
    this.nowMs += this.tickMs;
    const now = this.nowMs;
    const rng = this.rng;
    const update = emptyUpdate();
    this.ensureCalendar();
    const wantSuspension: SimEvent[] = [];
    for (const ev of this.events.values()) {
      if (ev.ended) continue;
      if (ev.suspendTicks > 0) ev.suspendTicks -= 1;
      if (!ev.inPlay) {
        if (ev.tossOpen && now >= ev.event.startsAt - TOSS_HIDE_BEFORE_START_MS) {
          update.results.push(ev.closeToss(now, rng));
          ev.refresh(now, rng, 'hold');
        }
        if (now < ev.event.startsAt) {
          // Before the start a book drifts now and then (about once a minute of feed time).
          if (rng.chance(this.tickMs / PRE_MATCH_DRIFT_MS)) ev.refresh(now, rng, 'reprice');
          continue;
        }
        ev.event.status = 'inplay';
      }
      let moved = false;
      for (const happening of ev.model.step(this.tickMs * this.speed, rng)) {
        if (happening.kind === 'session') update.results.push(ev.settleSession(happening.key, happening.runs, now, rng));
        if (happening.kind === 'suspend') wantSuspension.push(ev);
        if (happening.kind === 'moved') moved = true;
      }
      if (ev.model.finished) {
        ev.suspendTicks = 0;
        update.results.push(...ev.end(now));
        ev.refresh(now, rng, 'hold');
        continue;
      }
      // Prices move on the match's events; between them only sizes flicker (statuses still follow).
      ev.refresh(now, rng, moved ? 'reprice' : 'flicker');
    }
    this.applySuspensions(wantSuspension);
    for (const sport of FEED_SPORTS) this.topUp(sport);
    for (const ev of [...this.events.values()]) {
      if (ev.ended && ev.event.endedAt !== null && now - ev.event.endedAt > RETAIN_ENDED_MS) {
        this.events.delete(ev.event.id);
        update.removed.push(ev.event.id);
      }
    }
    return this.collect(update);
  }

  /** Every changed event's state, and the checkpoint a successor would resume from after this tick. */
  private collect(update: FeedUpdate): FeedUpdate {
    const checkpoint: FeedCheckpoint = { now: this.nowMs, plannedDays: [...this.plannedDays], events: [] };
    for (const ev of this.events.values()) {
      update.markets.push(...ev.takeMarkets());
      if (ev.dirty) {
        update.events.push(ev.state());
        if (this.checkpoints) checkpoint.events.push({ id: ev.event.id, state: ev.checkpoint() });
        ev.dirty = false;
      }
    }
    if (this.checkpoints) update.checkpoint = checkpoint;
    return update;
  }

  /** A wicket or goal suspends the markets, unless that would leave too few bettable events. */
  private applySuspensions(wanted: SimEvent[]): void {
    for (const ev of new Set(wanted)) {
      if (ev.ended) continue;
      const others = this.eligible(ev.sportId).filter((e) => e !== ev).length;
      if (others < MIN_ELIGIBLE) continue;
      ev.suspendTicks = SUSPEND_TICKS;
      ev.refresh(this.nowMs, this.rng, 'hold');
    }
  }

  /** In play, not locked, match odds OPEN, and a runner priced inside the betting window. */
  static isEligible(ev: SimEvent): boolean {
    const odds = ev.currentBook.matchOdds;
    return (
      ev.inPlay &&
      !ev.event.isBetLock &&
      odds.status === 'OPEN' &&
      odds.runners.some(
        (r) => r.back.length > 0 && r.lay.length > 0 && r.back[0].price >= MATCH_ODDS_MIN_PRICE && r.lay[0].price <= MATCH_ODDS_MAX_PRICE,
      )
    );
  }

  private eligible(sport: FeedSportId): SimEvent[] {
    return [...this.events.values()].filter((e) => e.event.sportId === sport && Simulator.isEligible(e));
  }

  private topUp(sport: FeedSportId): void {
    for (let spawned = 0; spawned < MAX_SPAWN_PER_TICK; spawned++) {
      const live = [...this.events.values()].filter((e) => e.event.sportId === sport && e.inPlay).length;
      const eligible = this.eligible(sport).length;
      const wanted = eligible < MIN_ELIGIBLE || (live < MAX_LIVE && (live < TARGET_LIVE || eligible < MIN_ELIGIBLE + 1));
      if (!wanted) return;
      this.bootstrapLive(sport, 0);
    }
  }

  /** An event already `fraction` of the way through its match, played forward to now. */
  private bootstrapLive(sport: FeedSportId, fraction: number): void {
    let share = fraction;
    for (;;) {
      const elapsedWall = Math.round((PROFILES[sport].durationMs * share) / this.speed / 1000) * 1000;
      const ev = this.createEvent(sport, this.nowMs - elapsedWall, false);
      if (!ev) return;
      ev.model.step(elapsedWall * this.speed, this.rng);
      if (!ev.model.finished) {
        ev.refresh(this.nowMs, this.rng, 'reprice');
        this.events.set(ev.event.id, ev);
        return;
      }
      // Played to the end already: try again nearer its start (an id is used up, which is harmless).
      share /= 2;
    }
  }

  /** A new fixture, or null when every side of the sport is busy at that time. */
  private createEvent(sport: FeedSportId, startsAt: number, calendar: boolean): SimEvent | null {
    const rng = this.rng;
    const plans = seriesOf(sport);
    const first = rng.weighted(plans.map((p) => [p, p.test ? 0.5 : 1] as const));
    let plan = first;
    let sides = this.pickSides(plan, startsAt);
    // The series drawn has no free pair: another series of the sport may.
    for (const other of plans) {
      if (sides) break;
      plan = other;
      sides = this.pickSides(plan, startsAt);
    }
    if (!sides) return null;
    const [home, away] = sides;
    const id = this.nextId++;
    const profile = PROFILES[sport];
    const withToss = sport === 4 && !plan.test && startsAt - this.nowMs > TOSS_HIDE_BEFORE_START_MS + 10 * 60_000;
    const ev = new SimEvent(
      {
        id,
        sportId: sport,
        seriesId: plan.id,
        home,
        away,
        startsAt,
        isBetLock: calendar && rng.chance(1 / 15),
        withDraw: Boolean(plan.test),
        model: this.model(sport, home, away, Boolean(plan.test)),
        liquidity: Math.round(rng.between(...profile.liquidity)),
        totalMatched: Math.round(rng.between(...profile.matched) * 100) / 100,
        withToss,
      },
      this.nowMs,
    );
    return ev;
  }

  private model(sport: FeedSportId, home: Team, away: Team, test: boolean): MatchModel {
    const rng = this.rng;
    if (sport === 4) return new CricketModel(home, away, test, rng.chance(0.5) ? 0 : 1, rng);
    if (sport === 2) return new TennisModel([home, away], rng);
    return new FootballModel([home, away], rng);
  }

  /** Feed time an event of the sport occupies its sides from its start, with a margin. */
  private spanMs(sport: FeedSportId): number {
    return (PROFILES[sport].durationMs * SIDE_MARGIN) / this.speed;
  }

  /**
   * Two sides of the series that play no other event overlapping this one's span, and that do not
   * already meet in another listed event (either way round); null when no such pair exists.
   */
  private pickSides(plan: SeriesPlan, startsAt: number): [Team, Team] | null {
    const span = this.spanMs(plan.sportId);
    const busy = new Set<string>();
    const fixtures = new Set<string>();
    for (const ev of this.events.values()) {
      fixtures.add(fixtureKey(ev.event.home, ev.event.away));
      if (ev.ended) continue;
      const start = ev.event.startsAt;
      // A live event over-running its expected span still holds its sides until it ends.
      const end = Math.max(start + this.spanMs(ev.sportId), ev.inPlay ? this.nowMs + span : 0);
      if (start < startsAt + span && startsAt < end) busy.add(ev.event.home).add(ev.event.away);
    }
    const free = this.rng.sample(
      plan.sides.filter((s) => !busy.has(s.name)),
      plan.sides.length,
    );
    for (let i = 0; i < free.length; i++) {
      for (let j = i + 1; j < free.length; j++) {
        if (!fixtures.has(fixtureKey(free[i].name, free[j].name))) return [free[i], free[j]];
      }
    }
    return null;
  }

  /** Fixtures for today and tomorrow (IST), and at least a couple still to come today. */
  private ensureCalendar(): void {
    const today = istDayStart(this.nowMs);
    for (const day of [today, today + DAY_MS]) {
      if (this.plannedDays.has(day)) continue;
      this.plannedDays.add(day);
      for (const sport of FEED_SPORTS) {
        const { fixturesPerDay, hours } = PROFILES[sport];
        const slots = new Set<number>();
        for (let i = 0; i < fixturesPerDay; i++) {
          const minutes = Math.round(this.rng.between(hours[0] * 60, hours[1] * 60) / 5) * 5;
          slots.add(day + minutes * 60_000);
        }
        for (const startsAt of [...slots].sort((a, b) => a - b)) {
          if (startsAt > this.nowMs + 10 * 60_000) this.addUpcoming(sport, startsAt);
        }
      }
    }
    for (const day of [...this.plannedDays]) if (day < today) this.plannedDays.delete(day);
    const tomorrow = today + DAY_MS;
    const timeLeft = tomorrow - this.nowMs;
    if (timeLeft < 15 * 60_000) return;
    for (const sport of FEED_SPORTS) {
      const upcomingToday = [...this.events.values()].filter(
        (e) => e.event.sportId === sport && e.event.status === 'upcoming' && e.event.startsAt < tomorrow,
      ).length;
      for (let i = upcomingToday; i < MIN_TODAY_UPCOMING; i++) {
        const minutes = Math.floor(this.rng.between(5, timeLeft / 60_000 - 5));
        this.addUpcoming(sport, Math.floor(this.nowMs / 60_000) * 60_000 + minutes * 60_000);
      }
    }
  }

  private addUpcoming(sport: FeedSportId, startsAt: number): void {
    const ev = this.createEvent(sport, startsAt, true);
    if (!ev) return;
    ev.refresh(this.nowMs, this.rng, 'reprice');
    this.events.set(ev.event.id, ev);
  }
}

/** The same two sides in either order. */
function fixtureKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
