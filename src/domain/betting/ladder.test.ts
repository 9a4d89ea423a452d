import { LADDER, isOnLadder, priceAt, stepPrice, tickAtOrBelow, MAX_TICK } from './ladder';

test('the ladder runs from 1.01 to 1000 in the Betfair steps', () => {
  expect(LADDER[0]).toBe(1.01);
  expect(LADDER[MAX_TICK]).toBe(1000);
  expect(LADDER.slice(0, 3)).toEqual([1.01, 1.02, 1.03]);
  expect(LADDER).toContain(1.99);
  expect(LADDER).toContain(2.02);
  expect(LADDER).not.toContain(2.01);
  expect(LADDER).toContain(3.05);
  expect(LADDER).not.toContain(3.02);
  expect(LADDER).toContain(5.9);
  expect(LADDER).toContain(9.8);
  expect(LADDER).toContain(19.5);
  expect(LADDER).toContain(29);
  expect(LADDER).toContain(48);
  expect(LADDER).not.toContain(49);
  expect(LADDER).toContain(95);
  expect(LADDER).toContain(990);
  expect(LADDER).not.toContain(995);
  // Strictly increasing, no duplicates at band edges.
  for (let i = 1; i < LADDER.length; i++) expect(LADDER[i]).toBeGreaterThan(LADDER[i - 1]);
  expect(LADDER.length).toBe(350);
});

test('prices round down onto the ladder and clamp at its ends', () => {
  expect(priceAt(tickAtOrBelow(2.013))).toBe(2);
  expect(priceAt(tickAtOrBelow(3.07))).toBe(3.05);
  expect(priceAt(tickAtOrBelow(1.5))).toBe(1.5);
  expect(priceAt(tickAtOrBelow(1.0))).toBe(1.01);
  expect(priceAt(tickAtOrBelow(5000))).toBe(1000);
  expect(priceAt(-4)).toBe(1.01);
  expect(isOnLadder(1.57)).toBe(true);
  expect(isOnLadder(1.575)).toBe(false);
});

test('a price steps along the ladder: across a band edge, snapped when off the ladder, held at the ends', () => {
  expect(stepPrice(1.99, 1)).toBe(2);
  expect(stepPrice(2, 1)).toBe(2.02);
  expect(stepPrice(2.02, -1)).toBe(2);
  expect(stepPrice(2, -1)).toBe(1.99);
  expect(stepPrice(2.03, 1)).toBe(2.04); // 2.03 is between 2.02 and 2.04
  expect(stepPrice(2.03, -1)).toBe(2.02);
  expect(stepPrice(2.03, 0)).toBe(2.02);
  expect(stepPrice(1.01, -1)).toBe(1.01);
  expect(stepPrice(1000, 1)).toBe(1000);
});
