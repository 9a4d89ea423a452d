// What every sport's match model offers the simulator: it advances on match time, says what
// happened (so markets can be suspended and sessions settled), and turns the score into win chances.
import type { EventScore } from '../../../src/domain/contract/sports';
import type { Random } from './random';

export type Happening =
  /** Something that moves prices happened (a ball, a point, a goal, a minute of football). */
  | { kind: 'moved' }
  /** Markets suspend for a few ticks (wicket, goal). */
  | { kind: 'suspend' }
  /** A fancy session is decided. */
  | { kind: 'session'; key: string; runs: number }
  /** New fancy sessions open (an innings or a batter starts). */
  | { kind: 'sessionsOpen' };

export interface FancySessionState {
  /** Stable key within the event ('i0:o6', 'i1:w1', 'i0:b3'). */
  key: string;
  name: string;
  /** Expected runs at the session's end, as things stand. */
  projection: number;
}

export interface MatchModel {
  /** Advances by `ms` of match time. Prices are re-quoted only when it reports 'moved'. */
  step(ms: number, rng: Random): Happening[];
  readonly finished: boolean;
  /** Win probability per match-odds runner (home, [draw], away), summing to 1. */
  probabilities(): number[];
  /** Runner index (same order) that won; only when finished. */
  winner(): number;
  score(): EventScore;
  statusText(): string;
  /** Cricket: a delivery is in progress (bookmaker 'BALL RUNNING', fancy 'Ball Running'). */
  readonly ballRunning: boolean;
  /** Open fancy sessions (cricket only). */
  sessions(): FancySessionState[];
  /** Everything the model is, as JSON-able data: a new feed leader rebuilds it with restoreModel. */
  toState(): ModelState;
}

/** A model's whole state; `sport` says which model reads it back. */
export type ModelState = { sport: 'cricket' | 'tennis' | 'football' } & Record<string, unknown>;

/**
 * An instance of `type` holding exactly `fields`, without running its constructor (which would draw
 * new strengths from the random generator). Each model lists every field it has in its toState.
 */
export function revive<T extends object>(type: { prototype: T }, fields: Record<string, unknown>): T {
  return Object.assign(Object.create(type.prototype) as T, fields);
}

/** A smooth stand-in for the normal CDF (logistic with the matching slope), enough for pricing. */
export function normalish(x: number): number {
  return 1 / (1 + Math.exp(-1.702 * x));
}

export function normalise(values: number[]): number[] {
  const total = values.reduce((a, b) => a + b, 0);
  return values.map((v) => v / total);
}
