// Which staff member may call which admin route. Every /api/admin route but the log-in declares the
// permission it needs in its config (`config: { permission: 'wallet.decide' }`); this hook, run right
// after the caller is signed in (server/lib/access.ts), refuses a staff member whose roles lack it with
// 403 naming the permission, and writes the refusal to the audit log. A route that declares none is
// refused to everyone but an owner (and fails permissions.test.ts, which enumerates the routes). A
// person whose role needs two-factor and who has not enrolled may only make the 'self' calls.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { STAFF_MSG, permissionsOf, type Permission } from '../../../src/domain/contract/staff';
import { recordAction } from './audit';
import { mustEnrol } from './staffService';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff permission an /api/admin route needs (src/domain/contract/staff.ts). */
    permission?: Permission;
  }
}

/** Written in its own transaction: the refused call changes nothing else. */
async function recordRefusal(deps: AppDeps, request: FastifyRequest, route: string, permission: Permission | null): Promise<void> {
  const user = request.user;
  if (!user) return;
  await deps.db
    .transaction()
    .execute((trx) =>
      recordAction(
        trx,
        { operatorId: user.id, ip: request.ip, role: user.staff?.roles.join(',') },
        { action: 'access.refused', target: route, after: { permission } },
      ),
    );
}

export function installPermissions(app: FastifyInstance, deps: AppDeps): void {
  const adminBase = `${deps.config.apiBase}/admin/`;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(adminBase)) return;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const name = `${methods} ${route.url}`;
    // Read on the first request, as access.ts reads the access: inner scopes may still set the config.
    const permissionOf = () => route.config?.permission;
    const check: onRequestHookHandler = function permissionHook(request, _reply, done) {
      if (route.config?.access === 'public') return done();
      const user = request.user;
      const permission = permissionOf() ?? null;
      const roles = user?.staff?.roles ?? [];
      const granted = permission !== null ? permissionsOf(roles).has(permission) : roles.includes('owner');
      let refusal: Error | undefined;
      if (!granted) refusal = forbidden(STAFF_MSG.lacks(permission ?? 'staff.manage'), { permission });
      else if (permission !== 'self' && user?.staff && mustEnrol(deps.config.staffTwoFactorRoles, roles, user.staff.twoFactor)) {
        refusal = forbidden(STAFF_MSG.enrolFirst, { permission, enrolTwoFactor: true });
      }
      if (!refusal) return done();
      const answer = refusal;
      recordRefusal(deps, request, name, permission).then(
        () => done(answer),
        (error: Error) => done(error),
      );
    };
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, check];
  });
}
