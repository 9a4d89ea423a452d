// The withdrawal queue shows why a payout waits: a withdrawal a rollback put on hold carries the
// server's reason, and an approval the server refuses (not free money) shows its figures.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { until } from '../../testing/adminTestKit';
import { adminRequest } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { WithdrawalQueuePage } from './WithdrawalQueuePage';
import { DECISION_MSG } from './decisionValidation';

const HOLD = 'On hold since 28-11-2026 10:00 IST: Rollback of market 1.7000001 left the player ₹600 short.';
const REFUSED =
  "Not paid: the player's free money is -₹500 (balance ₹1,000 − exposure ₹1,500 − other withdrawals ₹0), less than this " +
  'withdrawal of ₹100. Their open bets still need that money: approve once it is free, or reject.';

test('a held withdrawal says why, and a refused approval shows the server’s figures', async () => {
  const held = adminRequest({
    id: 9,
    requestType: 'withdraw',
    Amount: 100,
    Warnings: [{ kind: 'hold', requestId: null, message: HOLD }],
  });
  mockApi({
    'GET /admin/wallet-requests': { body: { data: [held] } },
    'POST /admin/wallet-requests/9/approve': { status: 409, body: { message: REFUSED, isSuccess: false } },
  });
  const { user, extra } = renderAdmin(<WithdrawalQueuePage />);
  const detail = await screen.findByRole('region', { name: 'Withdrawal 9' });
  expect(within(detail).getByRole('list', { name: 'Warnings' })).toHaveTextContent(HOLD);
  // No payout reference: refused in the page, nothing sent.
  await user.keyboard('a');
  expect(await within(detail).findByRole('alert')).toHaveTextContent(DECISION_MSG.payoutRefRequired);
  expect(extra.toasts).toEqual([]);
  await user.type(within(detail).getByLabelText(/Payout reference/), 'IMPS 612345678901');
  await user.click(within(detail).getByRole('button', { name: /Paid — approve/ }));
  await until(() => extra.toasts.length > 0, 'the toast');
  expect(extra.toasts).toEqual([{ kind: 'error', message: REFUSED }]);
  expect(await within(detail).findByRole('alert')).toHaveTextContent(REFUSED);
});

test('a claimed withdrawal names who works it; the first of two approvals names its approver', async () => {
  const claimed = adminRequest({ id: 11, requestType: 'withdraw', Amount: 90000, claimedById: 77, claimedBy: 'clerka' });
  const firstApproved = adminRequest({
    id: 12,
    requestType: 'withdraw',
    Amount: 80000,
    PayoutRef: 'IMPS 700000000002',
    firstApprovedById: 78,
    firstApprovedBy: 'clerkb',
  });
  mockApi({ 'GET /admin/wallet-requests': { body: { data: [claimed, firstApproved] } } });
  const { user } = renderAdmin(<WithdrawalQueuePage />);
  const detail = await screen.findByRole('region', { name: 'Withdrawal 11' });
  expect(within(detail).getByLabelText('Who works this request')).toHaveTextContent('Claimed by clerka');
  await user.click(screen.getByRole('button', { name: /Withdrawal 12 of/ }));
  const second = await screen.findByRole('region', { name: 'Withdrawal 12' });
  expect(within(second).getByLabelText('Who works this request')).toHaveTextContent('First approval by clerkb');
  expect(within(second).getByRole('button', { name: /Second approval/ })).toBeInTheDocument();
});
