// Each write is written once: its guarded form is its plain form with the freshness gate added, and
// nothing else (the behaviour of both is tested through the app in ../cachedBets.test.ts).
import { BOOK, DROP, FRESHNESS_PARAMS, MATCH } from './statements';
import { must } from '../../../test/must';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test.each([
  ['book', BOOK],
  ['match', MATCH],
  ['drop', DROP],
] as const)('%s: the guarded form is the plain one behind the gate', (name, write) => {
  expect(write.plain.name).toBe(`bets.${name}`);
  expect(write.guarded.name).toBe(`bets.${name}.guarded`);
  const guarded = squash(write.guarded.text);
  const gate = must(guarded.match(/^WITH fresh AS \((.*?FOR UPDATE OF w)\),/), 'the freshness gate at the start of the guarded form');
  // The gate reads the user (one of the write's own parameters) and the five freshness values,
  // numbered after the write's own.
  const own = Math.max(...[...squash(write.plain.text).matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  const numbers = [...gate[1].matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
  expect(new Set(numbers.filter((n) => n > own))).toEqual(new Set(Array.from({ length: FRESHNESS_PARAMS }, (_, i) => own + 1 + i)));
  expect(numbers.filter((n) => n <= own)).toHaveLength(1);
  const ungated = guarded
    .replace(gate[0], 'WITH')
    .replace(' AND EXISTS (SELECT 1 FROM fresh)', '')
    .replace(' WHERE EXISTS (SELECT 1 FROM fresh)', '');
  expect(squash(ungated)).toBe(squash(write.plain.text));
});
