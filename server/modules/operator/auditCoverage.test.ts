// Every state-changing admin call writes exactly one audit row, read from the routes the
// app registers: a POST/PATCH/PUT/DELETE under /api/admin added tomorrow fails this test until it is
// listed here with its audit action. Each is called once as it succeeds (one row, its action) and once
// as it is refused (no row). Log-in and log-out change only the operator's own session: not audited.
// A call refused for want of a permission is audited (access.refused): permissions.test.ts.
import type { FastifyInstance } from 'fastify';
import { logIn, type Session } from '../../test/auth/testSupport';
import { client, cricketEvent, FANCY, GAME_ID, MO, HOME, publish } from '../../test/bets/testSupport';
import { liveTestEvent } from '../../settlement/testSupport';
import { operatorSession } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/app';
import { routeCatalog } from '../../test/security/routeCatalog';
import { admin, auditCount, auditRows } from './testSupport';

let t: TestApp;
let op: Session;
let self: Session;
let stateChanging: string[];
let call: ReturnType<typeof admin>;

beforeAll(async () => {
  const catalog = routeCatalog();
  t = await buildTestApp({ server: catalog.server });
  stateChanging = catalog
    .read(t.app as FastifyInstance)
    .filter((r) => r.url.startsWith('/api/admin/') && ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method))
    .map((r) => `${r.method} ${r.url}`)
    // The caller's own account (password, two-factor) ends the caller's session: audited too, proven
    // in staff.test.ts with a session of their own.
    .filter((key) => !['POST /api/admin/login', 'POST /api/admin/logout'].includes(key) && !key.includes('/staff/me/'));
  ({ op, call } = await operatorSession(t));
  self = await logIn(t.app, 'self1', 'self123');
  await liveTestEvent(t);
});
afterAll(() => t.close());

type Req = { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; body?: unknown };
interface Case {
  route: string;
  action: string;
  /** Run first, not counted (e.g. a withdrawal to decide). Returns ids the calls use. */
  before?: () => Promise<void>;
  ok: () => Req;
  refused: () => Req;
}

const DESK_LINE = { name: '6 over runs MUM', noRuns: 48, yesRuns: 50, noRate: 100, yesRate: 100, minStake: 100, maxStake: 50_000 };
const DESK_FANCY = `3.9${GAME_ID}001`;
const FEED_FANCY = '3.700000102';
const HAND_EVENT = {
  name: 'Goa v Kerala',
  sportId: 4,
  series: 'Coastal Trophy',
  startsAt: '2026-12-01T09:30:00Z',
  runners: ['Goa', 'Kerala'],
};
const DESK_RUNNERS = [
  { name: 'Mumbai', back: 45, lay: 50, backSize: 1000, laySize: 1000 },
  { name: 'Delhi', back: 90, lay: 95, backSize: 1000, laySize: 1000 },
];

const ids = { user: 0, request: 0, request2: 0, merchant: 0, staff: 0, alert: 0 };
const withdraw = async () => {
  const answer = await client(t.app, self.cookie, t.deps.config.payloadKey).withdraw({ userId: self.userId, withdrawAmountBtn: 100 });
  expect(answer.statusCode).toBe(200);
  const rows = await t.deps.db
    .selectFrom('wallet_requests')
    .select('id')
    .where('user_id', '=', self.userId)
    .where('status', '=', 2)
    .orderBy('id')
    .execute();
  ids.request = rows[0].id;
  ids.request2 = rows[rows.length - 1].id;
};
const limits = {
  minOddLimit: 100,
  maxOddLimit: 1000,
  minBookmakerLimit: 100,
  maxBookmakerLimit: 1000,
  minFancyLimit: 100,
  maxFancyLimit: 1000,
};
const buttons = (n: number) => Array.from({ length: n }, (_, i) => ({ label: String((i + 1) * 100), value: (i + 1) * 100 }));

/**
 * A call that puts something in a state, with a reason: it succeeds once, and the same call again is
 * refused (the state already is what it asks for).
 */
const sameTwice = (route: string, action: string, url: () => string, reason: string): Case => ({
  route: `POST /api/admin${route}`,
  action,
  ok: () => ({ method: 'POST', url: url(), body: { reason } }),
  refused: () => ({ method: 'POST', url: url(), body: { reason: 'again' } }),
});

const CASES: Case[] = [
  {
    route: 'POST /api/admin/users',
    action: 'user.create',
    ok: () => ({
      method: 'POST',
      url: '/users',
      body: { username: 'audited1', password: 'audited123', credit: 1000, exposureLimit: 5000 },
    }),
    refused: () => ({
      method: 'POST',
      url: '/users',
      body: { username: 'audited1', password: 'audited123', credit: 1000, exposureLimit: 5000 },
    }),
  },
  {
    route: 'POST /api/admin/users/:id/credit',
    action: 'user.credit',
    before: async () => {
      ids.user = (await t.deps.db.selectFrom('users').select('id').where('username_key', '=', 'audited1').executeTakeFirstOrThrow()).id;
    },
    ok: () => ({ method: 'POST', url: `/users/${ids.user}/credit`, body: { amount: 500 } }),
    refused: () => ({ method: 'POST', url: '/users/999999/credit', body: { amount: 500 } }),
  },
  {
    route: 'PATCH /api/admin/users/:id',
    action: 'user.update',
    ok: () => ({ method: 'PATCH', url: `/users/${ids.user}`, body: { lockBetting: 1 } }),
    refused: () => ({ method: 'PATCH', url: `/users/${ids.user}`, body: {} }),
  },
  {
    route: 'POST /api/admin/users/:id/debit',
    action: 'user.debit',
    ok: () => ({ method: 'POST', url: `/users/${ids.user}/debit`, body: { amount: 100, reason: 'chargeback' } }),
    refused: () => ({ method: 'POST', url: `/users/${ids.user}/debit`, body: { amount: 1_000_000, reason: 'too much' } }),
  },
  sameTwice('/users/:id/lock-login', 'user.lock-login', () => `/users/${ids.user}/lock-login`, 'review'),
  {
    route: 'POST /api/admin/users/:id/notes',
    action: 'user.note',
    ok: () => ({ method: 'POST', url: `/users/${ids.user}/notes`, body: { body: 'Called about a late deposit.' } }),
    refused: () => ({ method: 'POST', url: `/users/${ids.user}/notes`, body: { body: '   ' } }),
  },
  {
    route: 'PUT /api/admin/users/:id/kyc',
    action: 'user.kyc',
    ok: () => ({ method: 'PUT', url: `/users/${ids.user}/kyc`, body: { status: 'rejected', reason: 'The ID card photo is blurred.' } }),
    refused: () => ({ method: 'PUT', url: `/users/${ids.user}/kyc`, body: { status: 'rejected' } }),
  },
  sameTwice('/users/:id/unlock-login', 'user.unlock-login', () => `/users/${ids.user}/unlock-login`, 'cleared'),
  {
    route: 'PATCH /api/admin/settings/sports/:sportId',
    action: 'settings.sport',
    ok: () => ({ method: 'PATCH', url: '/settings/sports/4', body: { betDelayTime: 5, maxOddPrice: 3 } }),
    refused: () => ({ method: 'PATCH', url: '/settings/sports/4', body: { minOddPrice: 2.5, maxOddPrice: 2 } }),
  },
  {
    route: 'PATCH /api/admin/settings/events/:eventId',
    action: 'settings.event',
    ok: () => ({
      method: 'PATCH',
      url: `/settings/events/${GAME_ID}`,
      body: { limits, delays: { betDelayTime: 6, bookmakerDelayTime: 1, fancyDelayTime: 1 } },
    }),
    refused: () => ({ method: 'PATCH', url: `/settings/events/${GAME_ID}`, body: { limits: { ...limits, minFancyLimit: 5000 } } }),
  },
  {
    route: 'PATCH /api/admin/settings/master',
    action: 'settings.master',
    ok: () => ({ method: 'PATCH', url: '/settings/master', body: { siteMessage: 'Audited' } }),
    refused: () => ({ method: 'PATCH', url: '/settings/master', body: { betStartTime: -1 } }),
  },
  {
    route: 'PUT /api/admin/settings/stake-buttons',
    action: 'settings.stake-buttons',
    ok: () => ({ method: 'PUT', url: '/settings/stake-buttons', body: { kind: 'match', buttons: buttons(10) } }),
    refused: () => ({ method: 'PUT', url: '/settings/stake-buttons', body: { kind: 'match', buttons: buttons(3) } }),
  },
  sameTwice('/markets/:marketId/suspend', 'market.suspend', () => `/markets/${MO}/suspend`, 'rain'),
  sameTwice('/markets/:marketId/resume', 'market.resume', () => `/markets/${MO}/resume`, 'play on'),
  // Refused while open for betting; suspended (not counted), it settles.
  {
    route: 'POST /api/admin/markets/:marketId/settle',
    action: 'market.settle',
    before: async () => {
      const refusedOpen = await call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME });
      expect(refusedOpen.statusCode).toBe(409);
      expect((await call('POST', `/markets/${MO}/suspend`, { reason: 'result in' })).statusCode).toBe(200);
    },
    ok: () => ({ method: 'POST', url: `/markets/${MO}/settle`, body: { winnerSelectionId: HOME } }),
    refused: () => ({ method: 'POST', url: `/markets/${MO}/settle`, body: { winnerSelectionId: HOME + 1 } }),
  },
  {
    route: 'POST /api/admin/markets/:marketId/rollback',
    action: 'market.rollback',
    ok: () => ({ method: 'POST', url: `/markets/${MO}/rollback`, body: { reason: 'wrong winner' } }),
    refused: () => ({ method: 'POST', url: `/markets/${FANCY}/rollback`, body: { reason: 'not settled' } }),
  },
  {
    route: 'POST /api/admin/markets/:marketId/void',
    action: 'market.void',
    before: async () => {
      expect((await call('POST', `/markets/${FANCY}/suspend`, { reason: 'abandoned' })).statusCode).toBe(200);
    },
    ok: () => ({ method: 'POST', url: `/markets/${FANCY}/void` }),
    refused: () => ({ method: 'POST', url: '/markets/1.999/void' }),
  },
  {
    route: 'POST /api/admin/wallet-requests/:id/approve',
    action: 'wallet.approve',
    before: async () => {
      await withdraw();
      await withdraw();
    },
    ok: () => ({
      method: 'POST',
      url: `/wallet-requests/${ids.request}/approve`,
      body: { comment: 'paid', payoutRef: 'IMPS 612345678901' },
    }),
    refused: () => ({ method: 'POST', url: `/wallet-requests/${ids.request}/approve`, body: {} }),
  },
  {
    route: 'POST /api/admin/wallet-requests/:id/reject',
    action: 'wallet.reject',
    ok: () => ({ method: 'POST', url: `/wallet-requests/${ids.request2}/reject`, body: { comment: 'name mismatch' } }),
    refused: () => ({ method: 'POST', url: `/wallet-requests/${ids.request}/reject`, body: {} }),
  },
  {
    route: 'POST /api/admin/wallet-requests/:id/claim',
    action: 'wallet.claim',
    before: withdraw,
    ok: () => ({ method: 'POST', url: `/wallet-requests/${ids.request2}/claim` }),
    refused: () => ({ method: 'POST', url: '/wallet-requests/999999/claim' }),
  },
  {
    route: 'POST /api/admin/wallet-requests/:id/release',
    action: 'wallet.release',
    ok: () => ({ method: 'POST', url: `/wallet-requests/${ids.request2}/release` }),
    refused: () => ({ method: 'POST', url: `/wallet-requests/${ids.request2}/release` }),
  },
  {
    route: 'PUT /api/admin/wallet-settings',
    action: 'settings.wallet',
    ok: () => ({ method: 'PUT', url: '/wallet-settings', body: { secondApprovalAbove: 50_000, reason: 'four eyes on big payouts' } }),
    refused: () => ({ method: 'PUT', url: '/wallet-settings', body: { secondApprovalAbove: -1 } }),
  },
  {
    route: 'POST /api/admin/merchants',
    action: 'merchant.create',
    ok: () => ({ method: 'POST', url: '/merchants', body: { PaymentType: 'UPI', DisplayName: 'Audited UPI', UPIId: 'audited@ybl' } }),
    refused: () => ({ method: 'POST', url: '/merchants', body: { PaymentType: 'UPI', DisplayName: 'No UPI id' } }),
  },
  {
    route: 'POST /api/admin/merchants/:id/deactivate',
    action: 'merchant.deactivate',
    before: async () => {
      ids.merchant = (
        await t.deps.db.selectFrom('merchant_accounts').select('id').where('display_name', '=', 'Audited UPI').executeTakeFirstOrThrow()
      ).id;
    },
    ok: () => ({ method: 'POST', url: `/merchants/${ids.merchant}/deactivate` }),
    refused: () => ({ method: 'POST', url: '/merchants/999999/deactivate' }),
  },
  {
    route: 'POST /api/admin/merchants/:id/activate',
    action: 'merchant.activate',
    ok: () => ({ method: 'POST', url: `/merchants/${ids.merchant}/activate` }),
    refused: () => ({ method: 'POST', url: '/merchants/999999/activate' }),
  },
  {
    route: 'POST /api/admin/staff',
    action: 'staff.create',
    ok: () => ({ method: 'POST', url: '/staff', body: { username: 'audited_cashier', password: 'audited-pass', roles: ['cashier'] } }),
    refused: () => ({ method: 'POST', url: '/staff', body: { username: 'audited_cashier', password: 'audited-pass', roles: ['cashier'] } }),
  },
  {
    route: 'PATCH /api/admin/staff/:id',
    action: 'staff.update',
    before: async () => {
      ids.staff = (
        await t.deps.db.selectFrom('users').select('id').where('username_key', '=', 'audited_cashier').executeTakeFirstOrThrow()
      ).id;
    },
    ok: () => ({ method: 'PATCH', url: `/staff/${ids.staff}`, body: { roles: ['cashier', 'support'] } }),
    refused: () => ({ method: 'PATCH', url: `/staff/${ids.staff}`, body: {} }),
  },
  {
    route: 'POST /api/admin/staff/:id/password',
    action: 'staff.reset-password',
    ok: () => ({ method: 'POST', url: `/staff/${ids.staff}/password`, body: { password: 'audited-new-pass' } }),
    refused: () => ({ method: 'POST', url: '/staff/999999/password', body: { password: 'audited-new-pass' } }),
  },
  {
    route: 'POST /api/admin/staff/:id/totp/reset',
    action: 'staff.reset-2fa',
    ok: () => ({ method: 'POST', url: `/staff/${ids.staff}/totp/reset` }),
    refused: () => ({ method: 'POST', url: '/staff/999999/totp/reset' }),
  },
  {
    route: 'POST /api/admin/trading/events/:eventId/fancy',
    action: 'trading.fancy-create',
    ok: () => ({ method: 'POST', url: `/trading/events/${GAME_ID}/fancy`, body: DESK_LINE }),
    refused: () => ({ method: 'POST', url: `/trading/events/${GAME_ID}/fancy`, body: { ...DESK_LINE, noRate: 0 } }),
  },
  {
    route: 'PATCH /api/admin/trading/fancy/:marketId',
    action: 'trading.quote',
    ok: () => ({ method: 'PATCH', url: `/trading/fancy/${DESK_FANCY}`, body: { version: 1, noRuns: 49, yesRuns: 51 } }),
    refused: () => ({ method: 'PATCH', url: `/trading/fancy/${DESK_FANCY}`, body: { version: 1, noRuns: 50, yesRuns: 52 } }),
  },
  {
    route: 'POST /api/admin/trading/events',
    action: 'trading.event-create',
    ok: () => ({ method: 'POST', url: '/trading/events', body: HAND_EVENT }),
    refused: () => ({ method: 'POST', url: '/trading/events', body: { ...HAND_EVENT, runners: ['Only one'] } }),
  },
  {
    route: 'POST /api/admin/trading/events/:eventId/status',
    action: 'trading.event-status',
    ok: () => ({ method: 'POST', url: '/trading/events/90000001/status', body: { status: 'inplay' } }),
    refused: () => ({ method: 'POST', url: `/trading/events/${GAME_ID}/status`, body: { status: 'ended' } }),
  },
  {
    route: 'PUT /api/admin/trading/markets/:marketId/limit',
    action: 'trading.limit',
    ok: () => ({ method: 'PUT', url: `/trading/markets/${DESK_FANCY}/limit`, body: { worstCaseLimit: 100_000 } }),
    refused: () => ({ method: 'PUT', url: '/trading/markets/3.1/limit', body: { worstCaseLimit: 100_000 } }),
  },
  {
    route: 'PUT /api/admin/trading/events/:eventId/limit',
    action: 'trading.limit',
    ok: () => ({ method: 'PUT', url: `/trading/events/${GAME_ID}/limit`, body: { worstCaseLimit: 100_000 } }),
    refused: () => ({ method: 'PUT', url: '/trading/events/99999/limit', body: { worstCaseLimit: 100_000 } }),
  },
  {
    route: 'POST /api/admin/trading/events/:eventId/suspend-all',
    action: 'trading.suspend-all',
    ok: () => ({ method: 'POST', url: `/trading/events/${GAME_ID}/suspend-all` }),
    refused: () => ({ method: 'POST', url: '/trading/events/99999/suspend-all' }),
  },
  {
    route: 'POST /api/admin/trading/events/:eventId/resume-all',
    action: 'trading.resume-all',
    ok: () => ({ method: 'POST', url: `/trading/events/${GAME_ID}/resume-all` }),
    refused: () => ({ method: 'POST', url: '/trading/events/99999/resume-all' }),
  },
  // The test event's feed has a bookmaker: the desk's own is made on the event without it.
  {
    route: 'POST /api/admin/trading/events/:eventId/bookmaker',
    action: 'trading.bookmaker-create',
    before: async () => {
      publish(t.deps.snapshots, { ...cricketEvent(t.clock.now()), book: { ...cricketEvent(t.clock.now()).book, bookmaker: null } });
    },
    ok: () => ({ method: 'POST', url: `/trading/events/${GAME_ID}/bookmaker`, body: { runners: DESK_RUNNERS } }),
    refused: () => ({ method: 'POST', url: `/trading/events/${GAME_ID}/bookmaker`, body: { runners: DESK_RUNNERS } }),
  },
  {
    route: 'PATCH /api/admin/trading/bookmaker/:marketId/runners/:selectionId',
    action: 'trading.quote',
    ok: () => ({ method: 'PATCH', url: `/trading/bookmaker/2.9${GAME_ID}/runners/900101`, body: { version: 1, back: 46 } }),
    refused: () => ({ method: 'PATCH', url: `/trading/bookmaker/2.9${GAME_ID}/runners/900101`, body: { version: 2, back: 60, lay: 50 } }),
  },
  {
    route: 'POST /api/admin/trading/markets/:marketId/take-over',
    action: 'trading.take-over',
    // A session the feed still offers (the test event's own is settled above).
    before: async () => {
      await t.deps.db
        .insertInto('markets')
        .values({ id: FEED_FANCY, event_id: GAME_ID, kind: 'Fancy', name: '12 over runs MUM', line: null })
        .execute();
      await t.deps.db
        .insertInto('runners')
        .values({ market_id: FEED_FANCY, selection_id: 700_000_122, name: '12 over runs MUM', sort_order: 0 })
        .execute();
      const state = cricketEvent(t.clock.now());
      const session = { ...state.book.fancy[0], marketId: FEED_FANCY, selectionId: 700_000_122, name: '12 over runs MUM' };
      publish(t.deps.snapshots, { ...state, book: { ...state.book, bookmaker: null, fancy: [session] } });
    },
    ok: () => ({ method: 'POST', url: `/trading/markets/${FEED_FANCY}/take-over` }),
    refused: () => ({ method: 'POST', url: `/trading/markets/${FEED_FANCY}/take-over` }),
  },
  {
    route: 'POST /api/admin/trading/markets/:marketId/give-back',
    action: 'trading.give-back',
    ok: () => ({ method: 'POST', url: `/trading/markets/${FEED_FANCY}/give-back` }),
    refused: () => ({ method: 'POST', url: `/trading/markets/${FEED_FANCY}/give-back` }),
  },
  {
    route: 'POST /api/admin/alerts/:id/acknowledge',
    action: 'alert.acknowledge',
    before: async () => {
      const row = await t.deps.db
        .insertInto('operator_alerts')
        .values({ at: new Date(), kind: 'bet.big', subject: 'bet:audited', message: 'A big bet.', link: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.alert = Number(row.id);
    },
    ok: () => ({ method: 'POST', url: `/alerts/${ids.alert}/acknowledge` }),
    refused: () => ({ method: 'POST', url: `/alerts/${ids.alert}/acknowledge` }),
  },
  {
    route: 'PUT /api/admin/alert-settings/:kind',
    action: 'settings.alert',
    ok: () => ({ method: 'PUT', url: '/alert-settings/bet.big', body: { threshold: 5000 } }),
    refused: () => ({ method: 'PUT', url: '/alert-settings/bet.big', body: { threshold: -1 } }),
  },
  sameTwice('/events/:eventId/suspend', 'markets.bulk-suspend', () => `/events/${GAME_ID}/suspend`, 'integrity check'),
  sameTwice('/events/:eventId/resume', 'markets.bulk-resume', () => `/events/${GAME_ID}/resume`, 'cleared'),
  sameTwice('/sports/:sportId/suspend', 'markets.bulk-suspend', () => '/sports/4/suspend', 'rain everywhere'),
  sameTwice('/sports/:sportId/resume', 'markets.bulk-resume', () => '/sports/4/resume', 'cleared'),
  // Last: it locks self1's log-in (the sample players); refused once nothing is left.
  {
    route: 'POST /api/admin/demo-data/remove',
    action: 'demo.remove',
    ok: () => ({ method: 'POST', url: '/demo-data/remove', body: { confirm: 'remove-demo-data' } }),
    refused: () => ({ method: 'POST', url: '/demo-data/remove', body: { confirm: 'remove-demo-data' } }),
  },
];

test('every state-changing admin route the app registers is listed here', () => {
  expect(CASES.map((c) => c.route).sort()).toEqual([...stateChanging].sort());
});

test('each writes one audit row with its action when it succeeds, none when it is refused', async () => {
  for (const c of CASES) {
    await c.before?.();
    const count = await auditCount(t);
    const ok = c.ok();
    const done = await call(ok.method, ok.url, ok.body);
    expect([c.route, done.statusCode < 300, done.statusCode < 300 ? '' : done.body]).toEqual([c.route, true, '']);
    const rows = await auditRows(t);
    expect([c.route, rows.length - count, rows[rows.length - 1].action]).toEqual([c.route, 1, c.action]);
    expect(rows[rows.length - 1].operator_id).toBe(op.userId);

    const no = c.refused();
    const refused = await call(no.method, no.url, no.body);
    expect([c.route, refused.statusCode >= 400 && refused.statusCode < 500]).toEqual([c.route, true]);
    expect([c.route, await auditCount(t)]).toEqual([c.route, count + 1]);
  }
});
