// Profit Loss as the player sees it: the markets with their net in green or red, the Result popup
// with Ip Address from an event that has bets, and 'No Data Found' for an empty range.
import { screen, within } from '@testing-library/react';
import ProfitLossPage from './ProfitLossPage';
import { renderReport } from '../../testing/renderReport';
import { mockApi } from '../../testing/mockApi';
import { DEFAULT_FROM, DEFAULT_TO, PROFIT_LOSS_PATH, STATEMENT } from '../../testing/reportFixtures';

afterEach(() => jest.restoreAllMocks());

const PROFIT_LOSS = { isSuccess: true, plMainVMList: STATEMENT.plMainVMList, plMainDetailVMList: STATEMENT.plMainDetailVMList };

it("says 'No Data Found' when nothing was settled in the range", async () => {
  const server = mockApi({ [`GET ${PROFIT_LOSS_PATH}`]: { body: { isSuccess: true, plMainVMList: [], plMainDetailVMList: [] } } });
  renderReport(<ProfitLossPage />);
  expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  expect(server.callsTo(`GET ${PROFIT_LOSS_PATH}`)[0].query).toEqual({ fromDateTime: DEFAULT_FROM, toDateTime: DEFAULT_TO });
});

it('lists each settled market with its net, profit green and loss red, and the total', async () => {
  mockApi({ [`GET ${PROFIT_LOSS_PATH}`]: { body: PROFIT_LOSS } });
  renderReport(<ProfitLossPage />);
  const table = await screen.findByRole('table', { name: 'Profit and loss by market' });
  const rows = within(table).getAllByRole('row');
  expect(
    within(rows[0])
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Sport', 'Event Name', 'Market Name', 'Profit/loss', 'Place Date']);
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Cricket', 'India v Australia', 'Match Odds', '₹670.00', '14/01/2025 03:00:00 PM']);
  expect(within(rows[1]).getByText('₹670.00')).toHaveAttribute('data-sign', 'profit');
  expect(within(rows[2]).getByText('-₹500.00')).toHaveAttribute('data-sign', 'loss');
  expect(within(rows[3]).getByText('₹0.00')).toHaveAttribute('data-sign', 'profit');
  expect(within(rows[4]).getByText('₹170.00')).toHaveAttribute('data-sign', 'profit');
});

it('opens the Result popup with Ip Address from an event name, only where the market has bets', async () => {
  mockApi({ [`GET ${PROFIT_LOSS_PATH}`]: { body: PROFIT_LOSS } });
  const { user } = renderReport(<ProfitLossPage />);
  await screen.findByRole('table', { name: 'Profit and loss by market' });
  // The void market settled no bet of the player's: its name is not a link.
  expect(screen.getByText('Spain v Italy').tagName).toBe('TD');
  const links = screen.getAllByRole('button', { name: 'India v Australia' });
  expect(links).toHaveLength(2);

  await user.click(links[0]);
  const dialog = screen.getByRole('dialog', { name: 'Result' });
  expect(
    within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Nation', 'Bhav', 'Amount', 'Win', 'Date', 'Ip Address']);
  const bets = within(dialog).getAllByRole('row').slice(1);
  expect(
    within(bets[0])
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['India Back', '1.85', '₹1,000.00', '₹850.00', '14/01/2025 03:00:00 PM', '10.0.0.7']);
  expect(bets.map((row) => row.getAttribute('data-tone'))).toEqual(['back', 'lay']);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
