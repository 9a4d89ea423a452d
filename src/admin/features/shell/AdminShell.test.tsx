// The console's frame offers only the sections the signed-in person's roles include, and says who is
// signed in with their roles.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { AdminShell } from './AdminShell';
import type { StaffRole, StaffSelf } from '../../../domain/contract/staff';
import { staffSelf } from '../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

const me = (roles: StaffRole[], extra: Partial<StaffSelf> = {}) =>
  staffSelf({ id: 9, username: 'someone', displayName: 'Some One', roles, twoFactor: true, ...extra });

// The middle of the menu, from the players to the settings, in its order.
const PLAYERS_TO_SETTINGS = ['Players', 'Bets', 'Ledger', 'Events', 'Risk', 'Desk', 'Settlement', 'Settings'];

async function sections(roles: StaffRole[]): Promise<string[]> {
  mockApi({
    'GET /admin/staff/me': { body: me(roles) },
    'GET /admin/wallet-requests': { body: { isSuccess: true, data: [] } },
    'GET /admin/alerts': { body: { isSuccess: true, open: 0, data: [] } },
  });
  renderAdmin(<AdminShell />, { path: '/admin/deposits' });
  const nav = screen.getByRole('navigation', { name: 'Console sections' });
  await within(nav).findByRole('link', { name: 'My account' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

test('a cashier is offered the alerts, the queues and their own account, nothing else', async () => {
  expect(await sections(['cashier'])).toEqual(['Alerts', 'Deposits', 'Withdrawals', 'Ledger', 'My account']);
  expect(screen.getByLabelText('Signed in as')).toHaveTextContent('Some One (Cashier)');
});

test('an owner is offered every section, the staff page included', async () => {
  expect(await sections(['owner'])).toEqual([
    'Dashboard',
    'Alerts',
    'Deposits',
    'Withdrawals',
    ...PLAYERS_TO_SETTINGS,
    'Audit log',
    'Feed',
    'Staff',
    'My account',
  ]);
});

test('a trader and support together: alerts, markets and the desk, players, settings to read; no queues, audit or staff', async () => {
  expect(await sections(['trader', 'support'])).toEqual(['Alerts', ...PLAYERS_TO_SETTINGS, 'Feed', 'My account']);
});

test('an auditor reads the markets but is not offered the trading desk', async () => {
  expect(await sections(['auditor'])).not.toContain('Desk');
});

test('a role that needs two-factor, not yet on: a banner sends the person to My account', async () => {
  mockApi({ 'GET /admin/staff/me': { body: me(['manager'], { twoFactor: false, mustEnrolTwoFactor: true }) } });
  renderAdmin(<AdminShell />, { path: '/admin/account' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role needs two-factor log-in');
});
