// The staff calls: the list and an owner's powers over accounts (create, roles, suspend, reset the
// password or the two-factor), and what each person does for themselves (who am I, own password,
// two-factor enrolment). The log-in itself is in routes.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { caller } from '../../lib/access';
import { actorOf } from './audit';
import { errorResponses, IdParams, StaffSelfSchema } from './schemas';
import * as S from './staffSchemas';
import { makeStaffService } from './staffService';

export async function staffRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const staff = makeStaffService(deps);
  const member = { 200: S.StaffMemberSchema, ...errorResponses };

  api.get(
    '/admin/staff/me',
    { config: { permission: 'self' }, schema: { response: { 200: StaffSelfSchema, ...errorResponses } } },
    async (request) => staff.me(caller(request)),
  );

  api.get(
    '/admin/staff',
    { config: { permission: 'staff.read' }, schema: { response: { 200: S.StaffListReply, ...errorResponses } } },
    async () => ({ isSuccess: true as const, staff: await staff.list() }),
  );

  api.post(
    '/admin/staff',
    {
      config: { permission: 'staff.manage' },
      schema: { body: S.CreateStaffBody, response: { 201: S.StaffMemberSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await staff.create(caller(request), request.body, actorOf(request))),
  );

  api.patch(
    '/admin/staff/:id',
    { config: { permission: 'staff.manage' }, schema: { params: IdParams, body: S.UpdateStaffBody, response: member } },
    async (request) => staff.update(caller(request), request.params.id, request.body, actorOf(request)),
  );

  api.post(
    '/admin/staff/:id/password',
    { config: { permission: 'staff.manage' }, schema: { params: IdParams, body: S.ResetPasswordBody, response: member } },
    async (request) => staff.resetPassword(caller(request), request.params.id, request.body.password, actorOf(request)),
  );

  api.post(
    '/admin/staff/:id/totp/reset',
    { config: { permission: 'staff.manage' }, schema: { params: IdParams, response: member } },
    async (request) => staff.resetTwoFactor(caller(request), request.params.id, actorOf(request)),
  );

  api.post(
    '/admin/staff/me/password',
    { config: { permission: 'self' }, schema: { body: S.OwnPasswordBody, response: { 200: S.OkReply, ...errorResponses } } },
    async (request) => {
      await staff.changeOwnPassword(caller(request), request.body.oldPassword, request.body.newPassword, actorOf(request));
      return { isSuccess: true as const };
    },
  );

  api.post(
    '/admin/staff/me/totp',
    { config: { permission: 'self' }, schema: { response: { 200: S.TotpStartReply, ...errorResponses } } },
    async (request) => ({ isSuccess: true as const, ...(await staff.startTotp(caller(request), actorOf(request))) }),
  );

  api.post(
    '/admin/staff/me/totp/confirm',
    { config: { permission: 'self' }, schema: { body: S.TotpConfirmBody, response: { 200: S.TotpConfirmReply, ...errorResponses } } },
    async (request) => ({
      isSuccess: true as const,
      recoveryCodes: await staff.confirmTotp(caller(request), request.body.code, actorOf(request)),
    }),
  );
}
