// The alerts page: open alerts linked to what raised them, acknowledged with one click (the server
// records who and when), thresholds changed row by row.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { staffSelf } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { AlertsPage } from './AlertsPage';

afterEach(() => jest.restoreAllMocks());

const ALERT = {
  id: 12,
  at: '2026-11-28T09:00:00.000Z',
  kind: 'win.big',
  subject: 'user:4:2026-11-28',
  message: 'ravi has won ₹2,10,000.00 today (IST 2026-11-28).',
  link: 'player:ravi',
  acknowledgedBy: null,
  acknowledgedAt: null,
};

const STAFF_ME = staffSelf({ roles: ['owner'], permissions: ['alerts.read', 'alerts.acknowledge', 'settings.read', 'settings.write'] });

test('an open alert links to the player and is acknowledged; a threshold is saved', async () => {
  let acknowledged = false;
  const server = mockApi({
    'GET /admin/staff/me': { body: STAFF_ME },
    'GET /admin/alerts': () => ({ body: { isSuccess: true, open: acknowledged ? 0 : 1, data: acknowledged ? [] : [ALERT] } }),
    'POST /admin/alerts/12/acknowledge': () => {
      acknowledged = true;
      return { body: { isSuccess: true, id: 12, acknowledgedBy: 'operator', acknowledgedAt: '2026-11-28T09:05:00.000Z' } };
    },
    'GET /admin/alert-settings': {
      body: {
        isSuccess: true,
        data: [
          {
            kind: 'win.big',
            label: "A player's win today above",
            unit: 'rupees',
            threshold: 200000,
            updatedAt: '2026-11-28T08:00:00.000Z',
            updatedBy: null,
          },
        ],
      },
    },
    'PUT /admin/alert-settings/win.big': { body: { isSuccess: true, data: [] } },
  });
  const { user } = renderAdmin(<AlertsPage />);
  const table = await screen.findByRole('table', { name: 'Alerts' });
  const row = (await within(table).findByText(ALERT.message)).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: 'Player ravi' })).toHaveAttribute('href', '/admin/players/ravi');
  expect(within(row).getByText('Big win today')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Acknowledge alert 12' }));
  await until(() => server.callsTo('POST /admin/alerts/12/acknowledge').length === 1, 'the acknowledgement');
  expect(await within(table).findByText('No open alert.')).toBeInTheDocument();

  const input = await screen.findByLabelText("A player's win today above (rupees)");
  await user.clear(input);
  await user.type(input, '50000');
  await user.click(
    within(screen.getByRole('form', { name: "Threshold: A player's win today above" })).getByRole('button', { name: 'Save' }),
  );
  await until(() => server.callsTo('PUT /admin/alert-settings/win.big').length === 1, 'the threshold');
  expect(server.callsTo('PUT /admin/alert-settings/win.big')[0].body).toEqual({ threshold: 50000 });
});

test('the list says when it could not load', async () => {
  mockApi({
    'GET /admin/staff/me': { body: { ...STAFF_ME, permissions: ['alerts.read'] } },
    'GET /admin/alerts': { status: 500, body: { isSuccess: false, message: 'Something went wrong.' } },
  });
  renderAdmin(<AlertsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
});

test('an auditor reads the open alert but is offered no Acknowledge', async () => {
  mockApi({
    'GET /admin/staff/me': { body: { ...STAFF_ME, roles: ['auditor'], permissions: ['alerts.read', 'settings.read'] } },
    'GET /admin/alerts': { body: { isSuccess: true, open: 1, data: [ALERT] } },
    'GET /admin/alert-settings': { body: { isSuccess: true, data: [] } },
  });
  renderAdmin(<AlertsPage />);
  const table = await screen.findByRole('table', { name: 'Alerts' });
  const row = (await within(table).findByText(ALERT.message)).closest('tr') as HTMLElement;
  expect(within(row).getByText('Open')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /^Acknowledge alert/ })).toBeNull();
});
