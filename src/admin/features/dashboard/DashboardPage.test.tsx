// The dashboard: today's figures, the pending requests linking to the queues, a range validated as
// the server does and then asked for.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { DashboardPage } from './DashboardPage';
import { RANGE_MSG, rangeError } from './summaryApi';

afterEach(() => jest.restoreAllMocks());

const money = (count: number, amount: number) => ({ count, amount });
const DAY = {
  day: '2026-11-25',
  deposits: money(3, 4200),
  withdrawals: money(1, 300),
  turnover: 15000,
  ggr: -250.5,
  newPlayers: 2,
  activePlayers: 9,
};
const SUMMARY = {
  isSuccess: true,
  from: '2026-11-25',
  to: '2026-11-25',
  totals: { ...DAY, day: undefined },
  pending: { deposits: money(4, 2800), withdrawals: money(2, 900) },
  days: [DAY],
};

test('the range rule', () => {
  expect(rangeError('2026-11-01', '2026-11-25')).toBeNull();
  expect(rangeError('2026-11-26', '2026-11-25')).toBe(RANGE_MSG);
  expect(rangeError('25/11/2026', '2026-11-25')).toBe(RANGE_MSG);
  expect(rangeError('2025-01-01', '2026-11-25')).toBe(RANGE_MSG);
});

test("today's figures, pending requests linking to the queues; a bad range is refused, a good one asked for", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = mockApi({ 'GET /admin/summary': { body: SUMMARY } });
  const { user } = renderAdmin(<DashboardPage />);
  const today = await screen.findByLabelText('Today');
  expect(within(today).getByText('₹4,200.00')).toBeInTheDocument();
  expect(within(today).getByText('-₹250.50')).toBeInTheDocument();
  const pending = screen.getByLabelText('Pending requests');
  expect(within(pending).getByRole('link', { name: /Pending deposits\s*4/ })).toHaveAttribute('href', '/admin/deposits');
  expect(within(pending).getByRole('link', { name: /Pending withdrawals\s*2/ })).toHaveAttribute('href', '/admin/withdrawals');

  await user.type(screen.getByLabelText('From'), '2026-12-01');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByText(RANGE_MSG)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('From'));
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await until(() => server.calls.length >= 3, 'the range call');
  const urls = server.calls.map((c) => c.url);
  expect(urls.some((u) => u.includes('from=2026-11-01'))).toBe(true);
}, 20_000);
