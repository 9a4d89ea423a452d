import { priceReached } from './ownPrice';

test('a back is reached when the best back is at least the asked price; a lay when the best lay is at most it', () => {
  expect(priceReached('back', 2.5, 2.5)).toBe(true);
  expect(priceReached('back', 2.5, 2.52)).toBe(true);
  expect(priceReached('back', 2.5, 2.48)).toBe(false);
  expect(priceReached('lay', 2.5, 2.5)).toBe(true);
  expect(priceReached('lay', 2.5, 2.48)).toBe(true);
  expect(priceReached('lay', 2.5, 2.52)).toBe(false);
  expect(priceReached('back', 2.5, undefined)).toBe(false);
  expect(priceReached('lay', 2.5, 0)).toBe(false);
});
