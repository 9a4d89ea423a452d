// An event's own bet delays and match-odds price window on the settings page: whether each follows the
// sport and what applies now shown, bad values refused as the server refuses them, only the changed
// group sent (once), a group put back on the sport's values, the server's refusal shown.
import { act, screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { SettingsPage } from './SettingsPage';
import { CRICKET_DELAYS, CRICKET_LIMITS, CRICKET_PRICE_WINDOW, retype } from './settingsTestKit';
import { SETTINGS_MSG } from './settingsValidation';

afterEach(() => jest.restoreAllMocks());

const SETTINGS = { isSuccess: true, sports: [], master: { siteMessage: '', betStartTime: 60 }, stakeButtons: { match: [], wallet: [] } };
// The event follows cricket's values unless it has its own.
const SPORT_LIMITS = CRICKET_LIMITS;
const SPORT_DELAYS = CRICKET_DELAYS;
const SPORT_WINDOW = CRICKET_PRICE_WINDOW;
type Own = { delays: typeof SPORT_DELAYS | null; priceWindow: typeof SPORT_WINDOW | null };

/** The event as the server answers it, its effective values worked out as settingsService does. */
const eventOf = (own: Own) => ({
  eventId: 7000002,
  sportId: 4,
  eventName: 'Chennai v Kolkata',
  isBetLock: 0,
  matchOdds: 1,
  bookMaker: 1,
  fancy: 1,
  overrides: { isBetLock: null, matchOdds: null, bookMaker: null, fancy: null },
  limits: null,
  ...own,
  effective: { ...SPORT_LIMITS, ...(own.delays ?? SPORT_DELAYS), ...(own.priceWindow ?? SPORT_WINDOW) },
});

function eventServer(first: Own) {
  let own = first;
  let refusal: string | null = null;
  const server = mockApi({
    'GET /admin/settings': { body: SETTINGS },
    'GET /admin/settings/events/7000002': () => ({ body: { isSuccess: true, event: eventOf(own) } }),
    'PATCH /admin/settings/events/7000002': (call) => {
      if (refusal) return { status: 400, body: { isSuccess: false, message: refusal } };
      const { delays, priceWindow } = call.body as Partial<Own>;
      own = { delays: delays === undefined ? own.delays : delays, priceWindow: priceWindow === undefined ? own.priceWindow : priceWindow };
      return { body: { isSuccess: true, event: eventOf(own) } };
    },
  });
  return {
    server,
    patches: () => server.callsTo('PATCH /admin/settings/events/7000002').map((c) => c.body),
    refuse: (message: string) => {
      refusal = message;
    },
  };
}

async function openEvent() {
  const view = renderAdmin(<SettingsPage />);
  const panel = await screen.findByRole('region', { name: 'Event settings' });
  await view.user.type(within(panel).getByLabelText('Event id'), '7000002');
  await view.user.click(within(panel).getByRole('button', { name: 'Open' }));
  await within(panel).findByRole('form', { name: 'Settings of Chennai v Kolkata' });
  return { ...view, panel, form: () => within(panel).getByRole('form', { name: 'Settings of Chennai v Kolkata' }) };
}

/** Waits for the one patch a (double) click sends and for the event to be fetched again after it. */
async function saved(patches: () => unknown[], count: number) {
  await until(() => patches().length >= count, 'the patch');
  await act(() => new Promise((r) => setTimeout(r, 80)));
}

test("own delays shown as its own, the price window as the sport's; bad values refused; both saved once", async () => {
  const { patches } = eventServer({ delays: { betDelayTime: 3, bookmakerDelayTime: 1, fancyDelayTime: 2 }, priceWindow: null });
  const { user, form } = await openEvent();
  const delays = within(form()).getByRole('group', { name: 'Bet delays' });
  const window = within(form()).getByRole('group', { name: 'Match-odds price window' });
  expect(within(delays).getByLabelText("Own bet delays (else the sport's)")).toBeChecked();
  expect(delays).toHaveTextContent('Its own: match odds 3 s · bookmaker 1 s · fancy 2 s');
  expect(within(delays).getByLabelText('Fancy delay (s)')).toHaveValue('2');
  expect(within(window).getByLabelText("Own match-odds price window (else the sport's)")).not.toBeChecked();
  expect(window).toHaveTextContent("Follows the sport's: 1.01 to 3");
  expect(within(window).queryByLabelText('Match odds min price')).not.toBeInTheDocument();
  expect(within(form()).getByRole('group', { name: 'Stake limits' })).toHaveTextContent("Follows the sport's: match odds ₹100–₹2,00,000");

  await retype(user, within(delays).getByLabelText('Fancy delay (s)'), '61');
  await user.click(within(window).getByLabelText("Own match-odds price window (else the sport's)"));
  // Own prices start from the sport's, which apply now.
  expect(within(window).getByLabelText('Match odds min price')).toHaveValue('1.01');
  await retype(user, within(window).getByLabelText('Match odds min price'), '3.5');
  await user.click(within(form()).getByRole('button', { name: 'Save event' }));
  expect(within(delays).getByText(SETTINGS_MSG.delay)).toBeInTheDocument();
  expect(within(window).getByText(SETTINGS_MSG.minPriceAboveMax)).toBeInTheDocument();

  await retype(user, within(window).getByLabelText('Match odds max price'), '0.5');
  await user.click(within(form()).getByRole('button', { name: 'Save event' }));
  expect(within(window).getByText(SETTINGS_MSG.price)).toBeInTheDocument();
  expect(within(window).queryByText(SETTINGS_MSG.minPriceAboveMax)).not.toBeInTheDocument();
  expect(patches()).toHaveLength(0);

  await retype(user, within(delays).getByLabelText('Fancy delay (s)'), '10');
  await retype(user, within(window).getByLabelText('Match odds min price'), '1.5');
  await retype(user, within(window).getByLabelText('Match odds max price'), '2.75');
  await user.type(within(form()).getByLabelText('Reason (kept in the audit log)'), 'Volatile match');
  await user.dblClick(within(form()).getByRole('button', { name: 'Save event' }));
  await saved(patches, 1);
  expect(patches()).toEqual([
    {
      delays: { betDelayTime: 3, bookmakerDelayTime: 1, fancyDelayTime: 10 },
      priceWindow: { minOddPrice: 1.5, maxOddPrice: 2.75 },
      reason: 'Volatile match',
    },
  ]);
  // Fetched again: both now the event's own.
  expect(within(form()).getByRole('group', { name: 'Match-odds price window' })).toHaveTextContent('Its own: 1.5 to 2.75');
  expect(within(form()).getByRole('group', { name: 'Bet delays' })).toHaveTextContent(
    'Its own: match odds 3 s · bookmaker 1 s · fancy 10 s',
  );
}, 20_000);

test("a group put back on the sport's values sends null for it alone; a refusal shows the server's message", async () => {
  const { patches, refuse } = eventServer({
    delays: { betDelayTime: 3, bookmakerDelayTime: 1, fancyDelayTime: 2 },
    priceWindow: { minOddPrice: 1.2, maxOddPrice: 2 },
  });
  const { user, form } = await openEvent();
  const delays = within(form()).getByRole('group', { name: 'Bet delays' });
  expect(within(form()).getByRole('group', { name: 'Match-odds price window' })).toHaveTextContent('Its own: 1.2 to 2');
  await user.click(within(delays).getByLabelText("Own bet delays (else the sport's)"));
  expect(delays).toHaveTextContent("Saving puts it back on the sport's values.");
  expect(within(delays).queryByLabelText('Fancy delay (s)')).not.toBeInTheDocument();
  await user.click(within(form()).getByRole('button', { name: 'Save event' }));
  await saved(patches, 1);
  expect(patches()).toEqual([{ delays: null }]);
  expect(within(form()).getByRole('group', { name: 'Bet delays' })).toHaveTextContent(
    "Follows the sport's: match odds 5 s · bookmaker 0 s · fancy 0 s",
  );
  expect(within(form()).getByRole('group', { name: 'Match-odds price window' })).toHaveTextContent('Its own: 1.2 to 2');

  refuse('The minimum match-odds price is above the maximum.');
  const window = within(form()).getByRole('group', { name: 'Match-odds price window' });
  await user.click(within(window).getByLabelText("Own match-odds price window (else the sport's)"));
  await user.click(within(form()).getByRole('button', { name: 'Save event' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent('The minimum match-odds price is above the maximum.');
  expect(patches()).toEqual([{ delays: null }, { priceWindow: null }]);
}, 20_000);
