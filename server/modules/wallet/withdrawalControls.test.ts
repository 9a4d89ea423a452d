// The back office's controls on wallet requests, enforced by the server whatever the console sends:
// a withdrawal is approved only with the payout's bank reference (the player's statement line reads
// "Withdrawal (ref …)"); a claimed request is decided only by whoever claimed it; above the four-eyes
// threshold a withdrawal needs two approvals by two different staff members; a deposit approved at a
// corrected amount keeps the typed amount and is audited; a rejection needs a reason. A refused call
// changes nothing.
import { WALLET_MSG } from './messages';
import { formatIst } from '../reports';

const DAY = 24 * 3600 * 1000;
import { useWalletApp, depositForm, self1Withdraws, postDeposit, requestRows, slipPng, walletOf } from '../../test/wallet/testSupport';
import { createStaff, logInStaff, type StaffSession } from '../../test/auth/staffSupport';

const app = useWalletApp({ signIn: ['self1', 'operator'] });
let clerkA: StaffSession;
let clerkB: StaffSession;

beforeAll(async () => {
  await createStaff(app.t.app, app.operator.cookie, 'clerka', ['cashier']);
  await createStaff(app.t.app, app.operator.cookie, 'clerkb', ['cashier']);
  clerkA = await logInStaff(app.t.app, 'clerka');
  clerkB = await logInStaff(app.t.app, 'clerkb');
});

const call = (session: { cookie: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: session.cookie }, ...(payload ? { payload } : {}) });

const withdraw = (amount: number) => self1Withdraws(app, amount);

const ledgerOf = (id: number) =>
  app.t.deps.db.selectFrom('ledger').select(['amount', 'remark']).where('ref', '=', `wallet-request:${id}`).execute();
const auditOf = (id: number) =>
  app.t.deps.db
    .selectFrom('operator_actions')
    .select(['action', 'operator_id', 'before', 'after', 'reason'])
    .where('target', '=', `wallet-request:${id}`)
    .orderBy('id')
    .execute();

test('a withdrawal is approved only with a payout reference, which the player reads on the statement', async () => {
  const before = await walletOf(app.t.deps.db, app.self1.userId);
  const id = await withdraw(300);
  for (const body of [{ comment: 'Paid' }, { comment: 'Paid', payoutRef: '   ' }]) {
    const refused = await call(clerkA, 'POST', `/wallet-requests/${id}/approve`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ isSuccess: false, message: WALLET_MSG.payoutRefRequired });
  }
  expect((await call(clerkA, 'POST', `/wallet-requests/${id}/approve`, { payoutRef: 'x<script>' })).statusCode).toBe(400);
  expect(await ledgerOf(id)).toEqual([]);
  expect((await requestRows(app.t.deps.db, app.self1.userId)).find((r) => r.id === id)).toMatchObject({ status: 2, payout_ref: null });

  const approved = await call(clerkA, 'POST', `/wallet-requests/${id}/approve`, { payoutRef: ' IMPS612345678901 ' });
  expect(approved.statusCode).toBe(200);
  expect(approved.json().request).toMatchObject({ Status: 1, PayoutRef: 'IMPS612345678901' });
  expect(await ledgerOf(id)).toEqual([{ amount: -30000, remark: 'Withdrawal (ref IMPS612345678901)' }]);
  // The player's own statement shows the line as it is kept.
  const statement = await app.t.app.inject({
    method: 'GET',
    url: `/api/GetAccountStatement/${app.self1.userId}`,
    query: { fromDateTime: formatIst(Date.now() - DAY), toDateTime: formatIst(Date.now() + DAY) },
    headers: { cookie: app.self1.cookie },
  });
  expect(statement.statusCode).toBe(200);
  expect(JSON.stringify(statement.json())).toContain('"remarks":"Withdrawal (ref IMPS612345678901)"');
  expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(before.balance - 30000);
  expect((await auditOf(id)).at(-1)).toMatchObject({
    action: 'wallet.approve',
    after: expect.objectContaining({ payoutRef: 'IMPS612345678901' }),
  });
  // A deposit has no payout reference.
  const slip = slipPng(['UTR 512345678901']);
  await postDeposit(
    app.t.app,
    app.self1.cookie,
    depositForm({ userId: app.self1.userId, UTR: '512345678901', depositAmount: '400' }, { bytes: slip }),
  );
  const depositId = (await requestRows(app.t.deps.db, app.self1.userId)).at(-1)?.id ?? 0;
  const wrong = await call(clerkA, 'POST', `/wallet-requests/${depositId}/approve`, { payoutRef: 'IMPS612345678901' });
  expect(wrong.json()).toEqual({ isSuccess: false, message: WALLET_MSG.payoutRefDepositsNone });
  expect((await call(clerkA, 'POST', `/wallet-requests/${depositId}/reject`, { comment: 'Not received' })).statusCode).toBe(200);
});

test('a claimed request is decided only by the clerk who claimed it, until released', async () => {
  const id = await withdraw(200);
  const claimed = await call(clerkA, 'POST', `/wallet-requests/${id}/claim`);
  expect(claimed.statusCode).toBe(200);
  expect(claimed.json().request).toMatchObject({ claimedBy: 'clerka', claimedById: clerkA.userId });
  // Claiming again is fine for the holder; the other clerk is told who holds it.
  expect((await call(clerkA, 'POST', `/wallet-requests/${id}/claim`)).statusCode).toBe(200);
  const taken = await call(clerkB, 'POST', `/wallet-requests/${id}/claim`);
  expect(taken.statusCode).toBe(409);
  expect(taken.json().message).toBe(WALLET_MSG.claimedByOther(id, 'clerka'));
  const stolen = await call(clerkB, 'POST', `/wallet-requests/${id}/reject`, { comment: 'Name mismatch' });
  expect(stolen.statusCode).toBe(409);
  expect(stolen.json().message).toBe(WALLET_MSG.claimedByOther(id, 'clerka'));
  expect((await call(clerkB, 'POST', `/wallet-requests/${id}/release`)).json().message).toBe(WALLET_MSG.notClaimedByYou(id));
  expect((await requestRows(app.t.deps.db, app.self1.userId)).find((r) => r.id === id)).toMatchObject({
    status: 2,
    claimed_by: clerkA.userId,
  });

  expect((await call(clerkA, 'POST', `/wallet-requests/${id}/release`)).statusCode).toBe(200);
  expect((await call(clerkB, 'POST', `/wallet-requests/${id}/claim`)).statusCode).toBe(200);
  const list = (await call(clerkA, 'GET', '/wallet-requests?status=2')).json().data;
  expect(list.find((r: { id: number }) => r.id === id)).toMatchObject({ claimedBy: 'clerkb' });
  // Deciding frees the claim; the audit log names each claim and release.
  expect((await call(clerkB, 'POST', `/wallet-requests/${id}/reject`, { comment: 'Name mismatch' })).statusCode).toBe(200);
  expect((await requestRows(app.t.deps.db, app.self1.userId)).find((r) => r.id === id)).toMatchObject({ status: 3, claimed_by: null });
  expect((await auditOf(id)).map((a) => [a.action, a.operator_id])).toEqual([
    ['wallet.claim', clerkA.userId],
    ['wallet.claim', clerkA.userId],
    ['wallet.release', clerkA.userId],
    ['wallet.claim', clerkB.userId],
    ['wallet.reject', clerkB.userId],
  ]);
  expect((await call(clerkB, 'POST', `/wallet-requests/${id}/claim`)).statusCode).toBe(409);
});

test('four eyes: above the threshold the first approval moves no money and a different staff member completes it', async () => {
  // The threshold is a setting, audited; a cashier may not change it.
  expect((await call(clerkA, 'PUT', '/wallet-settings', { secondApprovalAbove: 0 })).statusCode).toBe(403);
  expect((await call(app.operator, 'PUT', '/wallet-settings', { secondApprovalAbove: -5 })).statusCode).toBe(400);
  const set = await call(app.operator, 'PUT', '/wallet-settings', { secondApprovalAbove: 500, reason: 'big payouts' });
  expect(set.json()).toMatchObject({ isSuccess: true, secondApprovalAbove: 500 });
  expect((await call(clerkA, 'GET', '/wallet-settings')).json()).toEqual({ secondApprovalAbove: 500 });
  const setting = await app.t.deps.db
    .selectFrom('operator_actions')
    .select(['before', 'after', 'reason'])
    .where('action', '=', 'settings.wallet')
    .executeTakeFirstOrThrow();
  expect(setting).toEqual({ before: { secondApprovalAbove: null }, after: { secondApprovalAbove: 500 }, reason: 'big payouts' });

  const before = await walletOf(app.t.deps.db, app.self1.userId);
  // ₹500 is not above ₹500: one approval pays it.
  const small = await withdraw(500);
  expect((await call(clerkA, 'POST', `/wallet-requests/${small}/approve`, { payoutRef: 'UPI 700000000001' })).json().request.Status).toBe(
    1,
  );

  const big = await withdraw(600);
  const first = await call(clerkA, 'POST', `/wallet-requests/${big}/approve`, { payoutRef: 'IMPS 700000000002', comment: 'Paid' });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ message: WALLET_MSG.firstApproval(big), request: { Status: 2, firstApprovedBy: 'clerka' } });
  expect(await ledgerOf(big)).toEqual([]);
  const again = await call(clerkA, 'POST', `/wallet-requests/${big}/approve`, { payoutRef: 'IMPS 700000000002' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(WALLET_MSG.secondApproverNeeded(big));
  expect(await ledgerOf(big)).toEqual([]);

  // The second approver confirms the reference the first one gave.
  const second = await call(clerkB, 'POST', `/wallet-requests/${big}/approve`, {});
  expect(second.statusCode).toBe(200);
  expect(second.json()).toMatchObject({ message: WALLET_MSG.approved(big), request: { Status: 1, PayoutRef: 'IMPS 700000000002' } });
  expect(await ledgerOf(big)).toEqual([{ amount: -60000, remark: 'Withdrawal (ref IMPS 700000000002)' }]);
  expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(before.balance - 110000);
  expect((await auditOf(big)).map((a) => [a.action, a.operator_id])).toEqual([
    ['wallet.first-approval', clerkA.userId],
    ['wallet.approve', clerkB.userId],
  ]);
  expect((await auditOf(big))[1].after).toMatchObject({ firstApprovedBy: clerkA.userId, payoutRef: 'IMPS 700000000002' });
  await call(app.operator, 'PUT', '/wallet-settings', { secondApprovalAbove: null });
});

test('a deposit approved at a corrected amount credits that amount, keeps the typed one and is audited; reasons are required', async () => {
  const utr = '612345000001';
  await postDeposit(
    app.t.app,
    app.self1.cookie,
    depositForm({ userId: app.self1.userId, UTR: utr, depositAmount: '1000' }, { bytes: slipPng([`UTR ${utr}`]) }),
  );
  const id = (await requestRows(app.t.deps.db, app.self1.userId)).at(-1)?.id ?? 0;
  const before = await walletOf(app.t.deps.db, app.self1.userId);
  const noReason = await call(clerkA, 'POST', `/wallet-requests/${id}/approve`, { amount: 900 });
  expect(noReason.json()).toEqual({ isSuccess: false, message: WALLET_MSG.correctedNeedsReason });
  expect((await call(clerkA, 'POST', `/wallet-requests/${id}/approve`, { amount: 900.001, comment: 'Slip shows 900' })).statusCode).toBe(
    400,
  );
  const noRejectReason = await call(clerkA, 'POST', `/wallet-requests/${id}/reject`, { comment: '  ' });
  expect(noRejectReason.json()).toEqual({ isSuccess: false, message: WALLET_MSG.rejectNeedsReason });
  expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(before.balance);
  expect(await auditOf(id)).toEqual([]);

  const approved = await call(clerkA, 'POST', `/wallet-requests/${id}/approve`, { amount: 900, comment: 'The slip shows ₹900' });
  expect(approved.statusCode).toBe(200);
  expect(approved.json().request).toMatchObject({ Status: 1, Amount: 900, RequestedAmount: 1000, Comment: 'The slip shows ₹900' });
  expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(before.balance + 90000);
  expect(await ledgerOf(id)).toEqual([{ amount: 90000, remark: `Deposit (UTR ${utr})` }]);
  expect(await auditOf(id)).toEqual([
    expect.objectContaining({
      action: 'wallet.approve',
      before: { status: 'pending', amount: 1000 },
      after: expect.objectContaining({ amount: 900, correctedFrom: 1000 }),
      reason: 'The slip shows ₹900',
    }),
  ]);
  // A withdrawal's amount is never corrected.
  const w = await withdraw(100);
  const corrected = await call(clerkA, 'POST', `/wallet-requests/${w}/approve`, { amount: 50, comment: 'less', payoutRef: 'IMPS 1234' });
  expect(corrected.json()).toEqual({ isSuccess: false, message: WALLET_MSG.correctedDepositsOnly });
});
