// The event lists' price columns (spec §2: 1 / X / 2) and the match-odds runner each stands for, as the
// server builds a list row from the market (server/feed/present.ts): 1 is the first runner (home), X
// the draw (the middle runner of a three-runner market), 2 the last runner (away).
export type ListColumn = '1' | 'X' | '2';

/** The runner's index in the market's runners, or undefined when the market has no such runner. */
export function listRunnerIndex(column: ListColumn, runnerCount: number): number | undefined {
  if (column === '1') return runnerCount >= 1 ? 0 : undefined;
  if (column === 'X') return runnerCount === 3 ? 1 : undefined;
  return runnerCount >= 2 ? runnerCount - 1 : undefined;
}
