// The events browser: sport → event → markets with status, owner, matched and worst case; suspending
// an event asks for a reason first, then sends it once.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { bodyRowTexts } from '../../../testing/tableText';
import { traderSelf } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { EventsPage } from './EventsPage';

afterEach(() => jest.restoreAllMocks());

const ME = traderSelf(['markets.read', 'markets.control']);

const BROWSER = {
  isSuccess: true,
  sports: [
    {
      sportId: 4,
      name: 'Cricket',
      events: [
        {
          eventId: 7000001,
          name: 'India v Australia',
          startsAt: '2026-11-28T09:00:00.000Z',
          status: 'inplay',
          markets: [
            {
              marketId: '1.7000001',
              name: 'Match Odds',
              kind: 'Matchodds',
              status: 'OPEN',
              handSuspended: false,
              owner: 'feed',
              matched: 1500,
              worstCase: -400,
              players: 2,
            },
            {
              marketId: '3.9000001',
              name: '6 over runs IND',
              kind: 'Fancy',
              status: 'SUSPENDED',
              handSuspended: true,
              owner: 'trader',
              matched: 0,
              worstCase: 0,
              players: 0,
            },
          ],
        },
      ],
    },
  ],
};

test('markets with status and owner; an event suspended with a reason', async () => {
  const server = mockApi({
    'GET /admin/staff/me': { body: ME },
    'GET /admin/browser': { body: BROWSER },
    'POST /admin/events/7000001/suspend': { body: { isSuccess: true, markets: ['1.7000001'] } },
  });
  const { user } = renderAdmin(<EventsPage />);
  const markets = await screen.findByRole('table', { name: 'Markets of India v Australia' });
  expect(bodyRowTexts(markets)).toEqual([
    ['Match Odds', 'OPEN', 'Feed', '₹1,500.00', '-₹400.00', '2'],
    ['6 over runs IND', 'SUSPENDED (by hand)', 'Trader', '₹0.00', '₹0.00', '0'],
  ]);
  expect(within(markets).getByRole('link', { name: 'Match Odds' })).toHaveAttribute('href', '/admin/bets?marketId=1.7000001');

  const suspend = await screen.findByRole('button', { name: 'Suspend event India v Australia' });
  await user.click(suspend);
  expect(screen.getByText('Give a reason (1 to 500 characters).')).toBeInTheDocument();
  expect(server.callsTo('POST /admin/events/7000001/suspend')).toHaveLength(0);
  await user.type(screen.getByLabelText('Reason (staff only: players never see it)'), 'integrity check');
  await user.click(suspend);
  await until(() => server.callsTo('POST /admin/events/7000001/suspend').length === 1, 'the suspension');
  expect(server.callsTo('POST /admin/events/7000001/suspend')[0].body).toEqual({ reason: 'integrity check' });
});
