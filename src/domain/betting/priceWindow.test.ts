import { MSG } from '../messages';
import { withPriceWindowReason } from './priceWindow';

it("puts the market's window under the spec's refusal for a price outside it", () => {
  expect(withPriceWindowReason(MSG.notAbleToBet, 'Matchodds', 3.05)).toBe(
    'You are not able to place bets..\nBetting is open for prices 1.01 to 3 on this market',
  );
  expect(withPriceWindowReason(MSG.notAbleToBet, 'Matchodds', 1)).toBe(
    'You are not able to place bets..\nBetting is open for prices 1.01 to 3 on this market',
  );
  expect(withPriceWindowReason(MSG.notAbleToBet, 'BookMaker', 1)).toBe(
    'You are not able to place bets..\nBetting is open for rates from 1.01 on this market',
  );
});

it('leaves other refusals and allowed prices alone', () => {
  expect(withPriceWindowReason(MSG.notAbleToBet, 'Matchodds', 3)).toBe(MSG.notAbleToBet);
  expect(withPriceWindowReason(MSG.ballRunning, 'Fancy', 52)).toBe(MSG.ballRunning);
  expect(withPriceWindowReason(null, 'Matchodds', 3.05)).toBeNull();
});

test('the operator\u2019s window of the game is the one explained', () => {
  const window = { min: 1.5, max: 4 };
  expect(withPriceWindowReason(MSG.notAbleToBet, 'Matchodds', 4.2, window)).toBe(
    'You are not able to place bets..\nBetting is open for prices 1.5 to 4 on this market',
  );
  expect(withPriceWindowReason(MSG.notAbleToBet, 'Matchodds', 3.5, window)).toBe(MSG.notAbleToBet);
});
