// The settlement page: the form refuses what the server refuses, the final button waits for the
// market typed exactly, and the answer lists the bets and players moved.
import { screen, within } from '@testing-library/react';
import { stubServer } from '../../../features/auth/testing/stubServer';
import { renderAdmin } from '../../testing/renderAdmin';
import { SettlementPage } from './SettlementPage';
import { SETTLE_MSG } from './settlementValidation';

afterEach(() => jest.restoreAllMocks());

test('validate, confirm by typing the market, settle once and show what moved', async () => {
  const server = stubServer({
    'POST /admin/markets/3.1000042/settle': {
      body: { isSuccess: true, marketId: '3.1000042', outcome: 'runs', result: '57 runs', source: 'operator', settledAt: '25/11/2026 11:30:00', betsSettled: 9, betsVoided: 0, betsLapsed: 1, users: 4, alreadySettled: false },
    },
  });
  const { user } = renderAdmin(<SettlementPage />);
  await user.type(screen.getByLabelText('Market id'), '3.1000042');
  await user.selectOptions(screen.getByLabelText('RESULT'), 'runs');
  await user.type(screen.getByLabelText('Runs'), '-3');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText(SETTLE_MSG.runs)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Runs'));
  await user.type(screen.getByLabelText('Runs'), '57');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  const confirm = screen.getByRole('group', { name: 'Confirm the settlement' });
  expect(confirm).toHaveTextContent('Settle fancy market 3.1000042 at 57 runs.');
  const settle = within(confirm).getByRole('button', { name: 'Settle the market' });
  expect(settle).toBeDisabled();
  await user.type(within(confirm).getByLabelText('Type 3.1000042 to confirm'), '3.100004');
  expect(settle).toBeDisabled();
  await user.type(within(confirm).getByLabelText('Type 3.1000042 to confirm'), '2');
  await user.dblClick(settle);
  const results = await screen.findByRole('table', { name: 'Settlements' });
  expect(within(results).getByText('57 runs')).toBeInTheDocument();
  const cells = within(within(results).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent?.trim());
  expect(cells).toEqual(['3.1000042', 'settled', '57 runs', '25/11/2026 11:30:00', '9', '0', '1', '4', '—']);
  expect(server.callsTo('POST /admin/markets/3.1000042/settle').map((c) => c.body)).toEqual([{ runs: 57 }]);
});
