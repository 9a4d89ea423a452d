// The player's wallet calls of spec §7 (paths exactly as the spec writes them; the app prefixes /api).
// Handlers are thin: the services hold the rules. The access hook has already refused any userId/user
// field that is not the caller's own, and routes.ts registers these in a scope open to wallet holders
// only (walletAccess.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { caller } from '../../lib/access';
import type { AccountsService } from './accountsService';
import type { RequestsService } from './requestsService';
import * as S from './schemas';

export async function playerRoutes(base: FastifyInstance, accounts: AccountsService, requests: RequestsService): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/selfUser/fetchActiveMerchantDetails',
    {
      schema: { response: { 200: S.MerchantsReply, ...S.errorResponses } },
    },
    async () => ({ data: await accounts.activeMerchants() }),
  );

  api.post(
    '/api/selfUser/withdrawRequest',
    {
      config: { money: true },
      schema: { body: S.WithdrawBody, response: { 200: S.OkReply, ...S.errorResponses } },
    },
    async (request) => requests.withdraw(caller(request), request.body),
  );

  api.get(
    '/api/selfUSer/fetchDepositRequest/:userId',
    {
      schema: { params: S.UserIdParams, querystring: S.HistoryQuery, response: { 200: S.HistoryReply, ...S.errorResponses } },
    },
    async (request) => requests.history(caller(request).id, request.query),
  );

  api.get(
    '/api/selfUser/fetchSavedBKDetails/:userId',
    {
      schema: { params: S.UserIdParams, response: { 200: S.SavedAccountsReply, ...S.errorResponses } },
    },
    async (request) => ({ data: await accounts.savedAccounts(caller(request).id) }),
  );

  api.post(
    '/api/selfUser/saveBankDetail',
    {
      schema: { body: S.SaveBankBody, response: { 200: S.OkReply, ...S.errorResponses } },
    },
    async (request) => accounts.saveAccount(caller(request).id, request.body),
  );

  api.delete(
    '/api/selfUser/deleteSavedBank',
    {
      schema: { body: S.DeleteBankBody, response: { 200: S.OkReply, ...S.errorResponses } },
    },
    async (request) => accounts.deleteAccount(caller(request).id, request.body.id),
  );

  api.get(
    '/api/selfUser/fetchStakeButton',
    {
      schema: { querystring: S.StakeQuery, response: { 200: S.StakeReply, ...S.errorResponses } },
    },
    async (request) => ({ data: [await accounts.stakeButtons(caller(request).id)] }),
  );

  api.post(
    '/api/selfUser/changeStakeButton',
    {
      schema: { body: S.ChangeStakeBody, response: { 200: S.OkReply, ...S.errorResponses } },
    },
    async (request) => accounts.changeStakeButtons(caller(request).id, request.body),
  );
}

/** Public like any image of the page; the file name is unguessable and only active accounts answer. */
export async function merchantQrRoute(base: FastifyInstance, accounts: AccountsService): Promise<void> {
  base.withTypeProvider<TypeBoxTypeProvider>().get(
    '/merchant-qr/:file',
    {
      // A merchant's QR image, the same for everyone (lib/noStore.ts).
      config: { access: 'public', sharedCache: true },
      schema: { params: S.QrParams },
    },
    async (request, reply) => {
      const png = await accounts.merchantQrPng(request.params.file);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );
}
