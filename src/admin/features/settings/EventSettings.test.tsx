// One event's settings and the default stake buttons on the settings page: current values shown, bad
// input refused as the server refuses it, only the change sent (once, however often it is clicked),
// the server's refusal shown.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { SettingsPage } from './SettingsPage';
import { CRICKET_DELAYS, CRICKET_LIMITS, CRICKET_PRICE_WINDOW, doubleClickSave, saveWithReason, retype } from './settingsTestKit';
import { SETTINGS_MSG } from './settingsValidation';

afterEach(() => jest.restoreAllMocks());

const SETTINGS = {
  isSuccess: true,
  sports: [],
  master: { siteMessage: 'Welcome', betStartTime: 60 },
  stakeButtons: {
    match: [
      { label: '100', value: 100 },
      { label: '1k', value: 1000 },
    ],
    wallet: [{ label: '500', value: 500 }],
  },
};
const EVENT = {
  eventId: 7000001,
  sportId: 4,
  eventName: 'Mumbai v Delhi',
  isBetLock: 0,
  matchOdds: 1,
  bookMaker: 1,
  fancy: 1,
  overrides: { isBetLock: null, matchOdds: null, bookMaker: null, fancy: 0 },
  limits: null,
  delays: null,
  priceWindow: null,
  effective: { ...CRICKET_LIMITS, ...CRICKET_DELAYS, ...CRICKET_PRICE_WINDOW },
};

test('an event: found by id, its overrides shown; a bet lock and own limits sent once; clearing an override sends feed', async () => {
  const server = mockApi({
    'GET /admin/settings': { body: SETTINGS },
    'GET /admin/settings/events/7000001': { body: { isSuccess: true, event: EVENT } },
    'PATCH /admin/settings/events/7000001': { body: { isSuccess: true, event: EVENT } },
  });
  const { user } = renderAdmin(<SettingsPage />);
  const panel = await screen.findByRole('region', { name: 'Event settings' });
  await user.type(within(panel).getByLabelText('Event id'), '12x');
  await user.click(within(panel).getByRole('button', { name: 'Open' }));
  expect(within(panel).getByText(SETTINGS_MSG.eventId)).toBeInTheDocument();
  await retype(user, within(panel).getByLabelText('Event id'), '7000001');
  await user.click(within(panel).getByRole('button', { name: 'Open' }));

  const form = await within(panel).findByRole('form', { name: 'Settings of Mumbai v Delhi' });
  expect(within(form).getByLabelText('Bet lock')).toHaveValue('feed');
  expect(within(form).getByRole('option', { name: 'As the feed says (now open)' })).toBeInTheDocument();
  expect(within(form).getByLabelText('Fancy offered')).toHaveValue('0');
  await user.click(within(form).getByRole('button', { name: 'Save event' }));
  expect(within(form).getByRole('alert')).toHaveTextContent(SETTINGS_MSG.nothing);

  await user.selectOptions(within(form).getByLabelText('Bet lock'), '1');
  await user.selectOptions(within(form).getByLabelText('Fancy offered'), 'feed');
  await user.click(within(form).getByLabelText("Own stake limits (else the sport's)"));
  // Own limits start from the sport's, which apply now.
  expect(within(form).getByLabelText('Match odds max (₹)')).toHaveValue('200000');
  for (const [label, value] of [
    ['Match odds min (₹)', '500'],
    ['Match odds max (₹)', '100'],
    ['Bookmaker min (₹)', '100'],
    ['Bookmaker max (₹)', '5000'],
    ['Fancy min (₹)', '100'],
    ['Fancy max (₹)', '2000'],
  ]) {
    await retype(user, within(form).getByLabelText(label), value);
  }
  await user.click(within(form).getByRole('button', { name: 'Save event' }));
  expect(within(form).getByText(SETTINGS_MSG.minAboveMax)).toBeInTheDocument();
  expect(server.callsTo('PATCH /admin/settings/events/7000001')).toHaveLength(0);

  await retype(user, within(form).getByLabelText('Match odds max (₹)'), '50000');
  await saveWithReason(user, form, 'Save event', 'Integrity alert', () => server.callsTo('PATCH /admin/settings/events/7000001'));
  expect(server.callsTo('PATCH /admin/settings/events/7000001').map((c) => c.body)).toEqual([
    {
      isBetLock: 1,
      fancy: 'feed',
      reason: 'Integrity alert',
      limits: {
        minOddLimit: 500,
        maxOddLimit: 50000,
        minBookmakerLimit: 100,
        maxBookmakerLimit: 5000,
        minFancyLimit: 100,
        maxFancyLimit: 2000,
      },
    },
  ]);
}, 20_000);

test('an unknown event says so', async () => {
  mockApi({
    'GET /admin/settings': { body: SETTINGS },
    'GET /admin/settings/events/99': { status: 404, body: { isSuccess: false, message: 'No such event.' } },
  });
  const { user } = renderAdmin(<SettingsPage />);
  const panel = await screen.findByRole('region', { name: 'Event settings' });
  await user.type(within(panel).getByLabelText('Event id'), '99');
  await user.click(within(panel).getByRole('button', { name: 'Open' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('No event 99.');
});

test('stake buttons: current values, bad labels and values refused, the whole row of slots sent once; a refusal shown', async () => {
  let refuse = false;
  const server = mockApi({
    'GET /admin/settings': { body: SETTINGS },
    'PUT /admin/settings/stake-buttons': (call) =>
      refuse
        ? { status: 400, body: { isSuccess: false, message: 'There are 2 match buttons.' } }
        : { body: { isSuccess: true, ...(call.body as object) } },
  });
  const { user } = renderAdmin(<SettingsPage />);
  const form = await screen.findByRole('form', { name: 'Bet slip stake buttons' });
  expect(within(form).getByLabelText('Label 2')).toHaveValue('1k');
  expect(within(form).getByLabelText('Value 2 (₹)')).toHaveValue('1000');
  await user.clear(within(form).getByLabelText('Label 1'));
  await retype(user, within(form).getByLabelText('Value 2 (₹)'), '0');
  await user.click(within(form).getByRole('button', { name: 'Save stake buttons' }));
  expect(within(form).getByText(SETTINGS_MSG.buttonLabel)).toBeInTheDocument();
  expect(within(form).getByText(SETTINGS_MSG.buttonValue)).toBeInTheDocument();

  await user.type(within(form).getByLabelText('Label 1'), '200');
  await retype(user, within(form).getByLabelText('Value 1 (₹)'), '200');
  await retype(user, within(form).getByLabelText('Value 2 (₹)'), '1000');
  const sent = () => server.callsTo('PUT /admin/settings/stake-buttons');
  await doubleClickSave(user, within(form).getByRole('button', { name: 'Save stake buttons' }), sent, 'the put');
  expect(server.callsTo('PUT /admin/settings/stake-buttons').map((c) => c.body)).toEqual([
    {
      kind: 'match',
      buttons: [
        { label: '200', value: 200 },
        { label: '1k', value: 1000 },
      ],
    },
  ]);

  refuse = true;
  const wallet = screen.getByRole('form', { name: 'Wallet amount buttons' });
  await retype(user, within(wallet).getByLabelText('Value 1 (₹)'), '700');
  await user.click(within(wallet).getByRole('button', { name: 'Save wallet buttons' }));
  expect(await within(wallet).findByRole('alert')).toHaveTextContent('There are 2 match buttons.');
}, 20_000);
