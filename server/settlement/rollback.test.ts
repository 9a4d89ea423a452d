// Settlement correction: settle the wrong winner, roll back, settle the right one. Each player ends
// where a single right settlement would have put them, the ledger keeps all three entries and the
// statement shows them; a player who withdrew the wrong winnings ends below their exposure and is
// refused bets that add risk and withdrawals until credited. Rollback twice = once; bad calls write
// nothing, the audit log included.
import { MSG } from '../../src/domain/messages';
import type { TestApp } from '../test/app';
import { operatorSession, startApp } from '../test/fixtures';
import { formatIst } from '../modules/reports/dates';
import type { Session } from '../test/auth/testSupport';
import { AWAY, BM, BM_HOME, client, cricketEvent, FANCY, FANCY_SEL, HOME, MO, publish, savePayload } from '../test/bets/testSupport';
import { openPosition } from '../modules/bets/exposure';
import { admin, auditCount, auditRows } from '../modules/operator/testSupport';
import { OPERATOR_MSG } from '../modules/operator/messages';
import { betsByBetId, bettor, ledgerMismatches, persistTestEvent, settlementEntries, walletOf } from './testSupport';
import { ROLLBACK_MSG } from './rollback';

let t: TestApp;
let player: Session;
let self: Session;
let call: ReturnType<typeof admin>;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ t, player1: player, self1: self } = await startApp({ signIn: ['player1', 'self1'] }));
  ({ call } = await operatorSession(t));
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
  await persistTestEvent(t);
});
afterAll(() => t.close());

test('wrong winner, rollback, right winner: balances as one right settlement; three entries each; refusals below exposure', async () => {
  const start = { player: (await walletOf(t, player.userId)).balance, self: (await walletOf(t, self.userId)).balance };
  // player1 backs Mumbai ₹100 at 2 (wins ₹100 if Mumbai wins); self1 backs Delhi ₹1000 at 1.96 (wins ₹960 if Delhi wins).
  const playerBet = await bettor(t, player).matched({
    market: 'Matchodds',
    marketId: MO,
    selectionId: HOME,
    side: 'back',
    price: 2,
    stake: 100,
  });
  const selfBet = await bettor(t, self).matched({
    market: 'Matchodds',
    marketId: MO,
    selectionId: AWAY,
    side: 'back',
    price: 1.96,
    stake: 1000,
  });

  // The wrong winner: Delhi.
  expect((await call('POST', `/markets/${MO}/suspend`, { reason: 'Match over' })).statusCode).toBe(200);
  expect((await call('POST', `/markets/${MO}/settle`, { winnerSelectionId: AWAY })).statusCode).toBe(200);
  expect((await walletOf(t, self.userId)).balance).toBe(start.self + 96_000);

  // self1 withdraws ₹5,500 of it at once, and the operator pays it out.
  const selfApi = client(t.app, self.cookie, t.deps.config.payloadKey);
  const withdrawal = await selfApi.withdraw({ userId: self.userId, withdrawAmountBtn: 5500 });
  expect(withdrawal.statusCode).toBe(200);
  const request = await t.deps.db
    .selectFrom('wallet_requests')
    .select('id')
    .where('user_id', '=', self.userId)
    .where('status', '=', 2)
    .executeTakeFirstOrThrow();
  expect((await call('POST', `/wallet-requests/${request.id}/approve`, { comment: 'Paid' })).statusCode).toBe(200);

  // Roll back: the bets are matched again, their exposure held, each player gets a reversal.
  const rolled = await call('POST', `/markets/${MO}/rollback`, { reason: 'Wrong winner entered' });
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
  expect((await betsByBetId(t, [playerBet, selfBet])).map((b) => b?.status)).toEqual(['matched', 'matched']);
  expect(await walletOf(t, player.userId)).toEqual({ balance: start.player, exposure: 10_000 });
  const selfAfter = await walletOf(t, self.userId);
  expect(selfAfter).toEqual({ balance: start.self - 550_000, exposure: 100_000 });
  expect(selfAfter.balance).toBeLessThan(selfAfter.exposure);

  // Below exposure: a bet that adds risk and a withdrawal are refused until it is made good.
  const refusedBet = await selfApi.save(
    savePayload(self.userId, { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 }),
  );
  expect(refusedBet.statusCode).toBe(400);
  expect(refusedBet.json()).toMatchObject({ message: MSG.insufficientBalance });
  const refusedWithdrawal = await selfApi.withdraw({ userId: self.userId, withdrawAmountBtn: 100 });
  expect(refusedWithdrawal.statusCode).toBe(400);
  expect(refusedWithdrawal.json()).toMatchObject({ message: MSG.insufficientFunds });
  // The risk view lists the player.
  const risk = (await call('GET', '/risk')).json();
  expect(risk.playersBelowExposure).toEqual([
    { userId: self.userId, username: 'self1', balance: -500, exposure: 1000, reserved: 0, shortfall: 1500 },
  ]);

  // Rollback twice = once.
  const ledgerRows = (await settlementEntries(t)).length;
  const audits = await auditCount(t);
  const again = await call('POST', `/markets/${MO}/rollback`, { reason: 'Again' });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ alreadyRolledBack: true, users: 0 });
  expect((await settlementEntries(t)).length).toBe(ledgerRows);
  expect(await auditCount(t)).toBe(audits);

  // The market stays closed to betting while it waits, even after the hand suspension is lifted.
  expect((await call('POST', `/markets/${MO}/resume`, { reason: 'try' })).statusCode).toBe(409);
  const onRolledBack = await client(t.app, player.cookie, t.deps.config.payloadKey).save(
    savePayload(player.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 }),
  );
  expect(onRolledBack.json()).toMatchObject({ message: MSG.notAbleToBet });

  // The right winner: Mumbai.
  const right = await call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME });
  expect(right.statusCode).toBe(200);
  expect(right.json()).toMatchObject({ result: 'Mumbai', betsSettled: 2, users: 2, alreadySettled: false });
  // As a single right settlement: player1 +₹100; self1 −₹1000, and the ₹5,500 withdrawn.
  expect(await walletOf(t, player.userId)).toEqual({ balance: start.player + 10_000, exposure: 0 });
  expect(await walletOf(t, self.userId)).toEqual({ balance: start.self - 100_000 - 550_000, exposure: 0 });
  expect((await betsByBetId(t, [playerBet, selfBet])).map((b) => [b?.status, b?.result_amount])).toEqual([
    ['settled', 10_000],
    ['settled', -100_000],
  ]);

  // The ledger keeps all three entries of each player, and the statement shows them.
  expect((await settlementEntries(t, self.userId)).map((e) => [e.amount, e.ref])).toEqual([
    [96_000, `market:${MO}`],
    [-96_000, `market:${MO}#r0`],
    [-100_000, `market:${MO}#1`],
  ]);
  expect((await settlementEntries(t, player.userId)).map((e) => e.amount)).toEqual([-10_000, 10_000, 10_000]);
  const statement = await t.app.inject({
    method: 'GET',
    url: `/api/GetAccountStatement/${self.userId}`,
    headers: { cookie: self.cookie },
    query: { fromDateTime: formatIst(Date.now() - DAY), toDateTime: formatIst(Date.now() + DAY) },
  });
  expect(statement.statusCode).toBe(200);
  const sportRows = statement.json().accountstatement.filter((r: { type: string }) => r.type === 'sport');
  expect(sportRows.map((r: { deposit: number; withdraw: number; marketId: string }) => [r.deposit, r.withdraw, r.marketId])).toEqual([
    [960, 0, MO],
    [0, 960, MO],
    [0, 1000, MO],
  ]);
  expect(sportRows[1].remarks).toMatch(/^Rollback of .*Delhi: Wrong winner entered$/);
  expect(await ledgerMismatches(t)).toEqual([]);

  // One audit row per change: suspend, settle, the withdrawal's approval, rollback, settle.
  const actions = (await auditRows(t)).map((r) => r.action);
  expect(actions).toEqual(['market.suspend', 'market.settle', 'wallet.approve', 'market.rollback', 'market.settle']);
  const rollbackRow = (await auditRows(t))[3];
  expect(rollbackRow).toMatchObject({ target: `market:${MO}`, reason: 'Wrong winner entered', before: { generation: 0, result: 'Delhi' } });

  // A credit makes self1 good again: bets go through.
  expect((await call('POST', `/users/${self.userId}/credit`, { amount: 20_000, remark: 'Made good' })).statusCode).toBe(200);
  const after = await selfApi.save(
    savePayload(self.userId, { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 }),
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
    const [ledger, audits] = [(await settlementEntries(t)).length, await auditCount(t)];
    const response = await call('POST', url, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ isSuccess: false, message: message ?? expect.any(String) });
    expect((await settlementEntries(t)).length).toBe(ledger);
    expect(await auditCount(t)).toBe(audits);
  });
});

test('a rollback racing bets, withdrawals and a second rollback keeps ledger = balances and exposure = the open bets', async () => {
  const fresh = cricketEvent(t.clock.now());
  publish(t.deps.snapshots, fresh);
  const selfApi = client(t.app, self.cookie, t.deps.config.payloadKey);
  const playerApi = client(t.app, player.cookie, t.deps.config.payloadKey);
  // A settled bookmaker market to roll back.
  await bettor(t, player).matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 });
  await bettor(t, self).matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME + 1, side: 'back', price: 90, stake: 100 });
  await call('POST', `/markets/${BM}/suspend`, { reason: 'result in' });
  expect((await call('POST', `/markets/${BM}/settle`, { winnerSelectionId: BM_HOME })).statusCode).toBe(200);

  // Everything at once: two rollbacks, bets on another market by both players, withdrawals, a credit.
  const fancy = { market: 'Fancy' as const, marketId: FANCY, selectionId: FANCY_SEL, side: 'back' as const, price: 150, stake: 100 };
  const answers = await Promise.all([
    call('POST', `/markets/${BM}/rollback`, { reason: 'race 1' }),
    ...Array.from({ length: 4 }, () => playerApi.save(savePayload(player.userId, fancy))),
    ...Array.from({ length: 4 }, () => selfApi.save(savePayload(self.userId, fancy))),
    selfApi.withdraw({ userId: self.userId, withdrawAmountBtn: 100 }),
    call('POST', `/markets/${BM}/rollback`, { reason: 'race 2' }),
    call('POST', `/users/${player.userId}/credit`, { amount: 10, remark: 'race' }),
  ]);
  expect(answers.every((a) => a.statusCode < 500)).toBe(true);
  const rollbacks = [answers[0].json(), answers[10].json()];
  expect(rollbacks.map((r) => r.alreadyRolledBack).sort()).toEqual([false, true]);
  expect(await ledgerMismatches(t)).toEqual([]);
  // Each wallet's exposure is what its open bets make (the bookmaker bets matched again included).
  for (const userId of [player.userId, self.userId]) {
    const stored = (await walletOf(t, userId)).exposure;
    const recomputed = await t.deps.db.transaction().execute((trx) => openPosition(trx, userId));
    expect(stored).toBe(recomputed.exposurePaise);
  }
  expect((await settlementEntries(t)).filter((e) => e.ref === `market:${BM}#r0`)).toHaveLength(2);
});
