// A pending (unmatched) bet counts only where it loses: it may still be dropped.
import { totalExposurePaise } from './exposure';
import type { OpenBet } from './types';

const back: OpenBet = { marketKind: 'Matchodds', marketId: '1.1', selectionId: 1, side: 'back', price: 2, stake: 1000 };
const layHedge: OpenBet = { ...back, side: 'lay', price: 2.02 };
const runners = () => [1, 2];

test('a matched hedge lowers the exposure; the same hedge pending does not', () => {
  expect(totalExposurePaise([back, layHedge], runners)).toBe(2_000);
  expect(totalExposurePaise([back, { ...layHedge, pending: true }], runners)).toBe(100_000);
});

test('a pending bet on its own costs what it can lose', () => {
  expect(totalExposurePaise([{ ...back, pending: true }], runners)).toBe(100_000);
  expect(totalExposurePaise([{ ...layHedge, pending: true }], runners)).toBe(102_000);
});

test('fancy: YES 150 matched + NO 155 pending is the spec example 2000; both pending is 3000', () => {
  const yes: OpenBet = { marketKind: 'Fancy', marketId: '3.1', selectionId: 7, side: 'back', price: 150, rate: 100, stake: 1000 };
  const no: OpenBet = { ...yes, side: 'lay', price: 155, stake: 3000 };
  expect(totalExposurePaise([yes, no])).toBe(200_000);
  expect(totalExposurePaise([yes, { ...no, pending: true }])).toBe(200_000);
  expect(
    totalExposurePaise([
      { ...yes, pending: true },
      { ...no, pending: true },
    ]),
  ).toBe(300_000);
});
