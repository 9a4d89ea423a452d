// GET /api/selfUSer/fetchDepositRequest/{userId}: the player's requests in an IST date range, a status
// filter, and totals over the approved ones. The test clock starts at 2026-11-21 15:30 IST.
import { useWalletApp, depositForm, postDeposit, slipPng } from '../../test/wallet/testSupport';

const ids: Record<string, number> = {};

const DAY = 24 * 60 * 60 * 1000;

const app = useWalletApp({ signIn: ['self1', 'operator'], self2Rupees: 100_000 }); // ₹1,00,000, as player1 has (a selfUser 0 player has no wallet)

beforeAll(async () => {
  // Each deposit its own slip: one image backs one live deposit.
  const deposit = async (name: string, utr: string, amount: string) => {
    expect(
      (
        await postDeposit(
          app.t.app,
          app.self1.cookie,
          depositForm({ userId: app.self1.userId, UTR: utr, depositAmount: amount }, { bytes: slipPng([`UTR ${utr}`]) }),
        )
      ).statusCode,
    ).toBe(200);
    ids[name] = (await app.t.deps.db.selectFrom('wallet_requests').select('id').where('utr', '=', utr).executeTakeFirstOrThrow()).id;
  };
  const withdraw = async (name: string, amount: number) => {
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/api/selfUser/withdrawRequest',
      headers: { cookie: app.self1.cookie },
      payload: {
        userId: app.self1.userId,
        withdrawAmountBtn: amount,
        paymentMethod: 'BANK',
        accountHName: 'Self One',
        accountNumber: '123456789',
        IFSC: 'SBIN0000001',
        bankName: 'SBI',
      },
    });
    expect(response.statusCode).toBe(200);
    ids[name] = (await app.t.deps.db.selectFrom('wallet_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  };
  const decide = async (name: string, action: 'approve' | 'reject', comment = '', payoutRef?: string) => {
    const response = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/wallet-requests/${ids[name]}/${action}`,
      headers: { cookie: app.operator.cookie },
      payload: { comment, payoutRef },
    });
    expect(response.statusCode).toBe(200);
  };

  // Three days ago (2026-11-18 IST): an approved deposit outside the default range.
  app.t.clock.advance(-3 * DAY);
  await deposit('old', 'OLD412300000001', '2000');
  await decide('old', 'approve');
  // Today (2026-11-21 15:30 IST): approved deposit, rejected deposit, pending deposit, approved and pending withdrawals.
  app.t.clock.advance(3 * DAY);
  await deposit('approved', 'APP412300000002', '1500');
  await decide('approved', 'approve', 'Credited');
  await deposit('rejected', 'REJ412300000003', '700');
  await decide('rejected', 'reject', 'No such payment');
  await deposit('pending', 'PEN412300000004', '300');
  await withdraw('paid', 400);
  await decide('paid', 'approve', 'Paid', 'IMPS 612300000001');
  await withdraw('waiting', 250);
});

function history(query: string, session = app.self1, userId = session.userId) {
  return app.t.app.inject({
    method: 'GET',
    url: `/api/api/selfUSer/fetchDepositRequest/${userId}${query}`,
    headers: { cookie: session.cookie },
  });
}

describe('the default range: yesterday 00:00 to today 23:59:59 IST', () => {
  it("lists today's requests newest first with their spec fields, and totals the approved ones", async () => {
    const response = await history('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([ids.waiting, ids.paid, ids.pending, ids.rejected, ids.approved]);
    expect(body).toMatchObject({ totalDepositAmount: 1500, totalWithdrawAmount: 400, totalPL: 1100 });

    const approved = body.data.find((r: { id: number }) => r.id === ids.approved);
    expect(approved).toEqual({
      id: ids.approved,
      requestType: 'deposit',
      Amount: 1500,
      Status: 1,
      RequestDate: '2026-11-21T10:00:00.000Z',
      StatusChangeDate: '2026-11-21T10:00:00.000Z',
      DisplayName: 'Exchange Payments',
      Bank: 'Axis Bank',
      PaymentSubType: 'PhonePe / GPay / Paytm',
      UTRNo: 'APP412300000002',
      Comment: 'Credited',
    });
    expect(body.data.find((r: { id: number }) => r.id === ids.waiting)).toMatchObject({
      requestType: 'withdraw',
      Amount: 250,
      Status: 2,
      StatusChangeDate: null,
      DisplayName: 'Self One',
      Bank: 'SBI',
      PaymentSubType: 'BANK',
      UTRNo: '',
      Comment: '',
    });
  });
});

describe('filters', () => {
  it('status picks rows; the totals stay those of the approved rows in the range', async () => {
    const pending = (await history('?status=2')).json();
    expect(pending.data.map((r: { id: number }) => r.id)).toEqual([ids.waiting, ids.pending]);
    expect(pending.totalDepositAmount).toBe(1500);
    const decided = (await history('?status=1,3')).json();
    expect(decided.data.map((r: { id: number }) => r.id)).toEqual([ids.paid, ids.rejected, ids.approved]);
    expect((await history('?status=')).json().data).toHaveLength(5);
  });

  it('a wider range, in IST wall-clock times, brings in the older deposit', async () => {
    const body = (await history('?fromDate=2026-11-18 00:00:01&toDate=2026-11-21 23:59:59&status=1')).json();
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([ids.paid, ids.approved, ids.old]);
    expect(body).toMatchObject({ totalDepositAmount: 3500, totalWithdrawAmount: 400, totalPL: 3100 });
    // The old deposit was at 15:30 IST on the 18th: a range ending at 15:29:59 IST leaves it out.
    expect((await history('?fromDate=2026-11-18 00:00:00&toDate=2026-11-18 15:29:59')).json().data).toHaveLength(0);
    expect((await history('?fromDate=2026-11-18 15:30:00&toDate=2026-11-18 15:30:00')).json().data).toHaveLength(1);
  });

  it.each([
    ['?fromDate=2026-13-01 00:00:00', /fromDate/],
    ['?fromDate=yesterday', /fromDate/],
    ['?toDate=2026-02-30 10:00:00', /toDate/],
    ['?fromDate=2026-11-21 00:00:00&toDate=2026-11-20 00:00:00', /after/],
    ['?status=4', /status/],
    ['?status=1;2', /status/],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const response = await history(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('privacy', () => {
  it("another player's history is refused, and theirs holds none of self1's requests", async () => {
    expect((await history('', app.self1, app.self2.userId)).statusCode).toBe(403);
    const own = (await history('', app.self2)).json();
    expect(own).toEqual({ data: [], totalDepositAmount: 0, totalWithdrawAmount: 0, totalPL: 0 });
  });
});
