// The deposit queue as the clerk sees it: oldest first, the slip and the OCR mark beside what the
// player typed, approve from the keyboard (once), R asks for a reason first.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { installObjectUrls, until } from '../../testing/adminTestKit';
import { adminRequest } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { DepositQueuePage } from './DepositQueuePage';

afterEach(() => jest.restoreAllMocks());

const OLD = adminRequest({ id: 5, RequestDate: '2026-11-25T04:00:00.000Z', UTRNo: '412345678901' });
const NEW = adminRequest({ id: 6, RequestDate: '2026-11-25T05:00:00.000Z', userName: 'self2', UTRNo: '400000000001', Amount: 2500 });

function serve() {
  let pending = [NEW, OLD];
  return mockApi({
    'GET /admin/wallet-requests': () => ({ body: { data: pending } }),
    'GET /admin/wallet-requests/5/slip': { body: 'UTR 412345678901' },
    'GET /admin/wallet-requests/6/slip': { body: 'UTR 412345678901' },
    'POST /admin/wallet-requests/5/approve': () => {
      pending = pending.filter((r) => r.id !== 5);
      return { body: { isSuccess: true, message: 'Approved', request: { ...OLD, Status: 1 }, balance: 900 } };
    },
  });
}

test('oldest first, with the slip, the merchant and the OCR marks; A approves the selected one once', async () => {
  installObjectUrls();
  const server = serve();
  const { user, extra } = renderAdmin(<DepositQueuePage />);
  const list = await screen.findByRole('list', { name: 'Pending deposits' });
  const items = await within(list).findAllByRole('button');
  expect(items.map((b) => b.getAttribute('aria-label'))).toEqual(['Deposit 5 of self1, ₹500.00', 'Deposit 6 of self2, ₹2,500.00']);

  const detail = screen.getByRole('region', { name: 'Deposit 5' });
  expect(await within(detail).findByRole('img', { name: 'Payment slip of deposit 5' })).toBeInTheDocument();
  expect(within(detail).getByText(/exchange\.pay@okaxis/)).toBeInTheDocument();
  expect((await within(detail).findAllByText('✓ UTR matches slip')).length).toBeGreaterThan(0);
  // The other slip says a different UTR from the one its player typed.
  expect(await within(list).findByText('✗ Slip says 412345678901')).toBeInTheDocument();

  await user.keyboard('a');
  await until(() => extra.toasts.length > 0, 'the toast');
  // A doubled key press lands on the next request, which nobody has looked at yet: it is ignored.
  expect(await screen.findByRole('region', { name: 'Deposit 6' })).toBeInTheDocument();
  await user.keyboard('a');
  await new Promise((r) => setTimeout(r, 50));
  expect(extra.toasts).toEqual([{ kind: 'success', message: 'Deposit of self1 approved.' }]);
  expect(server.callsTo('POST /admin/wallet-requests/5/approve')).toHaveLength(1);
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

test('R without a comment focuses the comment box and says why; J moves to the next request', async () => {
  installObjectUrls();
  const server = serve();
  const { user } = renderAdmin(<DepositQueuePage />);
  await screen.findByRole('region', { name: 'Deposit 5' });
  await user.keyboard('r');
  expect(await screen.findByRole('alert')).toHaveTextContent('Type the reason for rejecting: the player sees it.');
  expect(screen.getByLabelText('Comment (the player sees it)')).toHaveFocus();
  // Typing in the comment box is typing, not shortcuts.
  await user.keyboard('a');
  expect(screen.getByLabelText('Comment (the player sees it)')).toHaveValue('a');
  expect(server.callsTo('POST /admin/wallet-requests/5/approve')).toHaveLength(0);
  await user.keyboard('{Escape}j');
  expect(await screen.findByRole('region', { name: 'Deposit 6' })).toBeInTheDocument();
});

test("the server's warnings show beside the request and in the queue: duplicate UTR, duplicate slip, amount", async () => {
  installObjectUrls();
  const warned = adminRequest({
    id: 7,
    OcrAmount: 450,
    UTRNo: '412345678901',
    Warnings: [
      { kind: 'utr', requestId: 3, message: 'The same UTR was claimed by deposit 3 of self2 (rejected, 2026-11-24 10:00:00 IST).' },
      { kind: 'amount', requestId: null, message: 'The slip reads ₹450.00; the player typed ₹500.00.' },
    ],
  });
  mockApi({
    'GET /admin/wallet-requests': { body: { data: [warned, adminRequest({ id: 8, Warnings: [] })] } },
    'GET /admin/wallet-requests/7/slip': { body: 'UTR 412345678901' },
    'GET /admin/wallet-requests/8/slip': { body: 'UTR 412345678901' },
  });
  renderAdmin(<DepositQueuePage />);
  const list = await screen.findByRole('list', { name: 'Pending deposits' });
  expect((await within(list).findAllByText(/warning/)).map((b) => b.textContent)).toEqual(['⚠ 2 warnings']);
  const detail = screen.getByRole('region', { name: 'Deposit 7' });
  const warnings = within(detail).getByRole('list', { name: 'Warnings' });
  expect(
    within(warnings)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    '⚠ Duplicate UTR: The same UTR was claimed by deposit 3 of self2 (rejected, 2026-11-24 10:00:00 IST).',
    '⚠ Amount: The slip reads ₹450.00; the player typed ₹500.00.',
  ]);
  expect(within(detail).getByText('Amount on slip').nextElementSibling).toHaveTextContent('₹450.00');
});

test('a slip amount unlike the typed one shows first, in warning colours, and the UTR match is no green all-clear', async () => {
  installObjectUrls();
  const differs = adminRequest({ id: 7, UTRNo: '412345678901', Amount: 500, OcrAmount: 50 });
  mockApi({
    'GET /admin/wallet-requests': { body: { data: [differs] } },
    'GET /admin/wallet-requests/7/slip': { body: 'UTR 412345678901' },
  });
  renderAdmin(<DepositQueuePage />);
  const detail = await screen.findByRole('region', { name: 'Deposit 7' });
  const header = within(detail).getByRole('heading', { name: /Deposit #7/ }).parentElement as HTMLElement;
  await within(header).findByText('UTR matches slip (amount differs)');
  const badges = header.textContent ?? '';
  expect(badges.indexOf('⚠ Slip shows ₹50.00, typed ₹500.00')).toBeGreaterThan(-1);
  expect(badges.indexOf('⚠ Slip shows')).toBeLessThan(badges.indexOf('UTR matches slip'));
  expect(within(detail).queryByText('✓ UTR matches slip')).toBeNull();
});

test('a slip paid to another UPI id shows as loudly as a different amount, before the UTR match, which is no green all-clear', async () => {
  installObjectUrls();
  const elsewhere = adminRequest({ id: 9, UTRNo: '412345678901', DisplayName: 'Exchange Payments', UPIID: 'exchange.pay@okaxis' });
  const paidRight = adminRequest({ id: 10, UTRNo: '412345678902', DisplayName: 'Exchange Payments', UPIID: 'exchange.pay@okaxis' });
  mockApi({
    'GET /admin/wallet-requests': { body: { data: [elsewhere, paidRight] } },
    'GET /admin/wallet-requests/9/slip': { body: 'Paid to Sharma Traders sharma.traders@ybl UTR 412345678901' },
    'GET /admin/wallet-requests/10/slip': { body: 'Paid to exchange.pay@okaxis UTR 412345678902' },
  });
  const { user } = renderAdmin(<DepositQueuePage />);
  const detail = await screen.findByRole('region', { name: 'Deposit 9' });
  const header = within(detail).getByRole('heading', { name: /Deposit #9/ }).parentElement as HTMLElement;
  await within(header).findByText('UTR matches slip (payee differs)');
  const badges = header.textContent ?? '';
  const warning = '⚠ Slip paid to sharma.traders@ybl, not Exchange Payments';
  expect(badges.indexOf(warning)).toBeGreaterThan(-1);
  expect(badges.indexOf(warning)).toBeLessThan(badges.indexOf('UTR matches slip'));
  expect(within(detail).queryByText('✓ UTR matches slip')).toBeNull();
  expect(within(detail).getByText('Payee on slip').nextElementSibling).toHaveTextContent(warning);
  // The queue's row carries the same warning.
  const list = screen.getByRole('list', { name: 'Pending deposits' });
  expect(within(list).getByRole('button', { name: /Deposit 9 of/ })).toHaveTextContent(warning);

  // The other slip names the merchant's UPI id: a match, and the UTR's green badge stands.
  await user.click(within(list).getByRole('button', { name: /Deposit 10 of/ }));
  const right = await screen.findByRole('region', { name: 'Deposit 10' });
  expect(within(right).getByText('Payee on slip').nextElementSibling).toHaveTextContent('✓ Paid to the merchant (UPI id)');
  expect((await within(right).findAllByText('✓ UTR matches slip')).length).toBeGreaterThan(0);
});
