// Ninety minutes of football with added time and a half-time break. Goals arrive as Poisson
// processes; home, draw and away chances are exact Poisson sums over the goals still to come.
import type { FootballScore } from '../../../src/domain/contract/sports';
import type { Team } from './names';
import { normalise, revive, type FancySessionState, type Happening, type MatchModel, type ModelState } from './model';
import type { Random } from './random';

const MINUTE_MS = 60_000;
const HALF_TIME_MS = 15 * MINUTE_MS;
const MAX_GOALS = 10;

function poisson(lambda: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= MAX_GOALS; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

export class FootballModel implements MatchModel {
  /** Goals per 90 minutes for home and away. */
  private readonly rates: [number, number];
  private readonly added: [number, number];
  private readonly goals: [number, number] = [0, 0];
  /** Played time in the current half, and which half (0, 1) or the break between them. */
  private half: 0 | 'break' | 1 | 'over' = 0;
  private played = 0;
  private breakLeft = HALF_TIME_MS;
  private started = false;
  readonly ballRunning = false;

  constructor(
    private readonly teams: [Team, Team],
    rng: Random,
  ) {
    this.rates = [rng.between(1.1, 2.1), rng.between(0.7, 1.6)];
    this.added = [rng.int(1, 4), rng.int(2, 6)];
  }

  get finished(): boolean {
    return this.half === 'over';
  }

  step(ms: number, rng: Random): Happening[] {
    this.started = true;
    const out: Happening[] = [];
    let left = ms;
    while (left > 0 && this.half !== 'over') {
      if (this.half === 'break') {
        const used = Math.min(left, this.breakLeft);
        this.breakLeft -= used;
        left -= used;
        if (this.breakLeft <= 0) {
          this.half = 1;
          this.played = 0;
        }
        continue;
      }
      const halfLength = (45 + this.added[this.half]) * MINUTE_MS;
      // At most a minute at a time, so fast clocks still score minute by minute.
      const used = Math.min(left, MINUTE_MS, halfLength - this.played);
      for (const side of [0, 1] as const) {
        if (rng.chance((this.rates[side] * used) / (90 * MINUTE_MS))) {
          this.goals[side] += 1;
          out.push({ kind: 'suspend' }, { kind: 'moved' });
        }
      }
      // Each whole minute played re-prices (the clock runs down the draw); a goal does at once.
      if (Math.floor((this.played + used) / MINUTE_MS) > Math.floor(this.played / MINUTE_MS)) out.push({ kind: 'moved' });
      this.played += used;
      left -= used;
      if (this.played >= halfLength) this.half = this.half === 0 ? 'break' : 'over';
    }
    return out;
  }

  private minutesLeft(): number {
    if (this.half === 'over') return 0;
    if (this.half === 'break') return 45;
    const inHalf = Math.max(0, 45 - this.played / MINUTE_MS);
    return this.half === 0 ? inHalf + 45 : inHalf;
  }

  probabilities(): number[] {
    if (this.finished) {
      const w = this.winner();
      return [0, 1, 2].map((i) => (i === w ? 1 : 0));
    }
    const share = this.minutesLeft() / 90;
    const home = poisson(this.rates[0] * share);
    const away = poisson(this.rates[1] * share);
    let pHome = 0;
    let pDraw = 0;
    let pAway = 0;
    for (let h = 0; h <= MAX_GOALS; h++) {
      for (let a = 0; a <= MAX_GOALS; a++) {
        const p = home[h] * away[a];
        const diff = this.goals[0] + h - (this.goals[1] + a);
        if (diff > 0) pHome += p;
        else if (diff < 0) pAway += p;
        else pDraw += p;
      }
    }
    return normalise([pHome, pDraw, pAway]);
  }

  /** 0 home, 1 draw, 2 away. */
  winner(): number {
    const [h, a] = this.goals;
    return h > a ? 0 : h < a ? 2 : 1;
  }

  private minute(): number {
    if (!this.started) return 0;
    if (this.half === 'break') return 45;
    if (this.half === 'over') return 90 + this.added[1];
    return Math.floor(this.played / MINUTE_MS) + 1 + (this.half === 1 ? 45 : 0);
  }

  score(): FootballScore {
    return { sport: 'football', home: this.teams[0].name, away: this.teams[1].name, goals: [...this.goals], minute: this.minute() };
  }

  statusText(): string {
    if (!this.started) return 'Yet to start';
    if (this.half === 'break') return 'Half time';
    if (this.half === 'over') return 'Full time';
    const m = this.minute();
    const base = this.half === 0 ? 45 : 90;
    return m > base ? `${base}+${m - base}'` : `${m}'`;
  }

  sessions(): FancySessionState[] {
    return [];
  }

  toState(): ModelState {
    return {
      sport: 'football',
      teams: this.teams,
      rates: this.rates,
      added: this.added,
      goals: this.goals,
      half: this.half,
      played: this.played,
      breakLeft: this.breakLeft,
      started: this.started,
      ballRunning: false,
    };
  }

  static fromState(state: ModelState): FootballModel {
    const { sport: _sport, ...fields } = state;
    return revive(FootballModel, fields);
  }
}
