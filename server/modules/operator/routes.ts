// The operator's admin API (/api/admin/*): players get 403 here, and staff get 403 everywhere else
// (server/lib/access.ts); each route names the staff permission it needs (permissions.ts).
// `npm run operator` drives it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { caller } from '../../lib/access';
import { setSessionCookie, signedOut } from '../../session';
import { makeOperatorService } from './service';
import * as S from './schemas';
import { settlementRoutes } from './settlementRoutes';
import { actorOf } from './audit';
import { marketRoutes } from './marketRoutes';
import { settlePreviewRoutes } from './settlePreviewRoutes';
import { feedRoutes } from './feedRoutes';
import { settingsRoutes } from './settingsRoutes';
import { playersRoutes } from './playersRoutes';
import { auditCsvRoutes, auditRoutes } from './auditRoutes';
import { linkedRoutes } from './linkedRoutes';
import { demoDataRoutes } from './demoDataRoutes';
import { summaryRoutes } from './summary';
import { refreshControls } from './controlsStore';
import { makeStaffService } from './staffService';
import { DeviceCookies } from '../auth';
import { staffRoutes } from './staffRoutes';
import { tradingRoutes } from './tradingRoutes';
import { alertRoutes } from './alertRoutes';
import { playerNotesRoutes } from './playerNotesRoutes';
import { marketBrowserRoutes } from './marketBrowserRoutes';
import { betSearchRoutes } from './betSearchRoutes';
import { exportRoutes } from './exportRoutes';

const operatorRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const operator = makeOperatorService(deps);
  const staff = makeStaffService(deps);
  const devices = new DeviceCookies(deps.db, deps.config);
  const { config } = deps;
  const user = { 200: S.AdminUserSchema, ...S.errorResponses };

  api.post(
    '/admin/login',
    {
      config: { access: 'public' },
      schema: { body: S.AdminLoginBody, response: { 200: S.AdminLoginReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      const { self, token } = await staff.login({
        username: request.body.username,
        password: request.body.password,
        totp: request.body.totp,
        ip: request.ip,
        knownDevice: (userId) => devices.read(request, userId),
        log: request.log,
      });
      setSessionCookie(reply, config, token);
      await devices.set(reply, self.id, await devices.read(request, self.id));
      return { isSuccess: true, user: self };
    },
  );

  api.post(
    '/admin/logout',
    {
      config: { permission: 'self' },
      schema: { response: { 200: S.LogoutReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      await operator.logout(caller(request));
      return signedOut(reply, config);
    },
  );

  api.post(
    '/admin/users',
    {
      config: { permission: 'players.manage' },
      schema: { body: S.CreateUserBody, response: { 201: S.AdminUserSchema, ...S.errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await operator.createUser(caller(request), request.body, actorOf(request))),
  );

  api.get(
    '/admin/users',
    {
      config: { permission: 'players.read' },
      schema: { querystring: S.FindUserQuery, response: user },
    },
    async (request) => operator.findByName(request.query.username),
  );

  api.get(
    '/admin/users/:id',
    {
      config: { permission: 'players.read' },
      schema: { params: S.IdParams, response: user },
    },
    async (request) => operator.show(request.params.id),
  );

  api.post(
    '/admin/users/:id/credit',
    {
      config: { permission: 'players.manage' },
      schema: { params: S.IdParams, body: S.CreditBody, response: user },
    },
    async (request) => operator.credit(request.params.id, request.body.amount, request.body.remark, actorOf(request)),
  );

  api.patch(
    '/admin/users/:id',
    {
      config: { permission: 'players.manage' },
      schema: { params: S.IdParams, body: S.UpdateUserBody, response: user },
    },
    async (request) => operator.update(request.params.id, request.body, actorOf(request)),
  );

  await settlementRoutes(api, deps);
  await marketRoutes(api, deps);
  await settlePreviewRoutes(api, deps);
  await feedRoutes(api, deps);
  await settingsRoutes(api, deps);
  await playersRoutes(api, deps);
  await linkedRoutes(api, deps);
  await playerNotesRoutes(api, deps);
  await auditRoutes(api, deps);
  await auditCsvRoutes(api, deps);
  await demoDataRoutes(api, deps);
  await summaryRoutes(api, deps);
  await alertRoutes(api, deps);
  await marketBrowserRoutes(api, deps);
  await betSearchRoutes(api, deps);
  await exportRoutes(api, deps);
  await staffRoutes(api, deps);
  await tradingRoutes(api, deps);
  // The operator's suspensions and event controls, overlaid on the feed from the first request on.
  // A database that is down must not stop the app from starting (it answers 503 meanwhile): main.ts's
  // controls sync loads them once it is back, and the database refuses bets there whatever this knows.
  await refreshControls(deps.db, deps.snapshots).catch(() => undefined);
};

export default operatorRoutes;
