// Demo players bet play money: no operator figure counts it. With a demo player and a real one in the
// same market, the book, the risk list and the summary (turnover, revenue, active players) show only
// the real player's money, before and after the market settles.
import { sql } from 'kysely';
import type { Session } from '../../test/auth/testSupport';
import type { TestApp } from '../../test/app';
import { logInDemo, operatorSession, startApp } from '../../test/fixtures';
import { AWAY, cricketEvent, GAME_ID, HOME, MO, publish } from '../../test/bets/testSupport';
import { bettor } from '../../settlement/testSupport';
import { formatIst } from '../reports';
import { admin } from './testSupport';

let t: TestApp;
let call: ReturnType<typeof admin>;
let player: Session;
let demo: Session;

beforeAll(async () => {
  ({ t, player1: player } = await startApp({ signIn: ['player1'] }));
  ({ call } = await operatorSession(t));
  demo = await logInDemo(t);
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
}, 30_000);
afterAll(() => t.close());

test('the book, the risk list and the summary leave demo players out', async () => {
  // player1 backs Mumbai ₹100 at 2; the demo player backs Delhi ₹1,000 at 1.96 with play money.
  await bettor(t, player).matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  await bettor(t, demo).matched({ market: 'Matchodds', marketId: MO, selectionId: AWAY, side: 'back', price: 1.96, stake: 1000 });
  const demoBets = await t.deps.db
    .selectFrom('bets')
    .select('id')
    .where('user_id', '=', demo.userId)
    .where('status', '=', 'matched')
    .execute();
  expect(demoBets).toHaveLength(1);

  const { book } = (await call('GET', `/markets/${MO}/book`)).json();
  expect(book).toMatchObject({
    marketId: MO,
    eventId: GAME_ID,
    players: 1,
    matched: 100,
    worstCase: -100,
    bestCase: 100,
    playersExposure: 100,
  });
  expect(book.top.map((p: { username: string }) => p.username)).toEqual(['player1']);

  const risk = (await call('GET', '/risk')).json();
  expect(risk).toMatchObject({ worstCase: -100, matched: 100 });
  // A demo player below their exposure (play money moved by hand) is no concern of the operator's.
  await sql`UPDATE wallets SET balance = 0 WHERE user_id = ${demo.userId}`.execute(t.deps.db);
  expect((await call('GET', '/risk')).json().playersBelowExposure).toEqual([]);
  await sql`UPDATE wallets SET balance = exposure + 100000 WHERE user_id = ${demo.userId}`.execute(t.deps.db);

  expect((await call('GET', '/summary')).json().totals).toMatchObject({ turnover: 100, activePlayers: 1, ggr: 0 });

  // Delhi wins: the house pays the demo player ₹960 of play money and keeps player1's ₹100.
  await call('POST', `/markets/${MO}/suspend`, { reason: 'end' });
  expect((await call('POST', `/markets/${MO}/settle`, { winnerSelectionId: AWAY })).statusCode).toBe(200);
  const demoEntry = await t.deps.db
    .selectFrom('ledger')
    .select('amount')
    .where('user_id', '=', demo.userId)
    .where('kind', '=', 'settlement')
    .execute();
  expect(demoEntry.map((e) => e.amount)).toEqual([96_000]);
  const range = `?from=${formatIst(t.clock.now()).slice(0, 10)}&to=${formatIst(Date.now()).slice(0, 10)}`;
  expect((await call('GET', `/summary${range}`)).json().totals).toMatchObject({ ggr: 100, turnover: 100, activePlayers: 1 });
}, 30_000);
