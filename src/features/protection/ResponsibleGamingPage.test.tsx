// The Responsible gaming page as a player uses it: what is in force and pending, a limit set with the
// server's answer, the server's refusal shown as it is, and a time-out confirmed before it is asked for.
import { screen, within } from '@testing-library/react';
import { renderReport } from '../../testing/renderReport';
import { mockApi } from '../../testing/mockApi';
import type { LimitView, ProtectionState } from '../../domain/contract/protection';
import ResponsibleGamingPage from './ResponsibleGamingPage';
import { nextCheckAt, signedInFor } from './RealityCheckHost';
import { englishT } from '../../i18n/runtime';

afterEach(() => jest.restoreAllMocks());

const none = (period: LimitView['period']): LimitView => ({ period, amount: null, pending: null, used: 0, left: null });
const STATE: ProtectionState = {
  deposit: [
    { period: 'day', amount: 1000, pending: { amount: 5000, from: 0, fromLabel: '22/11/2026 15:30 IST' }, used: 800, left: 200 },
    none('week'),
    none('month'),
  ],
  loss: [none('day'), none('week'), none('month')],
  exclusion: null,
  realityCheckMinutes: 0,
};

it('lists each limit with what is used and left, and a raise pending until its time', async () => {
  mockApi({ 'GET /protection': { body: STATE } });
  renderReport(<ResponsibleGamingPage />);
  const table = await screen.findByRole('table', { name: 'Deposit limits' });
  const daily = within(table).getAllByRole('row')[1];
  expect(
    within(daily)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Daily', '₹1,000₹5,000 pending until 22/11/2026 15:30 IST', '₹800', '₹200']);
});

it("sends the limit asked for and shows the server's answer; a refusal is shown as the server worded it", async () => {
  const server = mockApi({
    'GET /protection': { body: STATE },
    'PUT /protection/limits': { body: { isSuccess: true, message: 'Your weekly loss limit is now ₹2,000.', state: STATE } },
  });
  const { user } = renderReport(<ResponsibleGamingPage />);
  const form = await screen.findByRole('form', { name: 'Set a loss limit' });
  await user.selectOptions(within(form).getByLabelText('Period'), 'week');
  await user.type(within(form).getByLabelText('Loss limit (₹)'), '2,000');
  await user.click(within(form).getByRole('button', { name: 'Set limit' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your weekly loss limit is now ₹2,000.');
  const [call] = server.callsTo('PUT /protection/limits');
  expect(call).toBeDefined();

  jest.restoreAllMocks();
  mockApi({
    'GET /protection': { body: STATE },
    'PUT /protection/limits': {
      status: 400,
      body: { isSuccess: false, message: 'A limit must be whole rupees from ₹100 to ₹1,00,00,000.' },
    },
  });
  await user.clear(within(form).getByLabelText('Loss limit (₹)'));
  await user.type(within(form).getByLabelText('Loss limit (₹)'), '50');
  await user.click(within(form).getByRole('button', { name: 'Set limit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A limit must be whole rupees from ₹100 to ₹1,00,00,000.');
});

it('asks to confirm a time-out, which cannot be ended early, before sending it', async () => {
  const server = mockApi({ 'GET /protection': { body: STATE } });
  const { user } = renderReport(<ResponsibleGamingPage />);
  const form = await screen.findByRole('form', { name: 'Take a time-out' });
  await user.selectOptions(within(form).getByLabelText('Time-out length'), '7d');
  await user.click(within(form).getByRole('button', { name: 'Take a time-out' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm your time-out' });
  expect(dialog).toHaveTextContent(
    'A time-out of 7 days: you will be signed out now and cannot log in until it ends. It cannot be ended early.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(server.callsTo('POST /protection/exclusion')).toHaveLength(0);
});

it('the reality check falls on whole intervals after log-in', () => {
  const MIN = 60_000;
  expect(nextCheckAt(0, 15 * MIN, 0)).toBe(15 * MIN);
  expect(nextCheckAt(0, 15 * MIN, 16 * MIN)).toBe(30 * MIN);
  expect(nextCheckAt(0, 15 * MIN, 30 * MIN)).toBe(45 * MIN);
  expect(signedInFor(75, englishT)).toBe('1 hour 15 minutes');
  expect(signedInFor(1, englishT)).toBe('1 minute');
});

it("its help lists the messages protection answers with, in the server's words", async () => {
  mockApi({ 'GET /protection': { body: STATE } });
  renderReport(<ResponsibleGamingPage />);
  const help = await screen.findByRole('region', { name: 'Help: the messages you may see' });
  const list = within(help).getByLabelText('Protection messages');
  for (const message of [
    'This phone number is already registered. Log in or contact support.',
    'You have self-excluded until DD/MM/YYYY HH:mm IST. A new account cannot be opened until then.',
    'You are on a time-out until DD/MM/YYYY HH:mm IST. You can log in again after that.',
    'Deposits are refused during your time-out or self-exclusion (until DD/MM/YYYY HH:mm IST).',
    'Withdrawals are refused during your time-out or self-exclusion (until DD/MM/YYYY HH:mm IST).',
  ]) {
    expect(within(list).getByText(message)).toBeInTheDocument();
  }
});
