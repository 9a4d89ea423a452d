// The report calls through the real app: bets placed with /saveBet + /updateUnmatchBet, markets
// settled by the operator, then what the player's statement, profit and loss and bet history show.
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn, logInOperator, type Session } from '../../test/auth/testSupport';
import { BM, BM_HOME, FANCY, FANCY_SEL, HOME, MO, publish, type BetSpec } from '../../test/bets/testSupport';
import { FANCY_2, FANCY_2_SEL, withSecondSession } from '../../test/bets/secondSession';
import { SERVER_MSG } from '../../../src/domain/messages';
import type { AccountStatementResponse, BetDetailRow, ProfitLossResponse } from '../../../src/domain/contract/reports';
import { bettor, persistTestEvent } from '../../settlement/testSupport';
import { DATE_MSG, formatIst } from './dates';
import { REPORT_MSG } from './service';

jest.setTimeout(60_000);

const DAY = 86_400_000;

let t: TestApp;
let player: Session;
let self: Session;
const placed: Record<'moBack' | 'moLay' | 'fancy' | 'bm', string> = { moBack: '', moLay: '', fancy: '', bm: '' };
const open: string[] = [];

/** Settlement entries carry the database's time; bets the app's clock: a range around each. */
const ledgerRange = () => ({ fromDateTime: formatIst(Date.now() - DAY), toDateTime: formatIst(Date.now() + DAY) });
const betRange = () => ({ fromDateTime: formatIst(t.clock.now() - DAY), toDateTime: formatIst(t.clock.now() + DAY) });

beforeAll(async () => {
  t = await buildTestApp();
  player = await logIn(t.app, 'player1', 'player123');
  self = await logIn(t.app, 'self1', 'self123');
  const op = await logInOperator(t.app);
  publish(t.deps.snapshots, withSecondSession(t.clock.now()));
  await persistTestEvent(t);

  const bets = bettor(t, player);
  const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };
  placed.moBack = await bets.matched(backHome);
  placed.moLay = await bets.matched({ ...backHome, side: 'lay', price: 2.02, stake: 200 });
  placed.fancy = await bets.matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 100 });
  placed.bm = await bets.matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 });
  for (let i = 0; i < 23; i += 1) {
    open.push(
      await bets.matched({
        market: 'Fancy',
        marketId: FANCY_2,
        selectionId: FANCY_2_SEL,
        side: i % 2 ? 'lay' : 'back',
        price: 80,
        stake: 100 + i,
      }),
    );
  }
  const admin = (path: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/markets/${path}`, headers: { cookie: op.cookie }, ...(payload ? { payload } : {}) });
  // As an operator settles by hand: the markets suspended first (one open for betting is refused).
  for (const market of [MO, FANCY, BM]) expect((await admin(`${market}/suspend`, { reason: 'result in' })).statusCode).toBe(200);
  for (const response of [
    await admin(`${MO}/settle`, { winnerSelectionId: HOME }),
    await admin(`${FANCY}/settle`, { runs: 150 }),
    await admin(`${BM}/void`),
  ])
    expect(response.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string | number>, session: Session | null = player) =>
  t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: session ? { cookie: session.cookie } : {},
  });

const IST = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe('GET /GetProfitAndLossByDate', () => {
  test('one row per settled market, newest first, with its bets; the amounts in rupees', async () => {
    const response = await get(`/GetProfitAndLossByDate/${player.userId}`, ledgerRange());
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProfitLossResponse;
    expect(body.plMainVMList.map((r) => [r.marketId, r.market, r.result, r.selectionId, r.amount, r.totalBets])).toEqual([
      [BM, 'Bookmaker', 'void', null, 0, 1],
      [FANCY, '20 over runs MUM', '150 runs', null, 100, 1],
      [MO, 'Match Odds', 'Mumbai', HOME, -104, 2],
    ]);
    const mo = body.plMainVMList[2];
    expect(mo).toMatchObject({
      sportId: 4,
      sportName: 'Cricket',
      event: 'Mumbai v Delhi',
      eventName: 'Mumbai v Delhi',
      eventId: '7000001',
      marketKind: 'Matchodds',
    });
    for (const date of [mo.placeTime, mo.settleTime, mo.createdDate]) expect(date).toMatch(IST);
    // The first MO bet's: since then the two MO bets waited their delay (5 s) each, the fancy, the
    // bookmaker and 23 more fancy bets theirs (1 s).
    expect(mo.placeTime).toBe(formatIst(t.clock.now() - 2 * 5_000 - (2 + 23) * 1_000));

    const byId = new Map(body.plMainDetailVMList.map((row) => [row.marketId + row.type + row.amountStake, row]));
    expect(body.plMainDetailVMList).toHaveLength(4);
    expect(byId.get(`${MO}lay200`)).toMatchObject({
      market: 'Match Odds',
      marketKind: 'Matchodds',
      oddsType: 1,
      selection: 'Mumbai',
      selectionId: HOME,
      type: 'lay',
      oddsRequest: 2.02,
      rate: null,
      amountStake: 200,
      profit: 200,
      liability: -204,
      resultAmount: -204,
      isSettlement: 1,
      eventId: '7000001',
      eventName: 'Mumbai v Delhi',
      sportId: 4,
    });
    expect(byId.get(`${FANCY}back100`)).toMatchObject({ marketKind: 'Fancy', oddsType: 3, oddsRequest: 150, rate: 100, resultAmount: 100 });
    expect(byId.get(`${BM}back100`)).toMatchObject({ isSettlement: 0, resultAmount: 0, oddsRequest: 45 });
    const detail = byId.get(`${MO}back100`) as BetDetailRow;
    expect(detail.placeTime).toMatch(IST);
    expect(detail.settleTime).toMatch(IST);
    expect(typeof detail.ipAddress).toBe('string');
  });

  test('a range with nothing settled in it is empty; another player sees none of it', async () => {
    const empty = await get(`/GetProfitAndLossByDate/${player.userId}`, {
      fromDateTime: '2020-01-01 00:00:00',
      toDateTime: '2020-01-31 23:59:59',
    });
    expect(empty.json()).toEqual({ isSuccess: true, plMainVMList: [], plMainDetailVMList: [] });
    const theirs = await get(`/GetProfitAndLossByDate/${self.userId}`, ledgerRange(), self);
    expect(theirs.json()).toEqual({ isSuccess: true, plMainVMList: [], plMainDetailVMList: [] });
  });
});

describe('GET /GetAccountStatement', () => {
  test('every ledger entry, oldest first, with the running balance; sport rows link to their market and bets', async () => {
    const response = await get(`/GetAccountStatement/${player.userId}`, ledgerRange());
    expect(response.statusCode).toBe(200);
    const body = response.json() as AccountStatementResponse;
    expect(body.accountstatement.map((r) => [r.kind, r.type, r.deposit, r.withdraw, r.balance, r.marketId, r.toUserName])).toEqual([
      ['opening', 'account', 100_000, 0, 100_000, null, 'player1'],
      ['settlement', 'sport', 0, 104, 99_896, MO, 'player1'],
      ['settlement', 'sport', 100, 0, 99_996, FANCY, 'player1'],
      ['settlement', 'sport', 0, 0, 99_996, BM, 'player1'],
    ]);
    expect(body.accountstatement[1].remarks).toBe('Mumbai v Delhi / Match Odds / Mumbai');
    expect(body.accountstatement[1].createdDate).toMatch(IST);
    // The sport rows' ids are their profit-and-loss rows' ids.
    const sportIds = body.accountstatement
      .filter((r) => r.type === 'sport')
      .map((r) => r.id)
      .sort();
    expect(body.plMainVMList.map((r) => r.id).sort()).toEqual(sportIds);
    expect(new Set(body.plMainDetailVMList.map((r) => r.marketId))).toEqual(new Set([MO, FANCY, BM]));
  });

  test('the to-date is inclusive to the second; a range before anything is empty', async () => {
    const first = (await get(`/GetAccountStatement/${player.userId}`, ledgerRange())).json() as AccountStatementResponse;
    const last = first.accountstatement[first.accountstatement.length - 1];
    const upToIt = await get(`/GetAccountStatement/${player.userId}`, { fromDateTime: last.createdDate, toDateTime: last.createdDate });
    expect((upToIt.json() as AccountStatementResponse).accountstatement.map((r) => r.id)).toContain(last.id);
    const before = await get(`/GetAccountStatement/${player.userId}`, { fromDateTime: '2020-01-01', toDateTime: '2020-01-02' });
    expect(before.json()).toEqual({ isSuccess: true, accountstatement: [], plMainVMList: [], plMainDetailVMList: [] });
  });
});

describe('GET /GetBetHistoryByDate', () => {
  const history = (query: Record<string, string | number>, session: Session | null = player) =>
    get(`/GetBetHistoryByDate/${player.userId}`, { ...betRange(), betStatus: 1, sport: 0, page: 1, totalpage: 10, ...query }, session);

  test('unsettled bets page by 10, newest first; totalrows counts them all', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await history({ betStatus: 2, page });
      expect(response.statusCode).toBe(200);
      pages.push(response.json());
    }
    expect(pages.map((p) => [p.data.length, p.totalrows])).toEqual([
      [10, 23],
      [10, 23],
      [3, 23],
    ]);
    const ids = pages.flatMap((p) => p.data.map((r: BetDetailRow) => r.id));
    const expected = await t.deps.db
      .selectFrom('bets')
      .select('id')
      .where('bet_id', 'in', open)
      .orderBy('place_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(ids).toEqual(expected.map((r) => r.id));
    expect(pages[0].data[0]).toMatchObject({ isSettlement: 2, resultAmount: 0, settleTime: null, amountStake: 122, marketId: FANCY_2 });

    const bigPage = await history({ betStatus: 2, totalpage: 100 });
    expect(bigPage.json().data).toHaveLength(23);

    // Pages past the middle are read from the other end of the index: the same rows, in the same order.
    const byFours = [];
    for (let page = 1; page <= 6; page += 1)
      byFours.push(...(await history({ betStatus: 2, page, totalpage: 4 })).json().data.map((r: BetDetailRow) => r.id));
    expect(byFours).toEqual(expected.map((r) => r.id));
  });

  test('settled, void and sport filters', async () => {
    const settled = (await history({ betStatus: 1 })).json();
    expect(settled.totalrows).toBe(3);
    expect(settled.data.map((r: BetDetailRow) => [r.marketId, r.resultAmount])).toEqual([
      [FANCY, 100],
      [MO, -204],
      [MO, 100],
    ]);
    const voided = (await history({ betStatus: 0 })).json();
    expect(voided.data.map((r: BetDetailRow) => [r.marketId, r.isSettlement])).toEqual([[BM, 0]]);
    expect((await history({ betStatus: 1, sport: 4 })).json().totalrows).toBe(3);
    // No football bets: page 1 is simply empty.
    expect((await history({ betStatus: 1, sport: 1 })).json()).toEqual({ isSuccess: true, data: [], totalrows: 0 });
    expect((await history({ betStatus: 1, sport: 1, page: 2 })).json()).toEqual({ isSuccess: true, data: [], totalrows: 0 });
    // Another player's history is their own (empty); asking for player1's is refused.
    expect(
      (await get(`/GetBetHistoryByDate/${self.userId}`, { ...betRange(), betStatus: 2, sport: 0, page: 1, totalpage: 10 }, self)).json(),
    ).toEqual({ isSuccess: true, data: [], totalrows: 0 });
  });

  test('without dates, every bet of that status', async () => {
    const response = await get(`/GetBetHistoryByDate/${player.userId}`, { betStatus: 2, sport: 0, page: 1, totalpage: 10 });
    expect(response.json().totalrows).toBe(23);
  });
});

describe('bad input is a 400 with a message, never a 500', () => {
  test.each([
    ['a date that does not parse', { fromDateTime: '2026-13-01 00:00:00' }, DATE_MSG.from],
    ['a to-date that does not parse', { toDateTime: 'yesterday' }, DATE_MSG.to],
    ['a date with a bad time', { fromDateTime: '2026-11-21 25:00:00' }, DATE_MSG.from],
    ['from after to', { fromDateTime: '2026-11-22 00:00:00', toDateTime: '2026-11-21 23:59:59' }, DATE_MSG.order],
    ['page 0', { page: 0, betStatus: 2 }, REPORT_MSG.page],
    ['a page beyond the last', { page: 4, betStatus: 2 }, REPORT_MSG.pageBeyond(3)],
    ['a status outside the list', { betStatus: 3 }, REPORT_MSG.betStatus],
    ['a sport outside the list', { sport: 3 }, REPORT_MSG.sport],
    ['a page size of 0', { totalpage: 0 }, REPORT_MSG.pageSize],
    ['a page size over 100', { totalpage: 101 }, REPORT_MSG.pageSize],
    ['a page that is not a number', { page: 'two' }, /page/],
    ['a status that is not a number', { betStatus: 'settled' }, /betStatus/],
    ['a page far beyond any', { page: 99_999_999 }, /page/],
  ])('bet history: %s', async (_name, query, message) => {
    const response = await get(`/GetBetHistoryByDate/${player.userId}`, {
      ...betRange(),
      betStatus: 1,
      sport: 0,
      page: 1,
      totalpage: 10,
      ...query,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false });
    expect(response.json().message).toMatch(message);
  });

  test.each([
    ['/GetAccountStatement', { fromDateTime: '21/11/2026' }, DATE_MSG.from],
    ['/GetAccountStatement', { fromDateTime: '2026-11-22', toDateTime: '2026-11-21' }, DATE_MSG.order],
    ['/GetProfitAndLossByDate', { toDateTime: '2026-02-30 10:00:00' }, DATE_MSG.to],
    ['/GetProfitAndLossByDate', { fromDateTime: 'x'.repeat(33) }, /fromDateTime/],
  ])('%s: %j', async (path, query, message) => {
    const response = await get(`${path}/${player.userId}`, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test("another player's id is refused, and so is nobody", async () => {
    for (const path of ['/GetAccountStatement', '/GetProfitAndLossByDate', '/GetBetHistoryByDate']) {
      const query: Record<string, number> = path === '/GetBetHistoryByDate' ? { betStatus: 1, sport: 0 } : {};
      const theirs = await get(`${path}/${self.userId}`, query);
      expect([path, theirs.statusCode, theirs.json().message]).toEqual([path, 403, SERVER_MSG.forbidden]);
      const nobody = await get(`${path}/${player.userId}`, query, null);
      expect([path, nobody.statusCode]).toEqual([path, 401]);
    }
  });
});
