// Best-of-three tennis, point by point, with tie-breaks at 6-6. Prices follow a smooth function of
// sets, games and points (the leader's chance grows as a set nears its end).
import type { TennisScore } from '../../../src/domain/contract/sports';
import type { Team } from './names';
import { revive, type FancySessionState, type Happening, type MatchModel, type ModelState } from './model';
import type { Random } from './random';

const POINT_MS = 45_000;
const POINT_NAMES = ['0', '15', '30', '40'];

export class TennisModel implements MatchModel {
  private readonly serve: [number, number];
  private readonly sets: Array<[number, number]> = [];
  private points: [number, number] = [0, 0];
  private server: 0 | 1;
  private sincePoint = 0;
  private started = false;
  private winnerIndex: 0 | 1 | null = null;
  readonly ballRunning = false;

  constructor(
    private readonly players: [Team, Team],
    rng: Random,
  ) {
    this.serve = [rng.between(0.57, 0.7), rng.between(0.57, 0.7)];
    this.server = rng.chance(0.5) ? 0 : 1;
  }

  get finished(): boolean {
    return this.winnerIndex !== null;
  }

  step(ms: number, rng: Random): Happening[] {
    if (!this.started) {
      this.started = true;
      this.sets.push([0, 0]);
    }
    const out: Happening[] = [];
    let left = ms;
    while (left > 0 && !this.finished) {
      const toPoint = POINT_MS - this.sincePoint;
      if (left < toPoint) {
        this.sincePoint += left;
        break;
      }
      left -= toPoint;
      this.sincePoint = 0;
      this.playPoint(rng);
      out.push({ kind: 'moved' });
    }
    return out;
  }

  private games(): [number, number] {
    return this.sets[this.sets.length - 1];
  }

  private inTiebreak(): boolean {
    const [a, b] = this.games();
    return a === 6 && b === 6;
  }

  private playPoint(rng: Random): void {
    const serverWins = rng.chance(this.serve[this.server]);
    const winner = (serverWins ? this.server : 1 - this.server) as 0 | 1;
    this.points[winner] += 1;
    const [a, b] = this.points;
    const tiebreak = this.inTiebreak();
    const need = tiebreak ? 7 : 4;
    if (Math.max(a, b) >= need && Math.abs(a - b) >= 2) {
      this.winGame(winner);
    } else if (tiebreak && (a + b) % 2 === 1) {
      // In a tie-break the serve changes after the first point, then every two points.
      this.server = (1 - this.server) as 0 | 1;
    }
  }

  private winGame(winner: 0 | 1): void {
    const wasTiebreak = this.inTiebreak();
    this.points = [0, 0];
    const games = this.games();
    games[winner] += 1;
    if (!wasTiebreak) this.server = (1 - this.server) as 0 | 1;
    const [a, b] = games;
    const setWon = (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2) || Math.max(a, b) === 7;
    if (!setWon) return;
    const setsWon = this.sets.filter(([x, y]) => (winner === 0 ? x > y : y > x)).length;
    if (setsWon === 2) this.winnerIndex = winner;
    else this.sets.push([0, 0]);
  }

  probabilities(): number[] {
    if (this.winnerIndex !== null) return this.winnerIndex === 0 ? [1, 0] : [0, 1];
    const skill = (this.serve[0] - this.serve[1]) * 8;
    if (!this.started) return logisticPair(skill);
    const completed = this.sets.slice(0, -1);
    const setsDiff = completed.filter(([x, y]) => x > y).length - completed.filter(([x, y]) => y > x).length;
    const [ga, gb] = this.games();
    const gameTerm = 0.35 * (ga - gb) * (1 + Math.max(ga, gb) / 5);
    // Holding serve is expected: being a point up on the other's serve matters more.
    const pointTerm = 0.08 * (this.points[0] - this.points[1]) + (this.server === 0 ? 0.05 : -0.05);
    return logisticPair(skill + 1.6 * setsDiff + gameTerm + pointTerm);
  }

  winner(): number {
    return this.winnerIndex ?? 0;
  }

  score(): TennisScore {
    const tiebreak = this.sets.length > 0 && this.inTiebreak();
    const [a, b] = this.points;
    let points: [string, string];
    if (tiebreak) points = [String(a), String(b)];
    else if (a >= 3 && b >= 3) points = a === b ? ['40', '40'] : a > b ? ['AD', '40'] : ['40', 'AD'];
    else points = [POINT_NAMES[a], POINT_NAMES[b]];
    return {
      sport: 'tennis',
      players: [this.players[0].name, this.players[1].name],
      sets: this.sets.map(([x, y]) => [x, y]),
      points,
      server: this.server,
    };
  }

  statusText(): string {
    if (!this.started) return 'Yet to start';
    if (this.winnerIndex !== null) {
      const sets = this.sets.map(([x, y]) => (this.winnerIndex === 0 ? `${x}-${y}` : `${y}-${x}`)).join(' ');
      return `${this.players[this.winnerIndex].name} won ${sets}`;
    }
    return `Set ${this.sets.length}, ${this.players[this.server].name} serving${this.inTiebreak() ? ' (tie-break)' : ''}`;
  }

  sessions(): FancySessionState[] {
    return [];
  }

  toState(): ModelState {
    return {
      sport: 'tennis',
      players: this.players,
      serve: this.serve,
      sets: this.sets,
      points: this.points,
      server: this.server,
      sincePoint: this.sincePoint,
      started: this.started,
      winnerIndex: this.winnerIndex,
      ballRunning: false,
    };
  }

  static fromState(state: ModelState): TennisModel {
    const { sport: _sport, ...fields } = state;
    return revive(TennisModel, fields);
  }
}

function logisticPair(x: number): number[] {
  const p = 1 / (1 + Math.exp(-x));
  return [p, 1 - p];
}
