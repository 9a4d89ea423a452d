// The real greyhound race the Betfair tests and the racing journey replay (fixtures/1.197931750,
// Sheffield 19th Apr): its identities and its ladders, read straight from the file.
import fs from 'node:fs';
import path from 'node:path';

export const FIXTURES = path.join(__dirname, '..', 'fixtures');
export const RACE_FILE = path.join(FIXTURES, '1.197931750');
export const MARKET = '1.197931750';
export const RACE = 197931750;
export const FAVOURITE = 39823721; // 6. Coolavanny Galiv, a LOSER in the file
export const WINNER = 37947503; // 2. Sandwood Jet
export const GBP_INR = 100;
export const RACE_SERIES = 31389771;
/** The race's runners as the catalogue names them, in trap order. */
export const RUNNER_NAMES = [
  '1. Paradise Mission',
  '2. Sandwood Jet',
  '3. Kirabilly Kathy',
  '4. Gurtnacrehyblake',
  '5. Castlehill Jil',
  '6. Coolavanny Galiv',
];
export const raceLines = fs.readFileSync(RACE_FILE, 'utf8').split('\n').filter(Boolean);
/** The line before the off: the market suspends at line 165 of the file. */
export const LINES_BEFORE_THE_OFF = 164;

export type Ladder = Array<[number, number]>;

/** The runner's virtual back and lay ladders after the first `count` lines, read straight from the file. */
export function fileLadder(count: number, selectionId: number): { back: Ladder; lay: Ladder } {
  const back = new Map<number, [number, number]>();
  const lay = new Map<number, [number, number]>();
  const apply = (side: Map<number, [number, number]>, levels: Array<[number, number, number]> | undefined) => {
    for (const [level, price, size] of levels ?? []) {
      if (size === 0) side.delete(level);
      else side.set(level, [price, size]);
    }
  };
  for (const line of raceLines.slice(0, count)) {
    for (const mc of JSON.parse(line).mc ?? []) {
      for (const rc of mc.rc ?? []) {
        if (rc.id !== selectionId) continue;
        apply(back, rc.bdatb);
        apply(lay, rc.bdatl);
      }
    }
  }
  const top = (m: Map<number, [number, number]>) =>
    [...m.entries()]
      .sort((a, b) => a[0] - b[0])
      .slice(0, 3)
      .map(([, ps]) => ps);
  return { back: top(back), lay: top(lay) };
}
