// Cricket pricing arithmetic: sensible totals, and chase chances that move the way a match does.
import { chaseChances, effectiveBalls, strength } from './cricketMaths';

const even = strength(1, 1);

test('an average side scores T20-like totals and loses about six wickets an innings', () => {
  expect(even.rpb * 120).toBeGreaterThan(140);
  expect(even.rpb * 120).toBeLessThan(180);
  expect(even.pw * 120).toBeGreaterThan(4.5);
  expect(even.pw * 120).toBeLessThan(7.5);
  // With wickets in hand a side bats out its overs; with one left, not for long.
  expect(effectiveBalls(120, 10, even.pw)).toBeGreaterThan(110);
  expect(effectiveBalls(120, 1, even.pw)).toBeLessThan(25);
  expect(effectiveBalls(0, 10, even.pw)).toBe(0);
});

test('chase chances: more runs needed or wickets lost lowers them, target reached is certain', () => {
  const chase = (runs: number, wickets: number, ballsLeft: number) =>
    chaseChances({
      test: false,
      first: even,
      second: even,
      firstInnings: { runs: 160, wickets: 7, ballsLeft: 0 },
      secondInnings: { runs, wickets, ballsLeft },
    }).pChase;
  expect(chase(100, 3, 48)).toBeGreaterThan(chase(80, 3, 48));
  expect(chase(100, 3, 48)).toBeGreaterThan(chase(100, 7, 48));
  expect(chase(161, 5, 10)).toBe(1);
  expect(chase(150, 10, 10)).toBe(0);
  const start = chaseChances({ test: false, first: even, second: even, firstInnings: undefined, secondInnings: undefined }).pChase;
  expect(start).toBeGreaterThan(0.35);
  expect(start).toBeLessThan(0.65);
});
