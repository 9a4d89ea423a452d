// Loss limits on the bet path: the loss over a period is the net loss settled in it plus
// the worst case of open bets, so a bet whose worst case would pass the limit is refused, naming the
// limit and what is left; a hedge never is. Settled entries leave the rolling window with time, on
// the kept position too (bets/lossLimit.ts). The clock starts at the real time because ledger rows
// are stamped by PostgreSQL.
import { buildTestApp, type TestApp } from '../../test/app';
import { lockWallet, postEntry } from '../../money/ledger';
import { logIn, type Session } from '../../test/auth/testSupport';
import { openSelfUser } from '../../test/wallet/testSupport';
import { client, cricketEvent, HOME, MO, publish, savePayload } from '../../test/bets/testSupport';
import { DAY, protection } from '../../test/protection/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);
// Each test starts at the real time again (earlier ones moved the clock days ahead).
beforeEach(() => advance(Date.now() - t.clock.now()));
afterAll(() => t.close());

let players = 0;
async function player(rupees = 50_000): Promise<Session & { name: string }> {
  players += 1;
  const name = `ll${players}`;
  return { ...(await openSelfUser(t, name, rupees)), name };
}

const back = (me: Session, stake: number) =>
  client(t.app, me.cookie, t.deps.config.payloadKey).save(
    savePayload(me.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake }),
  );
const lay = (me: Session, stake: number) =>
  client(t.app, me.cookie, t.deps.config.payloadKey).save(
    savePayload(me.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'lay', price: 2.02, stake }),
  );

/** Moves the clock, the feed's event with it (a snapshot not updated for long is not live). */
function advance(ms: number): void {
  t.clock.advance(ms);
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
}

/** A market settled for the player (signed paise), booked through the ledger as settlement books it. */
const settled = (userId: number, paise: number, ref: string) =>
  t.deps.db.transaction().execute(async (trx) => {
    const wallet = await lockWallet(trx, userId);
    await postEntry(trx, wallet, { userId, amount: paise, kind: 'settlement', remark: 'Test market', ref });
  });

test('open bets up to the daily loss limit are accepted, the one past it refused with what is left; a hedge still goes', async () => {
  const me = await player();
  const p = protection(t.app, me.cookie);
  expect((await p.setLimit({ kind: 'loss', period: 'day', amount: 1000 })).statusCode).toBe(200);
  expect((await back(me, 600)).statusCode).toBe(200); // under: worst case ₹600
  expect((await back(me, 400)).statusCode).toBe(200); // at: ₹1,000 (decided from the kept position)
  const over = await back(me, 100);
  expect(over.statusCode).toBe(400);
  expect(over.json()).toMatchObject({
    isSuccess: false,
    message: "Loss limit: this bet's worst case would pass your daily loss limit of ₹1,000. ₹0 of it is left.",
  });
  expect((await lay(me, 100)).statusCode).toBe(200); // adds no risk
  expect((await p.state()).json().loss[0]).toMatchObject({ period: 'day', amount: 1000, used: 1000, left: 0 });
  const bets = await t.deps.db.selectFrom('bets').select('stake').where('user_id', '=', me.userId).orderBy('id').execute();
  expect(bets.map((b) => b.stake)).toEqual([60_000, 40_000, 10_000]);
});

test('weekly and monthly loss limits: over by a rupee refused, at it accepted, the tighter one named', async () => {
  const me = await player();
  const p = protection(t.app, me.cookie);
  await p.setLimit({ kind: 'loss', period: 'month', amount: 900 });
  await p.setLimit({ kind: 'loss', period: 'week', amount: 700 });
  expect((await back(me, 500)).statusCode).toBe(200);
  const over = await back(me, 201);
  expect(over.statusCode).toBe(400);
  expect(over.json().message).toBe("Loss limit: this bet's worst case would pass your weekly loss limit of ₹700. ₹200 of it is left.");
  expect((await back(me, 200)).statusCode).toBe(200);
});

test('a monthly loss limit alone: under and at it accepted, over it refused', async () => {
  const me = await player();
  await protection(t.app, me.cookie).setLimit({ kind: 'loss', period: 'month', amount: 900 });
  expect((await back(me, 800)).statusCode).toBe(200);
  expect((await back(me, 100)).statusCode).toBe(200);
  const over = await back(me, 100);
  expect(over.statusCode).toBe(400);
  expect(over.json().message).toBe("Loss limit: this bet's worst case would pass your monthly loss limit of ₹900. ₹0 of it is left.");
});

test('a net settled loss counts until it leaves the window', async () => {
  let me = await player();
  await settled(me.userId, -40_000, 'market:test-loss');
  await protection(t.app, me.cookie).setLimit({ kind: 'loss', period: 'day', amount: 1000 });
  expect((await protection(t.app, me.cookie).state()).json().loss[0]).toMatchObject({ used: 400, left: 600 });
  const over = await back(me, 700);
  expect(over.json().message).toBe("Loss limit: this bet's worst case would pass your daily loss limit of ₹1,000. ₹600 of it is left.");
  expect((await back(me, 600)).statusCode).toBe(200);
  advance(DAY + 60_000);
  me = { ...(await logIn(t.app, me.name, `${me.name}-pass`)), name: me.name };
  expect((await back(me, 400)).statusCode).toBe(200);
});

test('a settled win that leaves the window lowers the room again, though the position is kept', async () => {
  let me = await player();
  await settled(me.userId, 50_000, 'market:test-win');
  await protection(t.app, me.cookie).setLimit({ kind: 'loss', period: 'day', amount: 1000 });
  expect((await back(me, 1200)).statusCode).toBe(200); // ₹1,000 + ₹500 won
  advance(DAY + 60_000);
  me = { ...(await logIn(t.app, me.name, `${me.name}-pass`)), name: me.name };
  const over = await back(me, 100);
  expect(over.statusCode).toBe(400);
  expect(over.json().message).toBe("Loss limit: this bet's worst case would pass your daily loss limit of ₹1,000. ₹0 of it is left.");
});

test("a loss-limit raise waits 24 hours; a player without a loss limit is not held by anyone else's", async () => {
  let me = await player();
  const free = await player();
  await protection(t.app, me.cookie).setLimit({ kind: 'loss', period: 'day', amount: 500 });
  expect((await back(me, 500)).statusCode).toBe(200);
  expect((await protection(t.app, me.cookie).setLimit({ kind: 'loss', period: 'day', amount: 2000 })).json().state.loss[0]).toMatchObject({
    amount: 500,
    pending: { amount: 2000 },
  });
  expect((await back(me, 100)).json().message).toBe(
    "Loss limit: this bet's worst case would pass your daily loss limit of ₹500. ₹0 of it is left.",
  );
  expect((await back(free, 3000)).statusCode).toBe(200);
  advance(DAY + 60_000);
  me = { ...(await logIn(t.app, me.name, `${me.name}-pass`)), name: me.name };
  expect((await back(me, 1500)).statusCode).toBe(200);
  expect((await back(me, 100)).json().message).toBe(
    "Loss limit: this bet's worst case would pass your daily loss limit of ₹2,000. ₹0 of it is left.",
  );
});
