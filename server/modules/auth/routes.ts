// Routes of the auth area (spec §7 and design §4): log-in, demo log-in, sign-up, passwords, the session
// check, log-out, and the health and whoami calls. Paths as declared here; the app prefixes /api.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { caller } from '../../lib/access';
import { MSG } from '../../../src/domain/messages';
import { makeAuthService } from './service';
import { clearSessionCookie, deviceIdOf, deviceOf, setDeviceCookie, setSessionCookie, signedOut } from '../../session';
import { locate, normaliseIp } from './geo';
import * as S from './schemas';
import { hitAddressLimit, type AddressLimit } from './addressLimits';
import { DeviceCookies } from './deviceCookie';

const authRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const auth = makeAuthService(deps);
  const { config } = deps;
  const devices = new DeviceCookies(deps.db, config);
  // Account-creating calls are limited per address, in PostgreSQL (shared by every process).
  const HOUR = 60 * 60_000;
  const limited = (limit: AddressLimit) => async (request: { ip: string }) => hitAddressLimit(deps.db, deps.clock, limit, request.ip);
  const demoLimit = limited({ bucket: 'demo', max: config.demoLoginsPerAddressHour, windowMs: HOUR });
  const signUpLimit = limited({ bucket: 'signup', max: config.signUpsPerAddressHour, windowMs: HOUR });

  api.post(
    '/user/auth/login',
    {
      config: { access: 'public' },
      schema: { body: S.LoginBody, response: { 200: S.LoginReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      const device = deviceOf(request, config);
      const { info, token } = await auth.login({
        userName: request.body.UserName,
        password: request.body.pass,
        ip: request.ip,
        deviceId: device.id,
        knownDevice: (userId) => devices.read(request, userId),
        log: request.log,
      });
      setSessionCookie(reply, config, token);
      if (device.isNew) setDeviceCookie(reply, config, device.id);
      // This browser is now a known device of the account: its owner is never slowed by strangers' guesses.
      await devices.set(reply, info.Id, await devices.read(request, info.Id));
      return { status: true, message: MSG.loggedIn, result: [info] };
    },
  );

  api.post(
    '/Demologin',
    {
      config: { access: 'public' },
      preHandler: demoLimit,
      schema: { body: S.DemoLoginBody, response: { 200: S.DemoLoginReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      const { info, token } = await auth.demoLogin(request.ip, deviceIdOf(request, config));
      setSessionCookie(reply, config, token);
      return { result: [info], message: MSG.loggedIn };
    },
  );

  api.post(
    '/api/selfuser/signUp',
    {
      config: { access: 'public' },
      preHandler: signUpLimit,
      schema: { body: S.SignUpBody, response: { 201: S.SuccessReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      await auth.signUp(request.body, request.ip);
      return reply.status(201).send({ isSuccess: true, message: MSG.signUpSuccess });
    },
  );

  api.put(
    '/api/changePassword/users/:userId',
    {
      config: { beforePasswordChange: true },
      schema: {
        params: S.ChangePasswordParams,
        body: S.ChangePasswordBody,
        response: { 200: S.SuccessReply, ...S.errorResponses },
      },
    },
    async (request, reply) => {
      await auth.changePassword(caller(request).id, request.body.oldPassword, request.body.newPassword, request.ip);
      clearSessionCookie(reply, config);
      return { isSuccess: true, message: MSG.passwordChanged };
    },
  );

  api.get(
    '/api/fetchPasswordStatus/:userId',
    {
      config: { beforePasswordChange: true },
      schema: { params: S.ChangePasswordParams, response: { 200: S.PasswordStatusReply, ...S.errorResponses } },
    },
    async (request) => auth.passwordStatus(caller(request).id),
  );

  api.get(
    '/api/getMasterData',
    {
      config: { access: 'public' },
      schema: { response: { 200: S.MasterDataReply, ...S.errorResponses } },
    },
    async () => auth.masterData(),
  );

  api.get(
    '/GetUserIdandUserStatusDemo/:userId/:ip',
    {
      config: { access: 'public' },
      schema: { params: S.UserStatusParams, response: { 200: S.UserStatusReply, ...S.errorResponses } },
    },
    async (request) => ({ isSuccess: true, isLoggedIn: auth.isLoggedInAs(request.user, request.params.userId) }),
  );

  api.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: { response: { 200: S.LogoutReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      await auth.logout(request.user);
      return signedOut(reply, config);
    },
  );

  api.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: S.HealthReply, ...S.errorResponses } },
    },
    async () => {
      await auth.health();
      return { status: 'ok' };
    },
  );

  api.get(
    '/whoami',
    {
      config: { access: 'public' },
      schema: { response: { 200: S.WhoAmIReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ip = normaliseIp(request.ip);
      return { ip, ...locate(ip) };
    },
  );
};

export default authRoutes;
