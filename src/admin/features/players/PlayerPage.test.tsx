// A player's page: the money figures, and each form refusing bad input, asking for confirmation, sending
// once and showing the server's refusal.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import type { AdminUser } from '../../../domain/contract/admin';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { PlayerPage } from './PlayerPage';
import { PLAYER_MSG } from './playerValidation';

afterEach(() => jest.restoreAllMocks());

const SELF1: AdminUser = {
  id: 3,
  username: 'self1',
  role: 'player',
  selfUser: 1,
  balance: 5700,
  exposure: 300,
  reserved: 0,
  available: 5400,
  ledgerSum: 5700,
  exposureLimit: 100000,
  lockBetting: 0,
  lockLogin: 0,
  passwordstatus: 1,
};

const LEDGER_ROW = {
  id: 9,
  createdAt: '2026-11-25 10:00:00',
  amount: 700,
  balanceAfter: 5700,
  kind: 'deposit',
  remark: 'Wallet deposit #1',
  ref: null,
};
const BET_ROW = {
  id: 4,
  betId: 'b-4',
  eventName: 'India v Australia',
  marketName: 'Match Odds',
  selectionName: 'India',
  side: 'back',
  oddsRequested: 1.85,
  oddsMatched: 1.85,
  stake: 300,
  profit: 255,
  liability: 300,
  ip: '203.0.113.9',
  status: 'matched',
  result: 0,
  placedAt: '2026-11-25 10:05:00',
  settledAt: null,
};

const EXPOSURE = {
  isSuccess: true,
  total: 300,
  markets: [
    { marketId: '1.1000042', kind: 'Matchodds', eventName: 'India v Australia', marketName: 'Match Odds', openBets: 1, exposure: 200 },
    {
      marketId: '3.1000043',
      kind: 'Fancy',
      eventName: 'India v Australia',
      marketName: 'Session / 10 over runs',
      openBets: 2,
      exposure: 100,
    },
  ],
};

function serve(debit: () => { status?: number; body?: unknown }) {
  return mockApi({
    'GET /admin/users': { body: SELF1 },
    'GET /admin/wallet-requests': { body: { data: [] } },
    'GET /admin/users/3/ledger': { body: { isSuccess: true, total: 1, page: 1, pageSize: 20, rows: [LEDGER_ROW] } },
    'GET /admin/users/3/bets': { body: { isSuccess: true, total: 1, page: 1, pageSize: 20, rows: [BET_ROW] } },
    'GET /admin/users/3/linked': { body: { isSuccess: true, linked: [] } },
    'GET /admin/users/3/notes': { body: { isSuccess: true, data: [] } },
    'GET /admin/users/3/kyc': { body: { isSuccess: true, kyc: { status: 'not_started', reason: null, by: null, at: null } } },
    'GET /admin/users/3/exposure': { body: EXPOSURE },
    'POST /admin/users/3/debit': debit,
    'POST /admin/users/3/credit': { body: SELF1 },
    'PATCH /admin/users/3': (call) => ({ body: { ...SELF1, ...(call.body as object) } }),
    'POST /admin/users/3/lock-login': { body: { isSuccess: true, id: 3, lockLogin: 1 } },
    'POST /admin/users/3/unlock-login': { status: 409, body: { isSuccess: false, message: 'The player\u2019s log-in is not locked.' } },
  });
}

test('money figures; a debit is validated (not beyond the available money), confirmed, sent once to the debit call with its reason', async () => {
  const server = serve(() => ({ body: { ...SELF1, balance: 5450, available: 5150, ledgerSum: 5450 } }));
  const { user, extra } = renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  const facts = await screen.findByLabelText("Player's money");
  expect(within(facts).getByText('₹5,700.00')).toBeInTheDocument();
  expect(within(facts).getByText('-₹300.00')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Credit or debit' });
  await user.click(within(form).getByRole('button', { name: 'Credit' }));
  expect(within(form).getByText(PLAYER_MSG.amount)).toBeInTheDocument();
  expect(within(form).getByText(PLAYER_MSG.reason)).toBeInTheDocument();

  await user.selectOptions(within(form).getByLabelText('CREDIT OR DEBIT'), 'debit');
  await user.type(within(form).getByLabelText('Amount (₹)'), '5400.01');
  await user.type(within(form).getByLabelText(/^Reason/), 'Chargeback');
  await user.click(within(form).getByRole('button', { name: 'Debit' }));
  expect(within(form).getByText('Insufficient Funds!')).toBeInTheDocument();
  expect(within(form).queryByRole('group', { name: 'Confirm' })).toBeNull();
  await user.clear(within(form).getByLabelText('Amount (₹)'));
  await user.type(within(form).getByLabelText('Amount (₹)'), '250');
  await user.click(within(form).getByRole('button', { name: 'Debit' }));
  const confirm = within(form).getByRole('group', { name: 'Confirm' });
  expect(confirm).toHaveTextContent('Debit ₹250.00 from self1 — "Chargeback"?');
  expect(server.callsTo('POST /admin/users/3/debit')).toHaveLength(0);
  await user.dblClick(within(confirm).getByRole('button', { name: 'Confirm' }));
  await until(() => extra.toasts.length > 0, 'the toast');
  expect(server.callsTo('POST /admin/users/3/debit').map((c) => c.body)).toEqual([{ amount: 250, reason: 'Chargeback' }]);
  expect(server.callsTo('POST /admin/users/3/credit')).toHaveLength(0);
  expect(extra.toasts).toEqual([{ kind: 'success', message: 'Debited ₹250.00 from self1.' }]);
});

test("the server's refusal shows under the form ('Insufficient Funds!': the exposure grew meanwhile)", async () => {
  serve(() => ({ status: 400, body: { isSuccess: false, message: 'Insufficient Funds!' } }));
  const { user } = renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  const form = await screen.findByRole('form', { name: 'Credit or debit' });
  await user.selectOptions(within(form).getByLabelText('CREDIT OR DEBIT'), 'debit');
  expect(within(form).getByText('At most ₹5,400.00: exposure and held withdrawals stay.')).toBeInTheDocument();
  await user.type(within(form).getByLabelText('Amount (₹)'), '5000');
  await user.type(within(form).getByLabelText(/^Reason/), 'Chargeback');
  await user.click(within(form).getByRole('button', { name: 'Debit' }));
  await user.click(within(form).getByRole('button', { name: 'Confirm' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Insufficient Funds!');
});

test('exposure limit, password reset and betting lock each need a reason; bad input is refused; each asks first and sends its reason', async () => {
  const server = serve(() => ({ body: SELF1 }));
  const { user } = renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  const limit = await screen.findByRole('form', { name: 'Exposure limit' });
  await user.clear(within(limit).getByLabelText('Exposure limit (₹)'));
  await user.type(within(limit).getByLabelText('Exposure limit (₹)'), '-1');
  await user.click(within(limit).getByRole('button', { name: 'Save limit' }));
  expect(within(limit).getByText(PLAYER_MSG.notNegative)).toBeInTheDocument();
  expect(within(limit).getByText(PLAYER_MSG.changeReason)).toBeInTheDocument();

  const password = screen.getByRole('form', { name: 'Reset password' });
  await user.type(within(password).getByLabelText('New password'), '12345');
  await user.click(within(password).getByRole('button', { name: 'Reset password' }));
  expect(within(password).getByText(PLAYER_MSG.password)).toBeInTheDocument();
  expect(within(password).getByText(PLAYER_MSG.changeReason)).toBeInTheDocument();

  const lock = screen.getByRole('group', { name: 'Betting lock' });
  await user.click(within(lock).getByRole('button', { name: 'Lock betting' }));
  expect(within(lock).getByText(PLAYER_MSG.changeReason)).toBeInTheDocument();
  expect(within(lock).queryByRole('group', { name: 'Confirm' })).toBeNull();
  await user.type(within(lock).getByLabelText(/^Reason/), 'Chasing losses');
  await user.click(within(lock).getByRole('button', { name: 'Lock betting' }));
  expect(server.callsTo('PATCH /admin/users/3')).toHaveLength(0);
  await user.dblClick(within(lock).getByRole('button', { name: 'Confirm' }));
  await until(() => server.callsTo('PATCH /admin/users/3').length === 1, 'the lock');
  expect(server.callsTo('PATCH /admin/users/3').map((c) => c.body)).toEqual([{ lockBetting: 1, reason: 'Chasing losses' }]);
});

test('the ledger and the open bets, as tabs', async () => {
  const server = serve(() => ({ body: SELF1 }));
  const { user } = renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  const ledger = await screen.findByRole('table', { name: 'Ledger' });
  expect(await within(ledger).findByText('Wallet deposit #1')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Open bets' }));
  const bets = await screen.findByRole('table', { name: 'Open bets' });
  expect(await within(bets).findByText('BACK India')).toBeInTheDocument();
  // The bet id, its profit and liability and the address it came from.
  for (const text of ['b-4', '₹255.00', '203.0.113.9']) expect(within(bets).getByText(text)).toBeInTheDocument();
  expect(within(bets).getAllByText('₹300.00')).toHaveLength(2);
  const call = server.calls.map((c) => c.url).find((u) => u.includes('/bets'));
  expect(new URL(call ?? 'http://x/').searchParams.get('status')).toBe('matched');
  expect(server.callsTo('GET /admin/users/3/bets')).toHaveLength(1);
});

test('the log-in lock needs a reason and a confirmation; the server refusing an unlock is shown', async () => {
  const server = serve(() => ({ body: SELF1 }));
  const { user, extra } = renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  const group = await screen.findByRole('group', { name: 'Log-in lock' });
  await user.click(within(group).getByRole('button', { name: 'Lock log-in' }));
  expect(within(group).getByText(PLAYER_MSG.reason)).toBeInTheDocument();
  await user.type(within(group).getByLabelText('Reason for the log-in lock'), 'Shared account');
  await user.click(within(group).getByRole('button', { name: 'Lock log-in' }));
  expect(server.callsTo('POST /admin/users/3/lock-login')).toHaveLength(0);
  await user.dblClick(within(group).getByRole('button', { name: 'Confirm' }));
  await until(() => extra.toasts.length > 0, 'the toast');
  expect(server.callsTo('POST /admin/users/3/lock-login').map((c) => c.body)).toEqual([{ reason: 'Shared account' }]);
  expect(extra.toasts).toEqual([{ kind: 'success', message: 'Log-in locked: the player is signed out everywhere.' }]);

  // An open player is offered only the lock.
  expect(within(group).queryByRole('button', { name: 'Unlock log-in' })).toBeNull();
}, 20_000);

test('a locked player: the page says so and why, who locked it and when; only Unlock is offered; a refusal is shown', async () => {
  const locked: AdminUser = {
    ...SELF1,
    lockLogin: 1,
    loginLock: { locked: true, reason: 'Chargeback under review', at: '2026-11-28 10:15:00', by: 'support1' },
    lastLogins: [{ at: '2026-11-28 09:00:00', ip: '203.0.113.7', device: 'a1b2c3d4e5f6' }],
  };
  mockApi({
    'GET /admin/users': { body: locked },
    'GET /admin/wallet-requests': { body: { data: [] } },
    'GET /admin/users/3/ledger': { body: { isSuccess: true, total: 0, page: 1, pageSize: 20, rows: [] } },
    'GET /admin/users/3/bets': { body: { isSuccess: true, total: 0, page: 1, pageSize: 20, rows: [] } },
    'GET /admin/users/3/linked': { body: { isSuccess: true, linked: [] } },
    'POST /admin/users/3/unlock-login': { status: 409, body: { isSuccess: false, message: 'The player\u2019s log-in is not locked.' } },
  });
  const { user } = renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  const access = await screen.findByRole('region', { name: 'Access' });
  expect(within(access).getByText('Log-in locked')).toBeInTheDocument();
  expect(access).toHaveTextContent('Why lockedChargeback under review');
  expect(access).toHaveTextContent('Locked bysupport1, 2026-11-28 10:15:00 IST');
  expect(screen.getByRole('table', { name: 'Last log-ins' })).toHaveTextContent('203.0.113.7');
  const group = screen.getByRole('group', { name: 'Log-in lock' });
  expect(within(group).queryByRole('button', { name: 'Lock log-in' })).toBeNull();
  expect(within(group).getByText(/the player reads only/)).toBeInTheDocument();
  await user.type(within(group).getByLabelText('Reason for unlocking the log-in'), 'Checked');
  await user.click(within(group).getByRole('button', { name: 'Unlock log-in' }));
  await user.click(within(group).getByRole('button', { name: 'Confirm' }));
  expect(await within(group).findByRole('alert')).toHaveTextContent('The player\u2019s log-in is not locked.');
}, 20_000);

test('the linked accounts of a pair that share a payout account: the other account and what they share, masked', async () => {
  mockApi({
    'GET /admin/users': { body: SELF1 },
    'GET /admin/wallet-requests': { body: { data: [] } },
    'GET /admin/users/3/ledger': { body: { isSuccess: true, total: 0, page: 1, pageSize: 20, rows: [] } },
    'GET /admin/users/3/bets': { body: { isSuccess: true, total: 0, page: 1, pageSize: 20, rows: [] } },
    'GET /admin/users/3/linked': {
      body: {
        isSuccess: true,
        linked: [
          {
            id: 8,
            username: 'self2',
            shares: [
              { kind: 'upi', value: 'sh**********@ybl' },
              { kind: 'bank', value: '********7890' },
            ],
          },
        ],
      },
    },
  });
  renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  const list = await screen.findByRole('list', { name: 'Linked accounts' });
  const other = within(list).getByRole('link', { name: 'self2' });
  expect(other).toHaveAttribute('href', '/admin/players/self2');
  expect(within(list).getByText('UPI id: sh**********@ybl')).toBeInTheDocument();
  expect(within(list).getByText('Bank account: ********7890')).toBeInTheDocument();
});

test('a player with no linked accounts says so', async () => {
  serve(() => ({ body: SELF1 }));
  renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  expect(await screen.findByText('No linked accounts.')).toBeInTheDocument();
});

test("the player's bets show bet id (a link to it), IP, profit and liability; the exposure is shown market by market", async () => {
  serve(() => ({ body: SELF1 }));
  const { user } = renderAdmin(<PlayerPage />, { path: '/admin/players/self1', route: '/admin/players/:username' });
  const exposure = await screen.findByRole('table', { name: 'Exposure by market' });
  await within(exposure).findByText('Session / 10 over runs');
  const rows = within(exposure).getAllByRole('row');
  expect(
    rows.slice(1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent?.trim()),
    ),
  ).toEqual([
    ['India v Australia', 'Match Odds (1.1000042)', '1', '-₹200.00'],
    ['India v Australia', 'Session / 10 over runs (3.1000043)', '2', '-₹100.00'],
  ]);
  expect(within(exposure).getByRole('link', { name: 'Match Odds' })).toHaveAttribute('href', '/admin/bets?marketId=1.1000042');

  await user.click(screen.getByRole('tab', { name: 'Open bets' }));
  const bets = await screen.findByRole('table', { name: 'Open bets' });
  await within(bets).findByText('203.0.113.9');
  const headers = within(bets)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());
  expect(headers).toEqual(expect.arrayContaining(['Bet id', 'IP', 'Profit', 'Liability']));
  const cells = within(within(bets).getAllByRole('row')[1])
    .getAllByRole('cell')
    .map((c) => c.textContent?.trim());
  expect(cells[headers.indexOf('Bet id')]).toBe('b-4');
  expect(cells[headers.indexOf('IP')]).toBe('203.0.113.9');
  expect(cells[headers.indexOf('Profit')]).toBe('₹255.00');
  expect(cells[headers.indexOf('Liability')]).toBe('₹300.00');
  expect(within(bets).getByRole('link', { name: 'b-4' })).toHaveAttribute('href', '/admin/bets?betId=b-4');
});
