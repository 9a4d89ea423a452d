// The header's Balance and Exp (spec §7: /expo1, /expo2), read from the caller's wallet row. Exposure is
// kept positive in paise in the database and shown negative in rupees; the betting service keeps
// wallets.exposure up to date as bets are placed and settled.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { caller } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { SERVER_MSG } from '../../../src/domain/messages';
import { toRupees } from '../../../src/domain/money';
import { walletAmounts } from './repository';

const Params = Type.Object({
  userId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
  /** The spec sends it; the wallet row is the same either way. */
  selfUser: Type.Integer({ minimum: 0, maximum: 1 }),
});
const ErrorBody = Type.Object({ message: Type.String() }, { additionalProperties: true });
const Expo1Reply = Type.Object({ isSuccess: Type.Boolean(), FinalExpo: Type.Number(), mainBalanceafterExpo: Type.Number() });
const Expo2Reply = Type.Object({ isSuccess: Type.Boolean(), mainBalancebeforeExpo: Type.Number(), FinalExpo: Type.Number() });

export interface ExposureView {
  /** Rupees, negative or zero. */
  FinalExpo: number;
  mainBalancebeforeExpo: number;
  /** What the player can still stake or withdraw: balance − exposure − reserved. */
  mainBalanceafterExpo: number;
}

export async function readExposure(db: Db, userId: number): Promise<ExposureView> {
  const wallet = await walletAmounts(db, userId);
  if (!wallet) throw notFound(SERVER_MSG.notFound);
  return {
    // `0 - x` rather than `-x`, so that no exposure is 0 and not -0.
    FinalExpo: 0 - toRupees(wallet.exposure),
    mainBalancebeforeExpo: toRupees(wallet.balance),
    mainBalanceafterExpo: toRupees(wallet.balance - wallet.exposure - wallet.reserved),
  };
}

export async function exposureRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { '4xx': ErrorBody, '5xx': ErrorBody };

  api.get('/expo1/:userId/:selfUser', { schema: { params: Params, response: { 200: Expo1Reply, ...errors } } }, async (request) => {
    const view = await readExposure(deps.db, caller(request).id);
    return { isSuccess: true, FinalExpo: view.FinalExpo, mainBalanceafterExpo: view.mainBalanceafterExpo };
  });

  api.get('/expo2/:userId/:selfUser', { schema: { params: Params, response: { 200: Expo2Reply, ...errors } } }, async (request) => {
    const view = await readExposure(deps.db, caller(request).id);
    return { isSuccess: true, mainBalancebeforeExpo: view.mainBalancebeforeExpo, FinalExpo: view.FinalExpo };
  });
}
