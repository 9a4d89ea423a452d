// The arithmetic behind cricket prices: what a side scores per ball and how often it loses a wicket,
// how many balls it is likely to face, and from there the chance that a chase succeeds.
import { normalish } from './model';

export type Outcome = '0' | '1' | '2' | '3' | '4' | '6' | 'W' | 'wd';

export interface Strength {
  weights: Array<readonly [Outcome, number]>;
  /** Expected runs per legal ball and wicket chance per legal ball. */
  rpb: number;
  pw: number;
}

export function strength(batting: number, bowling: number): Strength {
  const weights: Array<readonly [Outcome, number]> = [
    ['0', 0.34],
    ['1', 0.36],
    ['2', 0.08],
    ['3', 0.01],
    ['4', 0.11 * batting],
    ['6', 0.05 * batting],
    ['W', 0.05 * bowling],
    ['wd', 0.03],
  ];
  const legal = weights.filter(([o]) => o !== 'wd');
  const legalTotal = legal.reduce((s, [, w]) => s + w, 0);
  const runsPerLegal = legal.reduce((s, [o, w]) => s + (o === 'W' ? 0 : Number(o)) * w, 0) / legalTotal;
  const widesPerLegal = 0.03 / legalTotal;
  return { weights, rpb: runsPerLegal + widesPerLegal, pw: (0.05 * bowling) / legalTotal };
}

/** Balls actually likely to be faced: the smaller of balls left and balls until all out, smoothly. */
export function effectiveBalls(ballsLeft: number, wicketsLeft: number, pw: number): number {
  if (ballsLeft <= 0 || wicketsLeft <= 0) return 0;
  const untilAllOut = wicketsLeft / pw;
  return Math.pow(Math.pow(ballsLeft, -4) + Math.pow(untilAllOut, -4), -0.25);
}

export interface InningsState {
  runs: number;
  wickets: number;
  ballsLeft: number;
}

/**
 * Chance that the side batting second wins, and (Test) that it is bowled out. Before and during
 * the first innings the target is the projected first-innings total, with its own uncertainty.
 */
export function chaseChances(input: {
  test: boolean;
  first: Strength;
  second: Strength;
  firstInnings: InningsState | undefined;
  secondInnings: InningsState | undefined;
}): { pChase: number; pAllOut: number } {
  const { test, first, second } = input;
  let need: number;
  let ballsLeft = test ? 180 : 120;
  let wicketsLeft = 10;
  let extraVariance = 0;
  if (input.secondInnings) {
    const inn = input.secondInnings;
    need = (input.firstInnings?.runs ?? 0) + 1 - inn.runs;
    ballsLeft = inn.ballsLeft;
    wicketsLeft = 10 - inn.wickets;
  } else {
    const inn = input.firstInnings;
    const balls1 = inn ? inn.ballsLeft : test ? 240 : 120;
    const eff1 = effectiveBalls(balls1, inn ? 10 - inn.wickets : 10, first.pw);
    need = (inn?.runs ?? 0) + first.rpb * eff1 + 1;
    extraVariance = Math.pow(Math.sqrt(eff1) * 1.4 + 3, 2);
  }
  if (need <= 0) return { pChase: 1, pAllOut: 0 };
  const eff = effectiveBalls(ballsLeft, wicketsLeft, second.pw);
  if (eff <= 0) return { pChase: 0, pAllOut: wicketsLeft <= 0 ? 1 : 0 };
  const sd = Math.sqrt(Math.pow(Math.sqrt(eff) * 1.4 + 3, 2) + extraVariance);
  const pChase = normalish((second.rpb * eff - need + 0.5) / sd);
  const expectedWickets = ballsLeft * second.pw;
  const pAllOut = normalish((expectedWickets - wicketsLeft + 0.5) / Math.sqrt(expectedWickets + 0.25));
  return { pChase, pAllOut };
}
