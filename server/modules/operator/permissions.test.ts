// Every admin route × every staff role, against the real app: each route declares the permission it
// needs (a route added tomorrow without one fails here), and each role is answered 403 naming the
// permission exactly where its roles lack it, and let through (200 for the reads) where they have it.
import { useCatalogApp } from '../../test/security/routeCatalog';
import { createStaff, logInStaff, type StaffSession } from '../../test/auth/staffSupport';
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
  '/api/admin/users/:id/requests',
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
]);

test('each role: 403 naming the permission where it lacks it, through where it has it', async () => {
  const { t, operator } = app;
  const sessions = {} as Record<StaffRole, StaffSession>;
  for (const role of STAFF_ROLES) {
    await createStaff(t.app, operator.cookie, `table_${role}`, [role]);
    sessions[role] = await logInStaff(t.app, `table_${role}`);
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
      const allowed = ROLE_PERMISSIONS[role].includes(permission);
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
