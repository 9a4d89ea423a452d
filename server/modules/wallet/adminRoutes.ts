// The operator's wallet API (under /api/admin, so operator-only by default): requests, their slips,
// approve/reject, and merchant accounts. `npm run operator` talks to these. Each change writes the
// operator's audit row in its own transaction.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { caller } from '../../lib/access';
import type { WalletRequestStatus } from '../../db/tables/wallet';
import type { AccountsService } from './accountsService';
import type { DecisionsService } from './decisionsService';
import * as S from './schemas';
import { actorOf, recordAction } from '../operator';
import { toPaise, toRupees } from '../../../src/domain/money';
import { badRequest } from '../../lib/errors';
import { WALLET_MSG } from './messages';

export async function adminRoutes(base: FastifyInstance, accounts: AccountsService, decisions: DecisionsService): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/admin/wallet-requests',
    {
      config: { permission: 'wallet.read' },
      schema: { querystring: S.AdminListQuery, response: { 200: S.AdminListReply, ...S.errorResponses } },
    },
    async (request) => {
      const { status, userId, requestType } = request.query;
      return { data: await decisions.list({ status: status ? (Number(status) as WalletRequestStatus) : undefined, userId, requestType }) };
    },
  );

  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    api.post(
      `/admin/wallet-requests/:id/${action}`,
      {
        config: { permission: 'wallet.decide' },
        schema: { params: S.IdParams, body: S.DecisionBody, response: { 200: S.DecisionReply, ...S.errorResponses } },
      },
      async (request) => {
        const comment = (request.body?.comment ?? '').trim();
        const { payoutRef, amount } = request.body ?? {};
        const amountPaise = amount === undefined ? undefined : toPaise(amount);
        if (amount !== undefined && Math.abs(amount * 100 - (amountPaise ?? 0)) > 1e-6) throw badRequest(WALLET_MSG.correctedTwoDecimals);
        const id = request.params.id;
        return decisions.decide({ id, approve, operatorId: caller(request).id, comment, payoutRef, amountPaise }, (trx, decided) =>
          recordAction(trx, actorOf(request), {
            action: !approve ? 'wallet.reject' : decided.stage === 'first' ? 'wallet.first-approval' : 'wallet.approve',
            target: `wallet-request:${id}`,
            before: { status: 'pending', ...(decided.requestedAmount !== undefined ? { amount: toRupees(decided.requestedAmount) } : {}) },
            after: {
              status: !approve ? 'rejected' : decided.stage === 'first' ? 'pending (first approval)' : 'approved',
              userId: decided.userId,
              requestType: decided.requestType,
              amount: toRupees(decided.amount),
              balance: toRupees(decided.balance),
              ...(decided.payoutRef !== undefined ? { payoutRef: decided.payoutRef } : {}),
              ...(decided.requestedAmount !== undefined ? { correctedFrom: toRupees(decided.requestedAmount) } : {}),
              ...(decided.firstApprovedBy !== undefined ? { firstApprovedBy: decided.firstApprovedBy } : {}),
            },
            reason: comment || null,
          }),
        );
      },
    );
  }

  for (const [action, take] of [
    ['claim', true],
    ['release', false],
  ] as const) {
    api.post(
      `/admin/wallet-requests/:id/${action}`,
      {
        config: { permission: 'wallet.decide' },
        schema: { params: S.IdParams, response: { 200: S.ClaimReply, ...S.errorResponses } },
      },
      async (request) =>
        decisions.claim(request.params.id, caller(request).id, take, (trx, userId) =>
          recordAction(trx, actorOf(request), {
            action: take ? 'wallet.claim' : 'wallet.release',
            target: `wallet-request:${request.params.id}`,
            after: { claimed: take, userId },
          }),
        ),
    );
  }

  api.get(
    '/admin/wallet-settings',
    {
      config: { permission: 'wallet.read' },
      schema: { response: { 200: S.WalletSettings, ...S.errorResponses } },
    },
    async () => decisions.settings(),
  );

  api.put(
    '/admin/wallet-settings',
    {
      config: { permission: 'settings.write' },
      schema: { body: S.WalletSettingsBody, response: { 200: S.WalletSettingsReply, ...S.errorResponses } },
    },
    async (request) =>
      decisions.setSettings(request.body.secondApprovalAbove, (trx, before) =>
        recordAction(trx, actorOf(request), {
          action: 'settings.wallet',
          target: 'wallet-settings',
          before: { secondApprovalAbove: before },
          after: { secondApprovalAbove: request.body.secondApprovalAbove },
          reason: request.body.reason?.trim() || null,
        }),
      ),
  );

  api.get(
    '/admin/wallet-requests/:id/slip',
    {
      config: { permission: 'wallet.read' },
      schema: { params: S.IdParams },
    },
    async (request, reply) => {
      const slip = await decisions.slip(request.params.id);
      return reply
        .type(slip.mime)
        .header('content-disposition', `inline; filename="${slip.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(slip.path));
    },
  );

  api.get(
    '/admin/merchants',
    {
      config: { permission: 'wallet.read' },
      schema: { response: { 200: S.AdminMerchantsReply, ...S.errorResponses } },
    },
    async () => ({ data: await accounts.allMerchants() }),
  );

  api.post(
    '/admin/merchants',
    {
      config: { permission: 'merchants.manage' },
      schema: { body: S.MerchantCreateBody, response: { 200: S.AdminMerchantSchema, ...S.errorResponses } },
    },
    async (request) =>
      accounts.createMerchant(request.body, (trx, merchant) =>
        recordAction(trx, actorOf(request), { action: 'merchant.create', target: `merchant:${merchant.id}`, after: merchant }),
      ),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    api.post(
      `/admin/merchants/:id/${action}`,
      {
        config: { permission: 'merchants.manage' },
        schema: { params: S.IdParams, response: { 200: S.AdminMerchantSchema, ...S.errorResponses } },
      },
      async (request) =>
        accounts.setMerchantActive(request.params.id, active, (trx, merchant) =>
          recordAction(trx, actorOf(request), {
            action: active ? 'merchant.activate' : 'merchant.deactivate',
            target: `merchant:${merchant.id}`,
            after: merchant,
          }),
        ),
    );
  }
}
