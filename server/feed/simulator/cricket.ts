// A limited-overs cricket match, ball by ball: T20 (two runners) or a Test-style fixture whose
// chase can run out of overs (three runners: home, The Draw, away). Fancy sessions follow the innings.
import type { CricketScore } from '../../../src/domain/contract/sports';
import { playerName, type Team } from './names';
import { normalise, revive, type FancySessionState, type Happening, type MatchModel, type ModelState } from './model';
import { chaseChances, effectiveBalls, strength, type Strength } from './cricketMaths';
import type { Random } from './random';

/** Feed time between two deliveries at FEED_SPEED 1: drawn per ball, as a real over is paced. */
export const BALL_GAP_MS: readonly [number, number] = [30_000, 45_000];
/** The end of each ball's cycle, from the run-up to the ball's outcome: the markets wait for it. */
export const BALL_RUNNING_MS = 4_000;
const MEAN_BALL_MS = (BALL_GAP_MS[0] + BALL_GAP_MS[1]) / 2;
const INNINGS_BREAK_MS = 10 * 60_000;
const RECENT_BALLS = 12;

interface Batter {
  index: number;
  runs: number;
  out: boolean;
}

interface Innings {
  team: 0 | 1;
  runs: number;
  wickets: number;
  /** Legal deliveries bowled. */
  balls: number;
  maxBalls: number;
  batters: Batter[];
  striker: number;
  nonStriker: number;
  nextBatter: number;
}

interface Session {
  key: string;
  name: string;
  innings: number;
  type: 'overs' | 'wicket' | 'batter';
  /** overs: the over at which it is decided; batter: the batter's index. */
  value: number;
}

export class CricketModel implements MatchModel {
  private readonly sides: [Team, Team];
  private readonly str: [Strength, Strength];
  private readonly innings: Innings[] = [];
  private readonly open = new Map<string, Session>();
  private readonly recent: string[] = [];
  private phase: 'waiting' | 'innings' | 'break' | 'finished' = 'waiting';
  private sinceBall = 0;
  /** Match time from the previous delivery to the next one (drawn when the previous one is bowled). */
  private ballGap: number;
  private breakLeft = 0;
  private tieWinner: 0 | 1 = 0;
  ballRunning = false;

  constructor(
    home: Team,
    away: Team,
    private readonly test: boolean,
    private readonly battingFirst: 0 | 1,
    rng: Random,
  ) {
    this.sides = [home, away];
    const bat = [rng.between(0.8, 1.3), rng.between(0.8, 1.3)];
    const bowl = [rng.between(0.8, 1.25), rng.between(0.8, 1.25)];
    // Team i bats against team 1-i's bowling.
    this.str = [strength(bat[0], bowl[1]), strength(bat[1], bowl[0])];
    this.tieWinner = rng.chance(0.5) ? 0 : 1;
    this.ballGap = this.drawGap(rng);
  }

  private drawGap(rng: Random): number {
    return Math.round(rng.between(BALL_GAP_MS[0], BALL_GAP_MS[1]) / 100) * 100;
  }

  get finished(): boolean {
    return this.phase === 'finished';
  }

  step(ms: number, rng: Random): Happening[] {
    const out: Happening[] = [];
    if (this.phase === 'waiting') this.startInnings(0, out);
    let left = ms;
    while (left > 0 && this.phase !== 'finished') {
      if (this.phase === 'break') {
        const used = Math.min(left, this.breakLeft);
        this.breakLeft -= used;
        left -= used;
        if (this.breakLeft <= 0) this.startInnings(1, out);
        continue;
      }
      const toBall = this.ballGap - this.sinceBall;
      if (left < toBall) {
        this.sinceBall += left;
        break;
      }
      left -= toBall;
      this.sinceBall = 0;
      this.ballGap = this.drawGap(rng);
      this.deliver(rng, out);
    }
    // A step longer than half a ball's cycle (a fast feed clock) cannot say where in the cycle it
    // stops: show ball running for the same share of steps instead.
    this.ballRunning =
      this.phase === 'innings' &&
      (ms >= BALL_GAP_MS[0] / 2 ? rng.chance(BALL_RUNNING_MS / MEAN_BALL_MS) : this.sinceBall >= this.ballGap - BALL_RUNNING_MS);
    return out;
  }

  private current(): Innings {
    return this.innings[this.innings.length - 1];
  }

  private startInnings(n: 0 | 1, out: Happening[]): void {
    const team = (n === 0 ? this.battingFirst : 1 - this.battingFirst) as 0 | 1;
    const maxBalls = this.test ? (n === 0 ? 240 : 180) : 120;
    const batters = Array.from({ length: 11 }, (_, index) => ({ index, runs: 0, out: false }));
    this.innings.push({ team, runs: 0, wickets: 0, balls: 0, maxBalls, batters, striker: 0, nonStriker: 1, nextBatter: 2 });
    this.phase = 'innings';
    this.sinceBall = 0;
    out.push({ kind: 'moved' });
    const code = this.sides[team].code;
    const overs = this.test ? [10, 20, 30, 40].filter((o) => o * 6 <= maxBalls) : [6, 10, 15, 20];
    for (const o of overs) this.openSession({ key: `i${n}:o${o}`, name: `${o} over runs ${code}`, innings: n, type: 'overs', value: o });
    this.openSession({ key: `i${n}:w1`, name: `Fall of 1st wkt ${code}`, innings: n, type: 'wicket', value: 1 });
    this.openBatterSession(0);
    this.openBatterSession(1);
    out.push({ kind: 'sessionsOpen' });
  }

  private openSession(session: Session): void {
    this.open.set(session.key, session);
  }

  private openBatterSession(batter: number): void {
    const n = this.innings.length - 1;
    const code = this.sides[this.current().team].code;
    this.openSession({ key: `i${n}:b${batter}`, name: `${playerName(code, batter)} runs`, innings: n, type: 'batter', value: batter });
  }

  private settle(key: string, runs: number, out: Happening[]): void {
    if (!this.open.delete(key)) return;
    out.push({ kind: 'session', key, runs });
  }

  private deliver(rng: Random, out: Happening[]): void {
    const inn = this.current();
    const n = this.innings.length - 1;
    const outcome = rng.weighted(this.str[inn.team].weights);
    // Every ball's outcome re-prices the markets; nothing else does.
    out.push({ kind: 'moved' });
    this.recent.push(outcome);
    if (this.recent.length > RECENT_BALLS) this.recent.shift();
    if (outcome === 'wd') {
      inn.runs += 1;
    } else if (outcome === 'W') {
      inn.balls += 1;
      inn.wickets += 1;
      const striker = inn.batters[inn.striker];
      striker.out = true;
      out.push({ kind: 'suspend' });
      if (inn.wickets === 1) this.settle(`i${n}:w1`, inn.runs, out);
      this.settle(`i${n}:b${striker.index}`, striker.runs, out);
      if (inn.wickets < 10) {
        inn.striker = inn.nextBatter++;
        this.openBatterSession(inn.striker);
        out.push({ kind: 'sessionsOpen' });
      }
    } else {
      const runs = Number(outcome);
      inn.balls += 1;
      inn.runs += runs;
      inn.batters[inn.striker].runs += runs;
      if (runs % 2 === 1) [inn.striker, inn.nonStriker] = [inn.nonStriker, inn.striker];
    }
    if (outcome !== 'wd' && inn.balls % 6 === 0) {
      [inn.striker, inn.nonStriker] = [inn.nonStriker, inn.striker];
      this.settle(`i${n}:o${inn.balls / 6}`, inn.runs, out);
    }
    const target = this.target();
    const chased = n === 1 && target !== null && inn.runs >= target;
    if (inn.wickets >= 10 || inn.balls >= inn.maxBalls || chased) this.endInnings(out);
  }

  private endInnings(out: Happening[]): void {
    const inn = this.current();
    const n = this.innings.length - 1;
    // Sessions not reached settle on the innings' final score (the innings is complete).
    for (const session of [...this.open.values()].filter((s) => s.innings === n)) {
      const runs = session.type === 'batter' ? inn.batters[session.value].runs : inn.runs;
      this.settle(session.key, runs, out);
    }
    if (n === 0) {
      this.phase = 'break';
      this.breakLeft = INNINGS_BREAK_MS;
    } else {
      this.phase = 'finished';
    }
  }

  private target(): number | null {
    return this.innings.length > 0 && (this.innings.length > 1 || this.phase !== 'innings') ? this.innings[0].runs + 1 : null;
  }

  /** Chance that the side batting second wins, and (Test) chance that it is bowled out. */
  private chase(): { pChase: number; pAllOut: number } {
    const first = this.innings[0];
    const second = this.innings[1];
    return chaseChances({
      test: this.test,
      first: this.str[this.battingFirst],
      second: this.str[(1 - this.battingFirst) as 0 | 1],
      firstInnings: first && { runs: first.runs, wickets: first.wickets, ballsLeft: first.maxBalls - first.balls },
      secondInnings: second && { runs: second.runs, wickets: second.wickets, ballsLeft: second.maxBalls - second.balls },
    });
  }

  probabilities(): number[] {
    if (this.finished) {
      const winner = this.winner();
      return this.runnerCount().map((_, i) => (i === winner ? 1 : 0));
    }
    const { pChase, pAllOut } = this.chase();
    const second = 1 - this.battingFirst;
    const pFirst = this.test ? (1 - pChase) * pAllOut : 1 - pChase;
    const byTeam = [0, 0];
    byTeam[second] = pChase;
    byTeam[this.battingFirst] = pFirst;
    if (!this.test) return normalise(byTeam);
    return normalise([byTeam[0], (1 - pChase) * (1 - pAllOut), byTeam[1]]);
  }

  private runnerCount(): number[] {
    return this.test ? [0, 1, 2] : [0, 1];
  }

  /** Runner index: 0 home, 1 away (T20); 0 home, 1 draw, 2 away (Test). */
  winner(): number {
    const [first, second] = this.innings;
    const toRunner = (team: 0 | 1) => (this.test && team === 1 ? 2 : team);
    if (second.runs > first.runs) return toRunner(second.team);
    if (second.runs < first.runs) {
      if (this.test && second.wickets < 10) return 1;
      return toRunner(first.team);
    }
    return this.test ? 1 : toRunner(this.tieWinner);
  }

  score(): CricketScore {
    return {
      sport: 'cricket',
      innings: this.innings.map((inn) => ({
        team: this.sides[inn.team].name,
        runs: inn.runs,
        wickets: inn.wickets,
        overs: `${Math.floor(inn.balls / 6)}.${inn.balls % 6}`,
      })),
      batting: this.phase === 'innings' ? this.innings.length - 1 : null,
      target: this.target(),
      recentBalls: [...this.recent],
    };
  }

  statusText(): string {
    const inn = this.innings[this.innings.length - 1];
    if (!inn) return 'Yet to start';
    const code = this.sides[inn.team].code;
    if (this.phase === 'break') return `Innings break: ${this.sides[1 - inn.team].code} need ${inn.runs + 1} runs to win`;
    if (this.phase === 'finished') {
      const winner = this.winner();
      if (this.test && winner === 1) return 'Match drawn';
      const winnerTeam = (this.test && winner === 2 ? 1 : winner) as 0 | 1;
      if (!this.test && this.innings[0].runs === this.innings[1].runs)
        return `Match tied: ${this.sides[winnerTeam].name} won the super over`;
      const [first, second] = this.innings;
      return winnerTeam === second.team
        ? `${this.sides[winnerTeam].name} won by ${10 - second.wickets} wickets`
        : `${this.sides[winnerTeam].name} won by ${first.runs - second.runs} runs`;
    }
    if (this.innings.length === 2) {
      const need = this.innings[0].runs + 1 - inn.runs;
      return `${code} need ${need} runs from ${inn.maxBalls - inn.balls} balls`;
    }
    const rate = inn.balls > 0 ? ((inn.runs * 6) / inn.balls).toFixed(2) : '0.00';
    return `${code} ${inn.runs}/${inn.wickets} (${Math.floor(inn.balls / 6)}.${inn.balls % 6} ov), CRR ${rate}`;
  }

  toState(): ModelState {
    return {
      sport: 'cricket',
      sides: this.sides,
      test: this.test,
      battingFirst: this.battingFirst,
      str: this.str,
      innings: this.innings,
      open: [...this.open.values()],
      recent: this.recent,
      phase: this.phase,
      sinceBall: this.sinceBall,
      ballGap: this.ballGap,
      breakLeft: this.breakLeft,
      tieWinner: this.tieWinner,
      ballRunning: this.ballRunning,
    };
  }

  static fromState(state: ModelState): CricketModel {
    const { sport: _sport, open, ...fields } = state;
    return revive(CricketModel, { ...fields, open: new Map((open as Session[]).map((s) => [s.key, s])) });
  }

  sessions(): FancySessionState[] {
    const inn = this.current();
    if (!inn || this.phase !== 'innings') {
      return [...this.open.values()].map((s) => ({ key: s.key, name: s.name, projection: 0 }));
    }
    const s = this.str[inn.team];
    const wicketsLeft = 10 - inn.wickets;
    return [...this.open.values()].map((session) => {
      let projection: number;
      if (session.type === 'overs') {
        const balls = Math.min(session.value * 6, inn.maxBalls) - inn.balls;
        projection = inn.runs + s.rpb * effectiveBalls(balls, wicketsLeft, s.pw);
      } else if (session.type === 'wicket') {
        projection = inn.runs + s.rpb * effectiveBalls(inn.maxBalls - inn.balls, 1, s.pw);
      } else {
        const batter = inn.batters[session.value];
        projection = batter.runs + 0.5 * s.rpb * effectiveBalls(inn.maxBalls - inn.balls, 1, s.pw);
      }
      return { key: session.key, name: session.name, projection };
    });
  }
}
