// The operator's admin API (/api/admin/*): players get 403 here, and the operator gets 403 everywhere
// else (server/lib/access.ts). `npm run operator` drives it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { caller } from '../../lib/access';
import { clearSessionCookie, setSessionCookie } from '../../session';
import { makeOperatorService } from './service';
import * as S from './schemas';
import { settlementRoutes } from './settlementRoutes';
import { actorOf } from './audit';
import { marketRoutes } from './marketRoutes';
import { settingsRoutes } from './settingsRoutes';
import { playersRoutes } from './playersRoutes';
import { auditRoutes } from './auditRoutes';
import { demoDataRoutes } from './demoDataRoutes';
import { summaryRoutes } from './summary';
import { refreshControls } from './controlsStore';

const operatorRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const operator = makeOperatorService(deps);
  const { config } = deps;
  const user = { 200: S.AdminUserSchema, ...S.errorResponses };

  api.post(
    '/admin/login',
    {
      config: { access: 'public' },
      schema: { body: S.AdminLoginBody, response: { 200: S.AdminLoginReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      const { user: who, token } = await operator.login({
        userName: request.body.username,
        password: request.body.password,
        ip: request.ip,
        log: request.log,
      });
      setSessionCookie(reply, config, token);
      return { isSuccess: true, user: who };
    },
  );

  api.post(
    '/admin/logout',
    {
      schema: { response: { 200: S.LogoutReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      await operator.logout(caller(request));
      clearSessionCookie(reply, config);
      // The console's answers this browser kept go too.
      reply.header('clear-site-data', '"cache"');
      return { isSuccess: true };
    },
  );

  api.post(
    '/admin/users',
    {
      schema: { body: S.CreateUserBody, response: { 201: S.AdminUserSchema, ...S.errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await operator.createUser(caller(request), request.body, actorOf(request))),
  );

  api.get(
    '/admin/users',
    {
      schema: { querystring: S.FindUserQuery, response: user },
    },
    async (request) => operator.findByName(request.query.username),
  );

  api.get(
    '/admin/users/:id',
    {
      schema: { params: S.IdParams, response: user },
    },
    async (request) => operator.show(request.params.id),
  );

  api.post(
    '/admin/users/:id/credit',
    {
      schema: { params: S.IdParams, body: S.CreditBody, response: user },
    },
    async (request) => operator.credit(request.params.id, request.body.amount, request.body.remark, actorOf(request)),
  );

  api.patch(
    '/admin/users/:id',
    {
      schema: { params: S.IdParams, body: S.UpdateUserBody, response: user },
    },
    async (request) => operator.update(request.params.id, request.body, actorOf(request)),
  );

  await settlementRoutes(api, deps);
  await marketRoutes(api, deps);
  await settingsRoutes(api, deps);
  await playersRoutes(api, deps);
  await auditRoutes(api, deps);
  await demoDataRoutes(api, deps);
  await summaryRoutes(api, deps);
  // The operator's suspensions and event controls, overlaid on the feed from the first request on.
  // A database that is down must not stop the app from starting (it answers 503 meanwhile): main.ts's
  // controls sync loads them once it is back, and the database refuses bets there whatever this knows.
  await refreshControls(deps.db, deps.snapshots).catch(() => undefined);
};

export default operatorRoutes;
