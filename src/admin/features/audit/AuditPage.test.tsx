// The audit log page: the filter refuses what the server refuses, sends what was typed, pages, and
// shows each row's before and after.
import { screen, within } from '@testing-library/react';
import { mockApi, type MockedApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { AuditPage } from './AuditPage';
import { AUDIT_MSG } from './auditFilter';

afterEach(() => jest.restoreAllMocks());

const ROW = {
  id: 7,
  at: '25/11/2026 11:30:00',
  operatorId: 1,
  operator: 'cash_anita',
  staff: 'cash_anita',
  role: 'cashier',
  ip: '127.0.0.1',
  action: 'market.rollback',
  target: 'market:1.1000042',
  targetName: 'Match Odds of India v Australia (1.1000042)',
  targetLink: 'market:1.1000042',
  before: { generation: 1, result: 'India' },
  after: { rolledBack: true, users: 3 },
  reason: 'Wrong winner declared',
};

test('rows with before and after; bad dates refused; filters and pages sent to the server', async () => {
  const server = mockApi({
    'GET /admin/audit': () => ({
      body: { isSuccess: true, total: 120, page: 1, pageSize: 50, rows: [ROW], actions: ['market.rollback', 'market.settle'] },
    }),
  });
  const { user } = renderAdmin(<AuditPage />);
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const cells = within(
    await within(table)
      .findByText('market.rollback')
      .then((c) => c.closest('tr') as HTMLElement),
  ).getAllByRole('cell');
  // Each row names the staff member and the role they acted with.
  expect(cells[1]).toHaveTextContent('cash_anita');
  expect(cells[2]).toHaveTextContent('cashier');
  // What changed, field by field, in words: not raw JSON.
  expect(cells[5]).toHaveTextContent('result');
  expect(within(cells[5]).getByLabelText('was India')).toBeInTheDocument();
  expect(within(cells[5]).getByLabelText('now yes')).toBeInTheDocument();
  expect(cells[5]).toHaveTextContent('rolled back');
  expect(cells[5]).not.toHaveTextContent('{');
  expect(cells[6]).toHaveTextContent('Wrong winner declared');
  // The target in words, linked to the market's bets.
  expect(within(cells[4]).getByRole('link', { name: 'Match Odds of India v Australia (1.1000042)' })).toHaveAttribute(
    'href',
    '/admin/bets?marketId=1.1000042',
  );
  // The action filter is a select of known actions whose first choice is a real one, not a placeholder.
  expect(within(screen.getByLabelText('Action')).getByRole('option', { name: 'Any action' })).toBeInTheDocument();

  await user.type(screen.getByLabelText('From (IST)'), '25/11/2026');
  await user.type(screen.getByLabelText('To (IST)'), '2026-11-20');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText(AUDIT_MSG.date)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('From (IST)'));
  await user.type(screen.getByLabelText('From (IST)'), '2026-11-21');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText(AUDIT_MSG.order)).toBeInTheDocument();
  const calls = server.callsTo('GET /admin/audit').length;

  await user.clear(screen.getByLabelText('To (IST)'));
  await user.type(screen.getByLabelText('To (IST)'), '2026-11-26');
  await user.selectOptions(screen.getByLabelText('Action'), 'market.rollback');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await until(() => server.callsTo('GET /admin/audit').length > calls, 'the filtered call');
  await user.click(within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('button', { name: 'Next' }));
  await until(
    () =>
      server.calls.some((c) => c.path === '/admin/audit' && c.method === 'GET') && fetchedUrls(server).some((u) => u.includes('page=2')),
    'page 2',
  );
  const last = fetchedUrls(server).at(-1) ?? '';
  expect(new URL(last).searchParams.get('action')).toBe('market.rollback');
  expect(new URL(last).searchParams.get('from')).toBe('2026-11-21');
  expect(new URL(last).searchParams.get('to')).toBe('2026-11-26');
  expect(new URL(last).searchParams.get('pageSize')).toBe('50');
  // The applied range exports as CSV.
  expect(screen.getByRole('link', { name: 'Export 2026-11-21 to 2026-11-26 as CSV' }).getAttribute('href')).toEqual(
    expect.stringMatching(/\/api\/admin\/audit\.csv\?from=2026-11-21&to=2026-11-26&action=market\.rollback$/),
  );
}, 20_000);

test('filtered by person: the staff member typed is sent', async () => {
  const server = mockApi({
    'GET /admin/audit': () => ({ body: { isSuccess: true, total: 1, page: 1, pageSize: 50, rows: [ROW] } }),
  });
  const { user } = renderAdmin(<AuditPage />);
  await screen.findByRole('table', { name: 'Audit log' });
  await user.type(screen.getByLabelText('Staff member'), 'cash_anita');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await until(() => fetchedUrls(server).some((u) => new URL(u).searchParams.get('operator') === 'cash_anita'), 'the person filter');
});

/** The full URLs the page fetched, query strings included. */
function fetchedUrls(server: MockedApi): string[] {
  return server.calls.map((c) => c.url);
}
