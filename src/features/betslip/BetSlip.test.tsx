// The slip as a player uses it: what it shows for back, lay, bookmaker and fancy prices, the profit
// preview of spec §4, quick stakes, Reset, the Set Button Value popup, and a bet through Submit with
// the loading overlay until it is placed.
import { act, screen, within } from '@testing-library/react';
import { MSG } from '../../domain/messages';
import { makeOdds } from '../../testing/sportsFixtures';
import { sportsApi } from '../sports';
import { BetSlip } from './BetSlip';
import { slipOpened } from './betslipSlice';
import { BACK_INDIA, EVENT, NO_SESSION, ODDS_ARGS, bettingServer, decrypted, paths, fakeTimersAtNow } from '../../testing/betFixtures';
import type { SaveBetPayload } from '../../domain/contract/bets';
import { renderBetting } from '../../testing/renderBetting';

fakeTimersAtNow();

function openSlip(payload = BACK_INDIA) {
  const world = { odds: makeOdds(), expo: { FinalExpo: -100, mainBalanceafterExpo: 99900 }, rows: [], betStartMinutes: 60 };
  const server = bettingServer(world);
  const view = renderBetting(<BetSlip />);
  act(() => {
    view.store.dispatch(sportsApi.endpoints.checkGetMatchOdds.initiate(ODDS_ARGS));
    view.store.dispatch(slipOpened(payload));
  });
  return { ...view, server };
}

const preview = () =>
  within(screen.getByLabelText('Profit preview'))
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

test('says how to start a bet until a price is tapped', () => {
  bettingServer({ odds: makeOdds(), expo: { FinalExpo: 0, mainBalanceafterExpo: 0 }, rows: [], betStartMinutes: 60 });
  renderBetting(<BetSlip />);
  expect(screen.getByText('Click a Back or Lay price to start a bet.')).toBeInTheDocument();
});

test("a back slip: bet for, odds, quick stakes from the player's buttons, profit and loss, Reset", async () => {
  const { user } = openSlip();
  const slip = screen.getByRole('form', { name: 'Back slip' });
  expect(slip).toHaveTextContent('India');
  expect(within(slip).getByLabelText('Odds')).toHaveTextContent('1.85');
  const stakes = within(await screen.findByRole('group', { name: 'Quick stakes' })).findAllByRole('button');
  expect((await stakes).map((b) => b.textContent)).toEqual(['50', '200', '300', '400', '500', '600', '1k', '5k', '10k', '25k']);

  await user.click(screen.getByRole('button', { name: '1k' }));
  expect(screen.getByLabelText('Stake')).toHaveValue('1000');
  expect(preview()).toEqual(['₹850.00', '-₹1,000.00']);

  await user.clear(screen.getByLabelText('Stake'));
  await user.type(screen.getByLabelText('Stake'), '1a2.5');
  expect(screen.getByLabelText('Stake')).toHaveValue('125');
  expect(preview()).toEqual(['₹106.25', '-₹125.00']);

  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByLabelText('Stake')).toHaveValue('');
  expect(preview()).toEqual(['₹0.00', '₹0.00']);
});

test.each([
  ['lay at 2.14', { ...BACK_INDIA, side: 'lay' as const, price: 2.14, runnerName: 'Australia' }, 'Lay slip', ['₹100.00', '-₹114.00']],
  [
    'bookmaker back at 45',
    { ...BACK_INDIA, marketKind: 'BookMaker' as const, marketId: '2.1000042', selectionId: 11, price: 45 },
    'Back slip',
    ['₹45.00', '-₹100.00'],
  ],
  ['fancy No 52 at rate 100', NO_SESSION, 'No slip', ['₹100.00', '-₹100.00']],
  ['fancy Yes 54 at rate 90', { ...NO_SESSION, side: 'back' as const, price: 54, size: 90 }, 'Yes slip', ['₹90.00', '-₹100.00']],
])('profit preview of a %s (stake 100)', async (_name, payload, slipName, expected) => {
  const { user } = openSlip(payload);
  expect(screen.getByRole('form', { name: slipName })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Stake'), '100');
  expect(preview()).toEqual(expected);
});

test('Edit opens Set Button Value with the ten pairs; Update saves them and closes it', async () => {
  const { user, server, messages } = openSlip();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const popup = await screen.findByRole('dialog', { name: 'Set Button Value' });
  await within(popup).findByLabelText('Price Label 1');
  expect(within(popup).getAllByRole('textbox')).toHaveLength(20);
  expect(within(popup).getByLabelText('Price Value 10')).toHaveValue('25000');

  await user.clear(within(popup).getByLabelText('Price Label 7'));
  await user.type(within(popup).getByLabelText('Price Label 7'), '2k');
  await user.clear(within(popup).getByLabelText('Price Value 7'));
  await user.type(within(popup).getByLabelText('Price Value 7'), '2000');
  await user.clear(within(popup).getByLabelText('Price Value 2'));
  await user.click(within(popup).getByRole('button', { name: 'Update' }));
  expect(within(popup).getByRole('alert')).toHaveTextContent(MSG.fillAllInputFields);
  expect(server.callsTo(paths.saveButtons)).toHaveLength(0);

  await user.type(within(popup).getByLabelText('Price Value 2'), '250');
  await user.click(within(popup).getByRole('button', { name: 'Update' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  const [saved] = server.callsTo(paths.saveButtons).map((c) => c.body as Array<{ label: string; value: number }>);
  expect(saved).toHaveLength(10);
  expect(saved[1]).toEqual({ label: '200', value: 250 });
  expect(saved[6]).toEqual({ label: '2k', value: 2000 });
  expect(messages()).toEqual([MSG.updateSuccess]);
  expect(screen.queryByRole('dialog', { name: 'Set Button Value' })).not.toBeInTheDocument();
});

test('Submit: the overlay shows while the bet is placed, then the slip closes with Bet Placed Successfully', async () => {
  const { user, server, messages } = openSlip();
  await user.click(await screen.findByRole('button', { name: '500' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Placing your bet…')).toBeVisible();
  await act(() => jest.advanceTimersByTimeAsync(6000));
  expect(server.callsTo(paths.update)).toHaveLength(1);
  expect(messages()).toEqual([MSG.betPlaced]);
  expect(screen.queryByText('Placing your bet…')).not.toBeInTheDocument();
  expect(screen.getByText('Click a Back or Lay price to start a bet.')).toBeInTheDocument();
});

test('a refused stake is shown on the slip too, and the slip stays open', async () => {
  const { user, messages } = openSlip({ ...BACK_INDIA, event: EVENT });
  await user.type(screen.getByLabelText('Stake'), '1');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(messages()).toEqual([MSG.stakeBetween(100, 25000)]);
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.stakeBetween(100, 25000));
  expect(screen.getByRole('form', { name: 'Back slip' })).toBeInTheDocument();
});

test('a cash-out slip carries the hedge to the paisa: the stake box accepts it and Submit sends it', async () => {
  const { user, server, messages } = openSlip({ ...BACK_INDIA, stake: 237.7, cashout: true, cashoutValue: -9.71 } as typeof BACK_INDIA);
  const stake = screen.getByLabelText('Stake');
  expect(stake).toHaveValue('237.7');
  // The browser's own check: a pattern of digits only would block Submit ('Please match the requested format.').
  expect(stake).toBeValid();
  expect(screen.getByLabelText('Cash out')).toHaveTextContent('-₹9.71 whichever runner wins');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await act(() => jest.advanceTimersByTimeAsync(6000));
  const [save] = server.callsTo(paths.save);
  expect(decrypted<SaveBetPayload>(save.body).AmountStake).toBe(237.7);
  expect(messages()).toEqual([MSG.betPlaced]);
});

test('a slip opened by a tap keeps whole rupees: a typed point is dropped', async () => {
  const { user } = openSlip();
  await user.type(screen.getByLabelText('Stake'), '237.7');
  expect(screen.getByLabelText('Stake')).toHaveValue('2377');
  expect(screen.getByLabelText('Stake')).toBeValid();
});

test("quick stakes below the market's minimum are off, and the slip says the minimum", async () => {
  openSlip();
  const stakes = within(await screen.findByRole('group', { name: 'Quick stakes' }));
  expect(await stakes.findByRole('button', { name: '50' })).toBeDisabled();
  expect(stakes.getByRole('button', { name: '50' })).toHaveAccessibleDescription('Minimum stake ₹100');
  expect(stakes.getByRole('button', { name: '200' })).toBeEnabled();
  expect(screen.getByText('Minimum stake ₹100')).toBeVisible();
});

test('offline: the price is marked stale and Submit is off until the connection is back', async () => {
  openSlip();
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(screen.getByLabelText('Live price')).toHaveTextContent('stale: offline, last price seen');
  // The slip can still be closed.
  expect(screen.getByRole('button', { name: 'Close slip' })).toBeEnabled();
  online.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(screen.getByLabelText('Live price')).not.toHaveTextContent('stale');
});

test('your own price: the odds step on the Betfair ladder, and a back above the market is saved to wait unmatched', async () => {
  const world = { odds: makeOdds(), expo: { FinalExpo: -100, mainBalanceafterExpo: 99900 }, rows: [], betStartMinutes: 60 };
  const server = bettingServer(world, {
    [paths.update]: { body: { isSuccess: true, message: MSG.betUnmatched, unmatched: true } },
  });
  const view = renderBetting(<BetSlip />);
  act(() => {
    view.store.dispatch(sportsApi.endpoints.checkGetMatchOdds.initiate(ODDS_ARGS));
    view.store.dispatch(slipOpened(BACK_INDIA));
  });
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'Higher odds' }));
  await user.click(screen.getByRole('button', { name: 'Higher odds' }));
  expect(screen.getByLabelText('Odds')).toHaveTextContent('1.87');
  expect(await screen.findByLabelText('Own price')).toHaveTextContent('Not on offer yet: your bet will wait unmatched for 1.87');
  await user.click(await screen.findByRole('button', { name: '500' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await act(() => jest.advanceTimersByTimeAsync(6000));
  const saved = decrypted<SaveBetPayload>(server.callsTo(paths.save)[0].body);
  expect(saved).toMatchObject({ OddsRequest: 1.87, AmountStake: 500, KeepUnmatched: true });
  expect(decrypted<{ keepUnmatched?: boolean; oddsRequest: number }>(server.callsTo(paths.update)[0].body)).toMatchObject({
    keepUnmatched: true,
    oddsRequest: 1.87,
  });
  expect(view.messages()).toEqual([MSG.betUnmatched]);
  // Resting, not failed: it is not deleted, and the slip closes.
  expect(server.callsTo(paths.remove)).toHaveLength(0);
  expect(screen.getByText('Click a Back or Lay price to start a bet.')).toBeInTheDocument();
});
