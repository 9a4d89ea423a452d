// Every admin route × every staff role, against the real app: each route declares the permission it
// needs (a route added tomorrow without one fails here, and so does one missing from the table below),
// and each role is answered 403 naming the permission exactly where the table says it may not, and let
// through (200 for the reads) where it may.
import { useCatalogApp } from '../../test/security/routeCatalog';
import type { StaffSession } from '../../test/auth/staffSupport';
import { newStaffSession } from './testSupport';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '../../../src/domain/contract/staff';

const app = useCatalogApp({ signIn: ['operator'] });

const adminRoutes = () => app.routes.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');

test('every /api/admin route but the log-in declares a known permission', () => {
  const routes = adminRoutes();
  expect(routes.length).toBeGreaterThan(40);
  const undeclared = routes
    .filter((r) => r.access !== 'public' && !PERMISSIONS.includes(r.permission as Permission))
    .map((r) => `${r.method} ${r.url}`);
  expect(undeclared).toEqual([]);
  expect(routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/admin/login']);
});

/**
 * Who may call each admin route, written out from the roles' descriptions (not derived from the code):
 * owner everything; manager settings, markets, settlement and rollback, players and limits, reports;
 * trader markets, the risk book, settlement, the trading desk; cashier the queues and players' ledgers; support players,
 * their ledgers, lock/unlock; auditor every read. Everyone: their own session and account.
 */
const ALL = 'owner manager trader cashier support auditor';
const WHO_MAY: Record<string, string> = {
  'GET /api/admin/alerts': ALL,
  'POST /api/admin/alerts/:id/acknowledge': 'owner manager trader cashier support',
  'GET /api/admin/alert-settings': 'owner manager trader auditor',
  'PUT /api/admin/alert-settings/:kind': 'owner manager',
  'GET /api/admin/browser': 'owner manager trader auditor',
  'POST /api/admin/events/:eventId/suspend': 'owner manager trader',
  'POST /api/admin/events/:eventId/resume': 'owner manager trader',
  'POST /api/admin/sports/:sportId/suspend': 'owner manager trader',
  'POST /api/admin/sports/:sportId/resume': 'owner manager trader',
  'GET /api/admin/bets': 'owner manager support auditor',
  'GET /api/admin/bets.csv': 'owner manager support auditor',
  'GET /api/admin/markets/:marketId/positions': 'owner manager trader auditor',
  'GET /api/admin/ledger': 'owner manager cashier support auditor',
  'GET /api/admin/ledger.csv': 'owner manager cashier support auditor',
  'GET /api/admin/users.csv': 'owner manager support auditor',
  'GET /api/admin/requests.csv': 'owner manager cashier auditor',
  'GET /api/admin/summary.csv': 'owner manager auditor',
  'POST /api/admin/demo-data/remove': 'owner manager',
  'GET /api/admin/audit': 'owner auditor',
  'GET /api/admin/audit.csv': 'owner auditor',
  'POST /api/admin/logout': ALL,
  'GET /api/admin/markets/:marketId/book': 'owner manager trader auditor',
  'POST /api/admin/markets/:marketId/resume': 'owner manager trader',
  'POST /api/admin/markets/:marketId/rollback': 'owner manager',
  'POST /api/admin/markets/:marketId/settle': 'owner manager trader',
  'GET /api/admin/markets/:marketId/settle-preview': 'owner manager trader auditor',
  'POST /api/admin/markets/:marketId/suspend': 'owner manager trader',
  'POST /api/admin/markets/:marketId/void': 'owner manager trader',
  'GET /api/admin/feed': 'owner manager trader auditor',
  'GET /api/admin/merchants': 'owner manager cashier auditor',
  'POST /api/admin/merchants': 'owner manager',
  'POST /api/admin/merchants/:id/activate': 'owner manager',
  'POST /api/admin/merchants/:id/deactivate': 'owner manager',
  'GET /api/admin/phone-duplicates': 'owner manager support auditor',
  'GET /api/admin/players': 'owner manager support auditor',
  'GET /api/admin/risk': 'owner manager trader auditor',
  'GET /api/admin/settings': 'owner manager trader auditor',
  'GET /api/admin/settings/events/:eventId': 'owner manager trader auditor',
  'PATCH /api/admin/settings/events/:eventId': 'owner manager',
  'PATCH /api/admin/settings/master': 'owner manager',
  'PATCH /api/admin/settings/sports/:sportId': 'owner manager',
  'PUT /api/admin/settings/stake-buttons': 'owner manager',
  'GET /api/admin/settlement/markets': 'owner manager trader auditor',
  'GET /api/admin/staff': 'owner auditor',
  'POST /api/admin/staff': 'owner',
  'PATCH /api/admin/staff/:id': 'owner',
  'POST /api/admin/staff/:id/password': 'owner',
  'POST /api/admin/staff/:id/totp/reset': 'owner',
  'GET /api/admin/staff/me': ALL,
  'POST /api/admin/staff/me/password': ALL,
  'POST /api/admin/staff/me/totp': ALL,
  'POST /api/admin/staff/me/totp/confirm': ALL,
  'GET /api/admin/summary': 'owner manager auditor',
  'POST /api/admin/trading/events/:eventId/fancy': 'owner manager trader',
  'POST /api/admin/trading/events/:eventId/bookmaker': 'owner manager trader',
  'POST /api/admin/trading/events/:eventId/suspend-all': 'owner manager trader',
  'POST /api/admin/trading/events/:eventId/resume-all': 'owner manager trader',
  'GET /api/admin/trading/events/:eventId/desk': 'owner manager trader auditor',
  'PATCH /api/admin/trading/fancy/:marketId': 'owner manager trader',
  'PATCH /api/admin/trading/bookmaker/:marketId/runners/:selectionId': 'owner manager trader',
  'POST /api/admin/trading/markets/:marketId/take-over': 'owner manager trader',
  'POST /api/admin/trading/markets/:marketId/give-back': 'owner manager trader',
  'GET /api/admin/trading/quote-changes': 'owner manager trader auditor',
  'GET /api/admin/trading/to-settle': 'owner manager trader auditor',
  'POST /api/admin/trading/events': 'owner manager trader',
  'POST /api/admin/trading/events/:eventId/status': 'owner manager trader',
  'PUT /api/admin/trading/events/:eventId/limit': 'owner manager',
  'PUT /api/admin/trading/markets/:marketId/limit': 'owner manager',
  'GET /api/admin/users': 'owner manager support auditor',
  'POST /api/admin/users': 'owner manager',
  'GET /api/admin/users/:id': 'owner manager support auditor',
  'PATCH /api/admin/users/:id': 'owner manager',
  'GET /api/admin/users/:id/bets': 'owner manager support auditor',
  'GET /api/admin/users/:id/exposure': 'owner manager support auditor',
  'POST /api/admin/users/:id/credit': 'owner manager',
  'POST /api/admin/users/:id/debit': 'owner manager',
  'GET /api/admin/users/:id/linked': 'owner manager support auditor',
  'GET /api/admin/users/:id/ledger': 'owner manager cashier support auditor',
  'POST /api/admin/users/:id/lock-login': 'owner manager support',
  'GET /api/admin/users/:id/notes': 'owner manager support auditor',
  'POST /api/admin/users/:id/notes': 'owner manager support',
  'GET /api/admin/users/:id/kyc': 'owner manager support auditor',
  'PUT /api/admin/users/:id/kyc': 'owner manager support',
  'GET /api/admin/users/:id/requests': 'owner manager support auditor',
  'POST /api/admin/users/:id/unlock-login': 'owner manager support',
  'GET /api/admin/wallet-requests': 'owner manager cashier auditor',
  'POST /api/admin/wallet-requests/:id/approve': 'owner cashier',
  'POST /api/admin/wallet-requests/:id/reject': 'owner cashier',
  'GET /api/admin/wallet-requests/:id/slip': 'owner manager cashier auditor',
  'POST /api/admin/wallet-requests/:id/claim': 'owner cashier',
  'POST /api/admin/wallet-requests/:id/release': 'owner cashier',
  'GET /api/admin/wallet-settings': 'owner manager cashier auditor',
  'PUT /api/admin/wallet-settings': 'owner manager',
};

test('the table names every admin route the app registers, and nothing else', () => {
  const registered = adminRoutes()
    .filter((r) => r.access !== 'public')
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  expect(Object.keys(WHO_MAY).sort()).toEqual(registered);
});

/** Reads answered 200 with these ids and queries; writes aim at ids that do not exist, so they change nothing. */
function concreteUrl(url: string, playerId: number, staffId: number, read: boolean): string {
  const day = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const queries: Record<string, string> = {
    '/api/admin/users': '?username=player1',
    '/api/admin/audit.csv': `?from=${day}&to=${day}`,
  };
  return (
    url
      .replace(':id', String(read ? (url.startsWith('/api/admin/staff') ? staffId : playerId) : 999_999))
      .replace(':marketId', '1.999999')
      .replace(':eventId', '999999')
      .replace(':sportId', '4') + (queries[url] ?? '')
  );
}

/** GETs that answer 200 to an allowed caller here (the rest name ids of things this database lacks). */
const READS_200 = new Set([
  '/api/admin/users',
  '/api/admin/users/:id',
  '/api/admin/users/:id/ledger',
  '/api/admin/users/:id/bets',
  '/api/admin/users/:id/exposure',
  '/api/admin/users/:id/requests',
  '/api/admin/users/:id/notes',
  '/api/admin/users/:id/kyc',
  '/api/admin/players',
  '/api/admin/settings',
  '/api/admin/risk',
  '/api/admin/settlement/markets',
  '/api/admin/summary',
  '/api/admin/audit',
  '/api/admin/audit.csv',
  '/api/admin/wallet-requests',
  '/api/admin/merchants',
  '/api/admin/staff',
  '/api/admin/staff/me',
  '/api/admin/alerts',
  '/api/admin/alert-settings',
  '/api/admin/browser',
  '/api/admin/bets',
  '/api/admin/bets.csv',
  '/api/admin/markets/:marketId/positions',
  '/api/admin/ledger',
  '/api/admin/ledger.csv',
  '/api/admin/users.csv',
  '/api/admin/requests.csv',
  '/api/admin/summary.csv',
]);

test('each role: 403 naming the permission where it lacks it, through where it has it', async () => {
  const { t, operator } = app;
  const sessions = {} as Record<StaffRole, StaffSession>;
  for (const role of STAFF_ROLES) {
    sessions[role] = await newStaffSession(t.app, operator.cookie, `table_${role}`, [role]);
  }
  const player = await t.deps.db.selectFrom('users').select('id').where('username_key', '=', 'player1').executeTakeFirstOrThrow();
  // Log-out last: it ends the session the other calls use.
  const routes = adminRoutes()
    .filter((r) => r.access !== 'public')
    .sort((a, b) => Number(a.url === '/api/admin/logout') - Number(b.url === '/api/admin/logout'));
  const table: string[] = [];
  const wrong: string[] = [];
  for (const route of routes) {
    const permission = route.permission as Permission;
    const read = route.method === 'GET';
    const url = concreteUrl(route.url, player.id, sessions.support.userId, read);
    for (const role of STAFF_ROLES) {
      const allowed = WHO_MAY[`${route.method} ${route.url}`].split(' ').includes(role);
      // The roles' declared permissions agree with the table.
      expect([route.url, role, ROLE_PERMISSIONS[role].includes(permission)]).toEqual([route.url, role, allowed]);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: sessions[role].cookie },
        payload: read ? undefined : {},
      });
      const expected = allowed ? (read && READS_200.has(route.url) ? '200' : 'not 403') : '403';
      table.push(`${route.method} ${route.url} × ${role}: ${response.statusCode} (expected ${expected})`);
      const ok =
        expected === '403'
          ? response.statusCode === 403 && response.json().permission === permission
          : expected === '200'
            ? response.statusCode === 200
            : response.statusCode !== 403 && response.statusCode !== 401;
      if (!ok)
        wrong.push(`${route.method} ${route.url} × ${role}: ${response.statusCode} ${response.body.slice(0, 120)}, expected ${expected}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(table.length).toBe(routes.length * STAFF_ROLES.length);
}, 120_000);
