// Account Statement as the player sees it: the default range asked for, the type filter switching
// rows without a new call, the date rule, and the Result popup of a sport row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AccountStatementPage from './AccountStatementPage';
import { renderReport } from '../../testing/renderReport';
import { mockApi } from '../../testing/mockApi';
import { DEFAULT_FROM, DEFAULT_TO, SELF1, STATEMENT, STATEMENT_PATH } from '../../testing/reportFixtures';

afterEach(() => jest.restoreAllMocks());

const table = () => screen.getByRole('table', { name: 'Account statement' });
const remarks = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2].textContent);

async function openStatement() {
  const server = mockApi({ [`GET ${STATEMENT_PATH}`]: { body: STATEMENT } });
  const view = renderReport(<AccountStatementPage />);
  await screen.findByText('Credit by operator');
  return { ...view, server };
}

it('asks for yesterday 00:00:00 to today 23:59:59 and shows the rows of that range only', async () => {
  const { server } = await openStatement();
  expect(server.callsTo(`GET ${STATEMENT_PATH}`).map((c) => c.query)).toEqual([{ fromDateTime: DEFAULT_FROM, toDateTime: DEFAULT_TO }]);
  expect(remarks()).toEqual([
    'Credit by operator',
    'India v Australia / Match Odds / India',
    'India v Australia / 6 over runs / 47 runs',
    'Spain v Italy / Match Odds / void',
    'Debit by operator',
  ]);
  const credit = within(within(table()).getAllByRole('row')[1]).getAllByRole('cell');
  expect(credit.map((cell) => cell.textContent)).toEqual([
    '1',
    '14/01/2025 12:00:00 AM',
    'Credit by operator',
    '₹1,00,000.00',
    '-',
    '₹1,00,050.00',
  ]);
  expect(within(credit[3]).getByText('₹1,00,000.00')).toHaveAttribute('data-sign', 'profit');
  expect(screen.getByText('₹1,000.00')).toHaveAttribute('data-sign', 'loss');
});

it('switches rows with the type filter without asking the server again', async () => {
  const { server, user } = await openStatement();
  await user.selectOptions(screen.getByLabelText('Type'), 'Sport Report');
  expect(remarks()).toEqual([
    'India v Australia / Match Odds / India',
    'India v Australia / 6 over runs / 47 runs',
    'Spain v Italy / Match Odds / void',
  ]);
  await user.selectOptions(screen.getByLabelText('Type'), 'Deposit/Withdraw Reports');
  expect(remarks()).toEqual(['Credit by operator', 'Debit by operator']);
  await user.selectOptions(screen.getByLabelText('Type'), 'All');
  expect(remarks()).toHaveLength(5);
  expect(server.callsTo(`GET ${STATEMENT_PATH}`)).toHaveLength(1);
});

it('asks for the chosen range on Submit', async () => {
  const { server, user } = await openStatement();
  // A date input takes its value whole, as the browser's calendar gives it.
  fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-01-01' } });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(server.callsTo(`GET ${STATEMENT_PATH}`)).toHaveLength(2));
  expect(server.callsTo(`GET ${STATEMENT_PATH}`)[1].query).toEqual({ fromDateTime: '2025-01-01 00:00:00', toDateTime: DEFAULT_TO });
  // The same range again is asked again (the player wants fresh rows).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(server.callsTo(`GET ${STATEMENT_PATH}`)).toHaveLength(3));
});

it('opens the Result popup from a sport row that has bets, and closing it clears the choice', async () => {
  const { user } = await openStatement();
  expect(screen.queryByRole('button', { name: 'Spain v Italy / Match Odds / void' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Credit by operator' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'India v Australia / Match Odds / India' }));
  const dialog = screen.getByRole('dialog', { name: 'Result' });
  expect(dialog).toHaveTextContent('Cricket›India v Australia›Match Odds');
  expect(within(dialog).getByText('Winner').nextSibling).toHaveTextContent('India');
  expect(within(dialog).getByText('Total Bets').nextSibling).toHaveTextContent('2');
  expect(within(within(dialog).getByText('Total Amount').nextElementSibling as HTMLElement).getByText('₹670.00')).toHaveAttribute(
    'data-sign',
    'profit',
  );
  const headers = within(dialog)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['Nation', 'Bhav', 'Amount', 'Win', 'Date']);
  const rows = within(dialog).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.getAttribute('data-tone'))).toEqual(['back', 'lay']);
  expect(within(rows[1]).getByText('-₹180.00')).toHaveAttribute('data-sign', 'loss');

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'India v Australia / 6 over runs / 47 runs' }));
  const fancy = screen.getByRole('dialog', { name: 'Result' });
  expect(
    within(fancy)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Nation', 'Rate', 'Amount', 'Win', 'Date']);
  expect(within(within(fancy).getByText('Total Amount').nextElementSibling as HTMLElement).getByText('-₹500.00')).toHaveAttribute(
    'data-sign',
    'loss',
  );
  // A fancy bet reads Yes or No, never BACK or LAY.
  const fancyRow = within(fancy).getAllByRole('row')[1];
  expect(within(fancyRow).getAllByRole('cell')[0]).toHaveTextContent('6 over runs Yes');
  expect(within(fancyRow).queryByText(/back|lay/i)).not.toBeInTheDocument();
});

it('sends a self-registered player to the wallet history instead, without a call', async () => {
  const server = mockApi({});
  renderReport(<AccountStatementPage />, { player: SELF1 });
  expect(screen.getByRole('link', { name: 'Wallet History' })).toHaveAttribute('href', '/wallet-gateway?view=history');
  expect(server.calls.filter((c) => c.path.startsWith('/GetAccountStatement'))).toHaveLength(0);
});

it('goes to /login when no player is signed in', () => {
  mockApi({});
  renderReport(<AccountStatementPage />, { player: null });
  expect(screen.getByText('Login page')).toBeInTheDocument();
});

it("shows the server's reason when it refuses the range", async () => {
  mockApi({
    [`GET ${STATEMENT_PATH}`]: { status: 400, body: { message: 'fromDateTime must not be after toDateTime.', isSuccess: false } },
  });
  renderReport(<AccountStatementPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('fromDateTime must not be after toDateTime.');
});
