// Settlement correction: settle the wrong winner, roll back, settle the right one. Each player ends
// where a single right settlement would have put them, the ledger keeps all three entries and the
// statement shows them; a player who withdrew the wrong winnings ends below their exposure and is
// refused bets that add risk and withdrawals until credited. Rollback twice = once; bad calls write
// nothing, the audit log included.
import { MSG } from '../../src/domain/messages';
import { formatIst } from '../modules/reports/dates';
import { AWAY, BM, BM_HOME, client, cricketEvent, FANCY, FANCY_SEL, HOME, MO, publish, savePayload } from '../test/bets/testSupport';
import { openPosition } from '../modules/bets/exposure';
import { auditCount, auditRows } from '../modules/operator/testSupport';
import { OPERATOR_MSG } from '../modules/operator/messages';
import { BACK_HOME, betsByBetId, bettor, ledgerMismatches, settlementEntries, useMarketApp, walletOf } from './testSupport';
import { ROLLBACK_MSG } from './rollback';

const app = useMarketApp({ persistEvent: true });
const DAY = 86_400_000;

test('wrong winner, rollback, right winner: balances as one right settlement; three entries each; refusals below exposure', async () => {
  const start = { player: (await walletOf(app.t, app.player.userId)).balance, self: (await walletOf(app.t, app.self.userId)).balance };
  // player1 backs Mumbai ₹100 at 2 (wins ₹100 if Mumbai wins); self1 backs Delhi ₹1000 at 1.96 (wins ₹960 if Delhi wins).
  const playerBet = await bettor(app.t, app.player).matched(BACK_HOME);
  const selfBet = await bettor(app.t, app.self).matched({ ...BACK_HOME, selectionId: AWAY, price: 1.96, stake: 1000 });

  // The wrong winner: Delhi.
  expect((await app.call('POST', `/markets/${MO}/suspend`, { reason: 'Match over' })).statusCode).toBe(200);
  expect((await app.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: AWAY })).statusCode).toBe(200);
  expect((await walletOf(app.t, app.self.userId)).balance).toBe(start.self + 96_000);

  // self1 withdraws ₹5,500 of it at once, and the operator pays it out.
  const selfApi = client(app.t.app, app.self.cookie, app.t.deps.config.payloadKey);
  const withdrawal = await selfApi.withdraw({ userId: app.self.userId, withdrawAmountBtn: 5500 });
  expect(withdrawal.statusCode).toBe(200);
  const request = await app.t.deps.db
    .selectFrom('wallet_requests')
    .select('id')
    .where('user_id', '=', app.self.userId)
    .where('status', '=', 2)
    .executeTakeFirstOrThrow();
  expect(
    (await app.call('POST', `/wallet-requests/${request.id}/approve`, { comment: 'Paid', payoutRef: 'IMPS 612300000042' })).statusCode,
  ).toBe(200);

  // Roll back: the bets are matched again, their exposure held, each player gets a reversal.
  const rolled = await app.call('POST', `/markets/${MO}/rollback`, { reason: 'Wrong winner entered' });
  expect(rolled.statusCode).toBe(200);
  expect(rolled.json()).toMatchObject({
    isSuccess: true,
    marketId: MO,
    generation: 0,
    undone: 'Delhi',
    users: 2,
    betsReopened: 2,
    alreadyRolledBack: false,
  });
  expect((await betsByBetId(app.t, [playerBet, selfBet])).map((b) => b?.status)).toEqual(['matched', 'matched']);
  expect(await walletOf(app.t, app.player.userId)).toEqual({ balance: start.player, exposure: 10_000 });
  const selfAfter = await walletOf(app.t, app.self.userId);
  expect(selfAfter).toEqual({ balance: start.self - 550_000, exposure: 100_000 });
  expect(selfAfter.balance).toBeLessThan(selfAfter.exposure);

  // Below exposure: a bet that adds risk and a withdrawal are refused until it is made good.
  const refusedBet = await selfApi.save(
    savePayload(app.self.userId, { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 }),
  );
  expect(refusedBet.statusCode).toBe(400);
  expect(refusedBet.json()).toMatchObject({ message: MSG.insufficientBalance });
  const refusedWithdrawal = await selfApi.withdraw({ userId: app.self.userId, withdrawAmountBtn: 100 });
  expect(refusedWithdrawal.statusCode).toBe(400);
  expect(refusedWithdrawal.json()).toMatchObject({ message: MSG.insufficientFunds });
  // The risk view lists the player.
  const risk = (await app.call('GET', '/risk')).json();
  expect(risk.playersBelowExposure).toEqual([
    { userId: app.self.userId, username: 'self1', balance: -500, exposure: 1000, reserved: 0, shortfall: 1500 },
  ]);

  // Rollback twice = once.
  const ledgerRows = (await settlementEntries(app.t)).length;
  const audits = await auditCount(app.t);
  const again = await app.call('POST', `/markets/${MO}/rollback`, { reason: 'Again' });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ alreadyRolledBack: true, users: 0 });
  expect((await settlementEntries(app.t)).length).toBe(ledgerRows);
  expect(await auditCount(app.t)).toBe(audits);

  // The market stays closed to betting while it waits, even after the hand suspension is lifted.
  expect((await app.call('POST', `/markets/${MO}/resume`, { reason: 'try' })).statusCode).toBe(409);
  const onRolledBack = await client(app.t.app, app.player.cookie, app.t.deps.config.payloadKey).save(
    savePayload(app.player.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 }),
  );
  expect(onRolledBack.json()).toMatchObject({ message: MSG.notAbleToBet });

  // The right winner: Mumbai.
  const right = await app.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME });
  expect(right.statusCode).toBe(200);
  expect(right.json()).toMatchObject({ result: 'Mumbai', betsSettled: 2, users: 2, alreadySettled: false });
  // As a single right settlement: player1 +₹100; self1 −₹1000, and the ₹5,500 withdrawn.
  expect(await walletOf(app.t, app.player.userId)).toEqual({ balance: start.player + 10_000, exposure: 0 });
  expect(await walletOf(app.t, app.self.userId)).toEqual({ balance: start.self - 100_000 - 550_000, exposure: 0 });
  expect((await betsByBetId(app.t, [playerBet, selfBet])).map((b) => [b?.status, b?.result_amount])).toEqual([
    ['settled', 10_000],
    ['settled', -100_000],
  ]);

  // The ledger keeps all three entries of each player, and the statement shows them.
  expect((await settlementEntries(app.t, app.self.userId)).map((e) => [e.amount, e.ref])).toEqual([
    [96_000, `market:${MO}`],
    [-96_000, `market:${MO}#r0`],
    [-100_000, `market:${MO}#1`],
  ]);
  expect((await settlementEntries(app.t, app.player.userId)).map((e) => e.amount)).toEqual([-10_000, 10_000, 10_000]);
  const statement = await app.t.app.inject({
    method: 'GET',
    url: `/api/GetAccountStatement/${app.self.userId}`,
    headers: { cookie: app.self.cookie },
    query: { fromDateTime: formatIst(Date.now() - DAY), toDateTime: formatIst(Date.now() + DAY) },
  });
  expect(statement.statusCode).toBe(200);
  const sportRows = statement.json().accountstatement.filter((r: { type: string }) => r.type === 'sport');
  expect(sportRows.map((r: { deposit: number; withdraw: number; marketId: string }) => [r.deposit, r.withdraw, r.marketId])).toEqual([
    [960, 0, MO],
    [0, 960, MO],
    [0, 1000, MO],
  ]);
  // The player's line says what was undone, never the operator's internal reason.
  expect(sportRows[1].remarks).toMatch(/^Rollback of .*Delhi$/);
  expect(JSON.stringify(statement.json())).not.toContain('Wrong winner entered');
  expect(await ledgerMismatches(app.t)).toEqual([]);

  // One audit row per change: suspend, settle, the withdrawal's approval, rollback, settle.
  const actions = (await auditRows(app.t)).map((r) => r.action);
  expect(actions).toEqual(['market.suspend', 'market.settle', 'wallet.approve', 'market.rollback', 'market.settle']);
  const rollbackRow = (await auditRows(app.t))[3];
  expect(rollbackRow).toMatchObject({ target: `market:${MO}`, reason: 'Wrong winner entered', before: { generation: 0, result: 'Delhi' } });

  // A credit makes self1 good again: bets go through.
  expect((await app.call('POST', `/users/${app.self.userId}/credit`, { amount: 20_000, remark: 'Made good' })).statusCode).toBe(200);
  const after = await selfApi.save(
    savePayload(app.self.userId, { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 }),
  );
  expect(after.statusCode).toBe(200);
});

describe('bad rollbacks write nothing', () => {
  test.each([
    ['an unknown market', '/markets/9.123/rollback', { reason: 'x' }, 404, ROLLBACK_MSG.unknownMarket('9.123')],
    ['a market never settled', `/markets/${BM}/rollback`, { reason: 'x' }, 409, OPERATOR_MSG.notSettled(BM)],
    ['no reason', `/markets/${MO}/rollback`, {}, 400, undefined],
    ['a reason of 501 characters', `/markets/${MO}/rollback`, { reason: 'x'.repeat(501) }, 400, undefined],
  ])('%s', async (_name, url, body, status, message) => {
    const [ledger, audits] = [(await settlementEntries(app.t)).length, await auditCount(app.t)];
    const response = await app.call('POST', url, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ isSuccess: false, message: message ?? expect.any(String) });
    expect((await settlementEntries(app.t)).length).toBe(ledger);
    expect(await auditCount(app.t)).toBe(audits);
  });
});

test('a rollback racing bets, withdrawals and a second rollback keeps ledger = balances and exposure = the open bets', async () => {
  const fresh = cricketEvent(app.t.clock.now());
  publish(app.t.deps.snapshots, fresh);
  const selfApi = client(app.t.app, app.self.cookie, app.t.deps.config.payloadKey);
  const playerApi = client(app.t.app, app.player.cookie, app.t.deps.config.payloadKey);
  // A settled bookmaker market to roll back.
  await bettor(app.t, app.player).matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 });
  await bettor(app.t, app.self).matched({
    market: 'BookMaker',
    marketId: BM,
    selectionId: BM_HOME + 1,
    side: 'back',
    price: 90,
    stake: 100,
  });
  await app.call('POST', `/markets/${BM}/suspend`, { reason: 'result in' });
  expect((await app.call('POST', `/markets/${BM}/settle`, { winnerSelectionId: BM_HOME })).statusCode).toBe(200);

  // Everything at once: two rollbacks, bets on another market by both players, withdrawals, a credit.
  const fancy = { market: 'Fancy' as const, marketId: FANCY, selectionId: FANCY_SEL, side: 'back' as const, price: 150, stake: 100 };
  const answers = await Promise.all([
    app.call('POST', `/markets/${BM}/rollback`, { reason: 'race 1' }),
    ...Array.from({ length: 4 }, () => playerApi.save(savePayload(app.player.userId, fancy))),
    ...Array.from({ length: 4 }, () => selfApi.save(savePayload(app.self.userId, fancy))),
    selfApi.withdraw({ userId: app.self.userId, withdrawAmountBtn: 100 }),
    app.call('POST', `/markets/${BM}/rollback`, { reason: 'race 2' }),
    app.call('POST', `/users/${app.player.userId}/credit`, { amount: 10, remark: 'race' }),
  ]);
  expect(answers.every((a) => a.statusCode < 500)).toBe(true);
  const rollbacks = [answers[0].json(), answers[10].json()];
  expect(rollbacks.map((r) => r.alreadyRolledBack).sort()).toEqual([false, true]);
  expect(await ledgerMismatches(app.t)).toEqual([]);
  // Each wallet's exposure is what its open bets make (the bookmaker bets matched again included).
  for (const userId of [app.player.userId, app.self.userId]) {
    const stored = (await walletOf(app.t, userId)).exposure;
    const recomputed = await app.t.deps.db.transaction().execute((trx) => openPosition(trx, userId));
    expect(stored).toBe(recomputed.exposurePaise);
  }
  expect((await settlementEntries(app.t)).filter((e) => e.ref === `market:${BM}#r0`)).toHaveLength(2);
});
