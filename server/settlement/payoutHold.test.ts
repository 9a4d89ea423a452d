// Payouts only from free money: a rollback that leaves a player with balance ₹1,000 against an
// exposure of ₹1,500 and a pending withdrawal of ₹100 puts that withdrawal on hold, the console lists
// it with the reason, and approving it is refused with the figures (paying it would leave the open
// bets unbacked: the balance could end at −₹600).
import { formatRupees } from '../../src/domain/money';
import { client, MO, AWAY } from '../test/bets/testSupport';
import { BACK_HOME, bettor, useMarketApp, walletOf } from './testSupport';
import { must } from '../test/must';

const app = useMarketApp({ persistEvent: true });

test('a rollback below zero available holds the pending withdrawal; approval pays only free money', async () => {
  const { db, config } = app.t.deps;
  const selfApi = client(app.t.app, app.self.cookie, config.payloadKey);
  const start = (await walletOf(app.t, app.self.userId)).balance;
  // self1 backs Delhi ₹1,500 at 1.96 (exposure ₹1,500); Delhi is settled the winner by mistake (+₹1,440).
  await bettor(app.t, app.self).matched({ ...BACK_HOME, selectionId: AWAY, price: 1.96, stake: 1500 });
  expect((await app.call('POST', `/markets/${MO}/suspend`, { reason: 'Match over' })).statusCode).toBe(200);
  expect((await app.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: AWAY })).statusCode).toBe(200);

  // The player withdraws all but ₹1,000 of the rest, paid at once; and asks for ₹100 more, pending.
  const paidOut = start / 100 - 1000;
  expect((await selfApi.withdraw({ userId: app.self.userId, withdrawAmountBtn: paidOut })).statusCode).toBe(200);
  const pendingOf = () =>
    db
      .selectFrom('wallet_requests')
      .select(['id', 'status', 'held_at', 'hold_reason'])
      .where('user_id', '=', app.self.userId)
      .where('status', '=', 2)
      .orderBy('id')
      .execute();
  const first = must((await pendingOf())[0], 'the first withdrawal');
  expect(
    (await app.call('POST', `/wallet-requests/${first.id}/approve`, { comment: 'Paid', payoutRef: 'IMPS 612300000042' })).statusCode,
  ).toBe(200);
  expect((await selfApi.withdraw({ userId: app.self.userId, withdrawAmountBtn: 100 })).statusCode).toBe(200);
  const pending = must((await pendingOf())[0], 'the pending withdrawal');
  expect(pending.held_at).toBeNull();

  // The rollback: the bet is open again, its ₹1,500 exposure held, the winnings reversed.
  expect((await app.call('POST', `/markets/${MO}/rollback`, { reason: 'Wrong winner entered' })).statusCode).toBe(200);
  expect(await walletOf(app.t, app.self.userId)).toEqual({ balance: 100_000, exposure: 150_000 });

  // On hold, listed for the operator with the reason.
  const held = must((await pendingOf())[0], 'the held withdrawal');
  expect(held.id).toBe(pending.id);
  expect(held.held_at).not.toBeNull();
  const queue = await app.call('GET', '/wallet-requests?status=2&requestType=withdraw');
  expect(queue.statusCode).toBe(200);
  const listed = queue.json().data.find((r: { id: number }) => r.id === pending.id);
  expect(listed.Warnings).toEqual([
    {
      kind: 'hold',
      requestId: null,
      message: expect.stringContaining(`Rollback of market ${MO} left the player ${formatRupees(600)} short`),
    },
  ]);

  // Approval is refused with the figures, and nothing moves.
  const refused = await app.call('POST', `/wallet-requests/${pending.id}/approve`, { comment: 'Paid', payoutRef: 'IMPS 612300000042' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    `Not paid: the player's free money is ${formatRupees(-500)} (balance ${formatRupees(1000)} − exposure ${formatRupees(1500)} − ` +
      `other withdrawals ${formatRupees(0)}), less than this withdrawal of ${formatRupees(100)}. ` +
      'Their open bets still need that money: approve once it is free, or reject.',
  );
  expect(await walletOf(app.t, app.self.userId)).toEqual({ balance: 100_000, exposure: 150_000 });
  expect(must((await pendingOf())[0], 'still pending').status).toBe(2);

  // Rejecting it is always possible.
  expect((await app.call('POST', `/wallet-requests/${pending.id}/reject`, { comment: 'Open bets' })).statusCode).toBe(200);
}, 60_000);
