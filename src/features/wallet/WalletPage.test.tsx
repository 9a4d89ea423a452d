// The wallet page as a player uses it: real store and views, fake side effects and a stub server.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';
import { Provider } from '../../app/hooks';
import { renderWithStore } from '../../testing/render';
import { sessionRestored } from '../auth';
import { MSG } from '../../domain/messages';
import WalletPage from './WalletPage';
import { installObjectUrls, makeWalletExtra, readRoutes, SELF1 } from './testing/walletFixtures';
import { mockApi } from '../../testing/mockApi';
import { makePlayerStore } from '../../testing/playerStore';

function openWallet(path = '/wallet-gateway', extra = makeWalletExtra(async () => 'Paid to Shree Traders\nUTR: 412345678901')) {
  const server = mockApi({
    ...readRoutes(5000),
    'POST /api/selfUser/withdrawRequest': { body: { isSuccess: true, message: MSG.requestSent } },
    'DELETE /api/selfUser/deleteSavedBank': { body: { isSuccess: true, message: 'ok' } },
  });
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored(SELF1));
  const page = renderWithStore(<WalletPage />, { path, extra, store });
  return { ...page, server, messages: () => extra.toasts.map((t) => t.message) };
}

/** The deposit view past its amount popup (₹500) and the rules popup. */
async function openDepositForm() {
  const page = openWallet('/wallet-gateway?view=deposit');
  await page.user.type(screen.getByLabelText('Deposit amount'), '500');
  await page.user.click(screen.getByRole('button', { name: 'Next' }));
  await page.user.click(screen.getByRole('button', { name: 'OK' }));
  return page;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a player the operator created (selfUser 0) who types the address gets a note, and no wallet call is made', async () => {
  const server = mockApi(readRoutes(5000));
  const extra = makeWalletExtra(async () => '');
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored({ ...SELF1, UserName: 'player1', selfUser: 0 }));
  renderWithStore(<WalletPage />, { path: '/wallet-gateway?view=deposit', extra, store });
  expect(screen.getByRole('note')).toHaveTextContent('Deposit and Withdrawal are for self-registered players.');
  expect(screen.getByRole('link', { name: 'Account Statement' })).toHaveAttribute('href', '/account-statement');
  expect(screen.queryByRole('navigation', { name: 'Wallet' })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(server.calls.filter((c) => c.path.startsWith('/api/selfU'))).toEqual([]);
});

test('the menu offers deposit, withdraw and history', async () => {
  openWallet();
  const menu = screen.getByRole('navigation', { name: 'Wallet' });
  expect(
    within(menu)
      .getAllByRole('button')
      .map((b) => b.querySelector('strong')?.textContent),
  ).toEqual(['Wallet Deposit', 'Wallet Withdraw', 'Wallet History']);
  expect(await screen.findByText('₹5,000.00')).toBeInTheDocument();
});

test('?view=deposit opens the amount popup; quick-add adds; Next checks, then the deposit view opens with the Bengali rules', async () => {
  const { user, messages } = openWallet('/wallet-gateway?view=deposit');
  const popup = screen.getByRole('dialog', { name: 'Deposit Amount' });
  await user.click(within(popup).getByRole('button', { name: 'Next' }));
  await user.type(within(popup).getByLabelText('Deposit amount'), '5a0');
  await user.click(within(popup).getByRole('button', { name: 'Next' }));
  expect(messages()).toEqual([MSG.depositAmountRequired, MSG.depositMinimum]);

  await user.click(within(popup).getByRole('button', { name: 'Add ₹500' }));
  await user.click(within(popup).getByRole('button', { name: 'Add ₹500' }));
  expect(within(popup).getByLabelText('Deposit amount')).toHaveValue('1050');
  await user.click(within(popup).getByRole('button', { name: 'Next' }));

  const rules = screen.getByRole('dialog', { name: 'Deposit Rules' });
  expect(within(rules).getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(rules).getByText(/৪৫ মিনিট/)).toBeInTheDocument();
  await user.click(within(rules).getByRole('button', { name: 'English' }));
  expect(within(rules).getByText(/NEFT takes 40 minutes to 2 hours/)).toBeInTheDocument();
  await user.click(within(rules).getByRole('button', { name: 'हिन्दी' }));
  expect(within(rules).getByText(/45 मिनट/)).toBeInTheDocument();
  await user.click(within(rules).getByRole('button', { name: 'OK' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Amount')).toHaveValue('1050');
  expect(await screen.findByText('shreetraders@okaxis')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'QR code to pay Shree Traders' })).toHaveAttribute(
    'src',
    'http://localhost/api/merchant-qr/shree.png',
  );
});

test('the slip is read in the browser, its UTR fills the field, and the slip can be viewed', async () => {
  installObjectUrls();
  const { user, store } = await openDepositForm();

  await user.upload(screen.getByLabelText('Upload payment slip'), new File(['png'], 'slip.png', { type: 'image/png' }));
  expect(await screen.findByLabelText('Transaction Id (UTR)')).toHaveValue('412345678901');
  expect(screen.getByText(/Read from your slip/)).toBeInTheDocument();
  expect(store.getState().wallet.ocr.outcome).toBe('found');
  await user.click(screen.getByRole('button', { name: 'View payment slip' }));
  expect(screen.getByRole('dialog', { name: 'Payment Slip' })).toBeInTheDocument();
});

test('a file that is not a picture is not taken', async () => {
  installObjectUrls();
  const { store } = await openDepositForm();
  // The file dialog honours `accept`; a drag or an "All files" choice does not: send one past it.
  const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
  fireEvent.change(screen.getByLabelText('Upload payment slip'), { target: { files: [exe] } });
  expect(screen.getByRole('alert')).toHaveTextContent('PNG, JPG, JPEG or HEIC');
  expect(store.getState().wallet.deposit.slip).toBeNull();
});

test('withdraw: Continue checks, the confirmation dialog asks, Confirm sends and history shows', async () => {
  const { user, messages, server } = openWallet('/wallet-gateway?view=withdraw');
  await screen.findByText('₹5,000.00', { selector: 'span' });
  await user.click(screen.getByRole('button', { name: 'Continue to Withdraw' }));
  await user.type(screen.getByLabelText('Withdraw amount'), '6000');
  await user.click(screen.getByRole('button', { name: 'Continue to Withdraw' }));
  await user.clear(screen.getByLabelText('Withdraw amount'));
  await user.type(screen.getByLabelText('Withdraw amount'), '200');
  await user.click(screen.getByRole('button', { name: 'Continue to Withdraw' }));
  expect(messages()).toEqual([MSG.withdrawAmountRequired, MSG.insufficientFunds, MSG.fillAllInputFields]);

  await user.type(screen.getByLabelText('UPI ID'), 'ravi@oksbi');
  await user.click(screen.getByRole('button', { name: 'Continue to Withdraw' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Withdrawal' });
  expect(within(dialog).getByText('₹200.00')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('heading', { name: 'Wallet History' })).toBeInTheDocument();
  expect(server.callsTo('POST /api/selfUser/withdrawRequest')).toHaveLength(1);
  expect(messages().at(-1)).toBe(MSG.requestSent);
});

test('history: totals, pending rows do not open, approved and rejected rows open their detail', async () => {
  const { user } = openWallet('/wallet-gateway?view=history');
  const rows = await screen.findAllByTestId('wallet-request');
  expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual([
    'Withdraw request Pending',
    'Deposit request Approved',
    'Deposit request Rejected',
  ]);
  expect(
    within(screen.getByLabelText('Totals'))
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual(['₹500.00', '₹0.00', '₹500.00']);
  // totalPL is deposits minus withdrawals, and is named so (not a betting P&L).
  expect(
    within(screen.getByLabelText('Totals'))
      .getAllByRole('term')
      .map((d) => d.textContent),
  ).toEqual(['Total Deposit', 'Total Withdraw', 'Deposits − Withdrawals']);
  expect(screen.queryByText(/P&L/)).not.toBeInTheDocument();

  expect(rows[0].tagName).not.toBe('BUTTON');
  await user.click(rows[0]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(rows[1]);
  const detail = screen.getByRole('dialog', { name: 'Deposit request Approved' });
  expect(within(detail).getByText('412345678901')).toBeInTheDocument();
  expect(within(detail).getByText('Credited')).toBeInTheDocument();
  await user.click(within(detail).getByRole('button', { name: 'Close' }));
  await user.click(rows[2]);
  expect(screen.getByRole('dialog', { name: 'Deposit request Rejected' })).toHaveTextContent('Slip unreadable');
});

test("history filter: 'All' toggles all three, and choosing all three turns 'All' on", async () => {
  const { user, server } = openWallet('/wallet-gateway?view=history');
  await screen.findAllByTestId('wallet-request');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const dialog = screen.getByRole('dialog', { name: 'Filter' });
  const box = (name: string) => within(dialog).getByRole('checkbox', { name });
  expect([box('All'), box('Approved'), box('Pending'), box('Rejected')].every((b) => (b as HTMLInputElement).checked)).toBe(true);

  await user.click(box('Pending'));
  expect(box('All')).not.toBeChecked();
  await user.click(box('Pending'));
  expect(box('All')).toBeChecked();
  await user.click(box('All'));
  expect([box('Approved'), box('Pending'), box('Rejected')].some((b) => (b as HTMLInputElement).checked)).toBe(false);
  expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  await user.click(box('Approved'));
  await user.click(box('Rejected'));
  expect(box('All')).not.toBeChecked();
  await user.click(box('Pending'));
  expect(box('All')).toBeChecked();
  await user.click(box('Pending'));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

  const historyCalls = server.callsTo(`GET /api/selfUSer/fetchDepositRequest/${SELF1.Id}`);
  expect(historyCalls.at(-1)?.query).toEqual({ fromDate: '2025-01-14 00:00:01', toDate: '2025-01-15 23:59:59', status: '1,3' });
  expect(screen.getByText('Approved, Rejected')).toBeInTheDocument();
});

test("Remove shows 'Deleted!' that closes itself after 1.5 s", async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  openWallet('/wallet-gateway?view=withdraw');
  // A player whose small delays between key presses run on the fake clock.
  const player = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await player.click(screen.getByRole('button', { name: /Saved accounts/ }));
  const remove = await screen.findByRole('button', { name: /Remove UPI · ravi@oksbi/ });
  await player.click(remove);
  expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toHaveTextContent(MSG.bankDeleted);
  await act(() => jest.advanceTimersByTimeAsync(1500));
  expect(screen.queryByRole('dialog', { name: 'Deleted!' })).not.toBeInTheDocument();
});

test('saved accounts offer to withdraw the typed amount to each', async () => {
  const { user } = openWallet('/wallet-gateway?view=withdraw');
  await user.type(screen.getByLabelText('Withdraw amount'), '300');
  await user.click(screen.getByRole('button', { name: /Saved accounts/ }));
  expect(await screen.findAllByRole('button', { name: 'Withdraw 300 to Bank' })).toHaveLength(2);
  expect(screen.getByLabelText('Search accounts')).toBeInTheDocument();
});

test('Withdraw waits for an amount; account numbers show only their last four digits', async () => {
  const { user, messages } = openWallet('/wallet-gateway?view=withdraw');
  await user.click(screen.getByRole('button', { name: /Saved accounts/ }));
  const list = await screen.findByRole('list', { name: 'Saved accounts' });
  await within(list).findByText(/State Bank of India/);
  const buttons = within(list).getAllByRole('button', { name: 'Withdraw to Bank' });
  expect(buttons).toHaveLength(2);
  buttons.forEach((button) => expect(button).toBeDisabled());
  expect(screen.getByText('Enter the amount to withdraw, then choose the account.')).toBeInTheDocument();
  await user.click(buttons[1]);
  expect(screen.queryByRole('dialog', { name: 'Confirm Withdrawal' })).not.toBeInTheDocument();
  expect(messages()).toEqual([]);

  expect(within(list).getByText('State Bank of India · A/c ••••••5678 · SBIN0001234')).toBeInTheDocument();
  expect(within(list).queryByText(/30012345678/)).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Withdraw amount'), '250');
  await user.click(within(list).getAllByRole('button', { name: 'Withdraw 250 to Bank' })[1]);
  const confirm = await screen.findByRole('dialog', { name: 'Confirm Withdrawal' });
  expect(confirm).toHaveTextContent('••••••5678');
  expect(confirm).not.toHaveTextContent('30012345678');
});

test('the saved-accounts search filters the list', async () => {
  const { user } = openWallet('/wallet-gateway?view=withdraw');
  await user.click(screen.getByRole('button', { name: /Saved accounts/ }));
  const list = await screen.findByRole('list', { name: 'Saved accounts' });
  const shownAccounts = () =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  await within(list).findByText(/State Bank of India/);
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  await user.type(screen.getByLabelText('Search accounts'), 'sbi');
  expect(within(list).getAllByRole('listitem')).toHaveLength(2); // SBIN IFSC and ravi@oksbi
  await user.type(screen.getByLabelText('Search accounts'), 'n');
  expect(shownAccounts()).toEqual([expect.stringContaining('State Bank of India')]);
  await user.clear(screen.getByLabelText('Search accounts'));
  await user.type(screen.getByLabelText('Search accounts'), 'ravi oksbi');
  expect(shownAccounts()).toEqual([expect.stringContaining('UPI · ravi@oksbi')]);
  await user.type(screen.getByLabelText('Search accounts'), 'x');
  expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
  expect(screen.getByText('No saved account matches “ravi oksbix”')).toBeInTheDocument();
});

test("the header's buttons may send the view in the router's state instead of the query", async () => {
  mockApi(readRoutes());
  const store = makePlayerStore({ extra: makeWalletExtra() });
  store.dispatch(sessionRestored(SELF1));
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[{ pathname: '/wallet-gateway', state: { view: 'withdraw' } }]}>
          <WalletPage />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: 'Continue to Withdraw' })).toBeInTheDocument();
});
