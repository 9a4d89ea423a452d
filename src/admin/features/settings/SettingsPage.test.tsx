// Settings: a sport's current values shown (delays, stake limits, match-odds price window), bad input refused as the server refuses it, only what changed
// sent, with the reason; the server's refusal shown.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { SettingsPage } from './SettingsPage';
import { SETTINGS_SAVED_MSG } from './settingsListeners';
import { until } from '../../testing/adminTestKit';
import { CRICKET_DELAYS, CRICKET_LIMITS, CRICKET_PRICE_WINDOW, saveWithReason, retype } from './settingsTestKit';
import { SETTINGS_MSG, sportErrors, masterErrors, priceErrors, delayErrors } from './settingsValidation';

afterEach(() => jest.restoreAllMocks());

const CRICKET = { id: 4, name: 'Cricket', ...CRICKET_DELAYS, ...CRICKET_LIMITS, ...CRICKET_PRICE_WINDOW };
const SETTINGS = {
  isSuccess: true,
  sports: [CRICKET],
  master: { siteMessage: 'Welcome', betStartTime: 60 },
  stakeButtons: { match: [], wallet: [] },
};

/**
 * The settings as the server answers them, and cricket's PATCH: applied (the sport with the change)
 * until `refuseWith(message)`, then refused with 400 and that message, as the server's own checks do.
 */
function serveCricketPatches() {
  let refusal: string | null = null;
  const server = mockApi({
    'GET /admin/settings': { body: SETTINGS },
    'PATCH /admin/settings/sports/4': (call) =>
      refusal !== null
        ? { status: 400, body: { isSuccess: false, message: refusal } }
        : { body: { isSuccess: true, sport: { ...CRICKET, ...(call.body as object) } } },
  });
  const refuseWith = (message: string) => {
    refusal = message;
  };
  return { server, refuseWith };
}

/** Cricket's form as it stands after an earlier save: `label` set to `value` and saved; the alert it then shows. */
async function saveCricketAgain(user: UserEvent, label: string, value: string): Promise<HTMLElement> {
  const again = await screen.findByRole('form', { name: 'Cricket settings form' });
  await retype(user, within(again).getByLabelText(label), value);
  await user.click(within(again).getByRole('button', { name: 'Save Cricket' }));
  return within(again).findByRole('alert');
}

test('rules: delays 0-60 s, whole-rupee stakes, min not above max; site message and BetStartTime', () => {
  const draft = Object.fromEntries(Object.entries(CRICKET).map(([k, v]) => [k, String(v)])) as never;
  expect(sportErrors(draft)).toEqual({});
  expect(
    sportErrors({ ...(draft as object), betDelayTime: '61', fancyDelayTime: '1.5', minOddLimit: '300000', maxFancyLimit: '-1' } as never),
  ).toEqual({
    betDelayTime: SETTINGS_MSG.delay,
    fancyDelayTime: SETTINGS_MSG.delay,
    // Under both fields: the clerk reads it under the one they changed.
    minOddLimit: SETTINGS_MSG.minAboveMax,
    maxOddLimit: SETTINGS_MSG.maxBelowMin,
    maxFancyLimit: SETTINGS_MSG.stake,
  });
  expect(masterErrors({ siteMessage: 'x'.repeat(1001), betStartTime: '43201' })).toEqual({
    siteMessage: SETTINGS_MSG.message,
    betStartTime: SETTINGS_MSG.betStart,
  });
});

test('rules: a price window is 1.01 to 1000 with at most 2 decimals, minimum not above maximum; delays 0 to 60', () => {
  expect(priceErrors({ minOddPrice: '1.01', maxOddPrice: '1000' })).toEqual({});
  expect(priceErrors({ minOddPrice: ' 2.5 ', maxOddPrice: '2.50' })).toEqual({});
  expect(priceErrors({ minOddPrice: '1', maxOddPrice: '1000.01' })).toEqual({
    minOddPrice: SETTINGS_MSG.price,
    maxOddPrice: SETTINGS_MSG.price,
  });
  expect(priceErrors({ minOddPrice: '1.555', maxOddPrice: 'abc' })).toEqual({
    minOddPrice: SETTINGS_MSG.price,
    maxOddPrice: SETTINGS_MSG.price,
  });
  expect(priceErrors({ minOddPrice: '', maxOddPrice: '-2' })).toEqual({ minOddPrice: SETTINGS_MSG.price, maxOddPrice: SETTINGS_MSG.price });
  expect(priceErrors({ minOddPrice: '3.01', maxOddPrice: '3' })).toEqual({
    minOddPrice: SETTINGS_MSG.minPriceAboveMax,
    maxOddPrice: SETTINGS_MSG.maxPriceBelowMin,
  });
  expect(delayErrors({ betDelayTime: '0', bookmakerDelayTime: '60', fancyDelayTime: '61' })).toEqual({
    fancyDelayTime: SETTINGS_MSG.delay,
  });
  const draft = Object.fromEntries(Object.entries(CRICKET).map(([k, v]) => [k, String(v)])) as never;
  expect(sportErrors({ ...(draft as object), minOddPrice: '4', maxOddPrice: '3' } as never)).toEqual({
    minOddPrice: SETTINGS_MSG.minPriceAboveMax,
    maxOddPrice: SETTINGS_MSG.maxPriceBelowMin,
  });
});

test('a sport: bad input refused, then only the change sent with the reason; a refusal shown', async () => {
  const { server, refuseWith } = serveCricketPatches();
  const { user, extra } = renderAdmin(<SettingsPage />);
  const form = await screen.findByRole('form', { name: 'Cricket settings form' });
  expect(within(form).getByLabelText('Match odds delay (s)')).toHaveValue('5');
  await user.click(within(form).getByRole('button', { name: 'Save Cricket' }));
  expect(within(form).getByRole('alert')).toHaveTextContent(SETTINGS_MSG.nothing);

  await retype(user, within(form).getByLabelText('Match odds delay (s)'), '75');
  await user.click(within(form).getByRole('button', { name: 'Save Cricket' }));
  expect(within(form).getByText(SETTINGS_MSG.delay)).toBeInTheDocument();
  expect(server.callsTo('PATCH /admin/settings/sports/4')).toHaveLength(0);

  await retype(user, within(form).getByLabelText('Match odds delay (s)'), '8');
  await saveWithReason(user, form, 'Save Cricket', 'Slow feed', () => server.callsTo('PATCH /admin/settings/sports/4'));
  // A double click sends one change.
  expect(server.callsTo('PATCH /admin/settings/sports/4').map((c) => c.body)).toEqual([{ betDelayTime: 8, reason: 'Slow feed' }]);
  // The save says so.
  await until(() => extra.toasts.length > 0, 'the toast');
  expect(extra.toasts).toEqual([{ kind: 'success', message: SETTINGS_SAVED_MSG.sport }]);

  refuseWith('The minimum match odds stake is above the maximum.');
  expect(await saveCricketAgain(user, 'Fancy delay (s)', '3')).toHaveTextContent('The minimum match odds stake is above the maximum.');
}, 20_000);

test("a sport's price window: shown, refused out of range or upside down, then sent as numbers once; a refusal shown", async () => {
  const { server, refuseWith } = serveCricketPatches();
  const { user } = renderAdmin(<SettingsPage />);
  const form = await screen.findByRole('form', { name: 'Cricket settings form' });
  const min = within(form).getByLabelText('Match odds min price');
  const max = within(form).getByLabelText('Match odds max price');
  expect(min).toHaveValue('1.01');
  expect(max).toHaveValue('3');

  await retype(user, max, '1000.5');
  await user.click(within(form).getByRole('button', { name: 'Save Cricket' }));
  expect(within(form).getByText(SETTINGS_MSG.price)).toBeInTheDocument();

  await retype(user, max, '2');
  await retype(user, min, '2.5');
  await user.click(within(form).getByRole('button', { name: 'Save Cricket' }));
  expect(within(form).queryByText(SETTINGS_MSG.price)).not.toBeInTheDocument();
  expect(within(form).getByText(SETTINGS_MSG.minPriceAboveMax)).toBeInTheDocument();
  expect(server.callsTo('PATCH /admin/settings/sports/4')).toHaveLength(0);

  await retype(user, min, '1.50');
  await retype(user, max, '4.25');
  await saveWithReason(user, form, 'Save Cricket', 'Wider window', () => server.callsTo('PATCH /admin/settings/sports/4'));
  expect(server.callsTo('PATCH /admin/settings/sports/4').map((c) => c.body)).toEqual([
    { minOddPrice: 1.5, maxOddPrice: 4.25, reason: 'Wider window' },
  ]);

  refuseWith('Prices are 1.01 to 1000 with at most 2 decimals.');
  expect(await saveCricketAgain(user, 'Match odds max price', '5')).toHaveTextContent('Prices are 1.01 to 1000 with at most 2 decimals.');
}, 20_000);
