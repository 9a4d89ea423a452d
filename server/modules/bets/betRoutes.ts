// The betting calls of spec §7 (paths as the spec writes them; the app prefixes /api). Thin: the
// services hold the rules. Every call needs a signed-in player; a userId in the path or body that
// is not the caller's is refused by the access hook, one inside an encrypted payload by the service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../src/domain/messages';
import { caller } from '../../lib/access';
import type { BetsContext } from './context';
import { lastBets, notSettled, recentOpenBets, unmatchedBets } from './lists';
import { deleteUnmatchBet, saveBet, updateUnmatchBet } from './service';
import * as S from './schemas';
import { fetchStackButtons, unwrapStackButtons, updateStackButtons } from './stakeButtons';
import { addReasonMessages, betsMatched, betsRefused, betsSaved, reasonOf } from '../../lib/metrics';
import { BETS_MSG } from './messages';

addReasonMessages(BETS_MSG);

/** Runs a bet call, counting its refusal by reason (a bounded key, never the message's numbers). */
async function counted<T>(call: 'saveBet' | 'updateUnmatchBet', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    betsRefused.labels(call, reasonOf(error)).inc();
    throw error;
  }
}

export async function betRoutes(base: FastifyInstance, ctx: BetsContext): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = S.errorResponses;

  api.post(
    '/saveBet',
    { config: { money: true }, schema: { body: S.EncryptedBody, response: { 200: S.SaveBetReply, ...errors } } },
    async (request) => {
      const { betId } = await counted('saveBet', () => saveBet(ctx, caller(request), request.body.data, request.ip));
      betsSaved.inc();
      return { isSuccess: true, betId };
    },
  );

  api.put(
    '/updateUnmatchBet',
    { config: { money: true }, schema: { body: S.EncryptedBody, response: { 200: S.UpdateBetReply, ...errors } } },
    async (request) => {
      const oddsMatched = await counted('updateUnmatchBet', () => updateUnmatchBet(ctx, caller(request), request.body.data));
      if (oddsMatched === 'unmatched') return { isSuccess: true, message: MSG.betUnmatched, unmatched: true };
      betsMatched.inc();
      return oddsMatched === undefined
        ? { isSuccess: true, message: MSG.betPlaced }
        : { isSuccess: true, message: MSG.betPlaced, oddsMatched };
    },
  );

  api.delete(
    '/deleteUnmatchBet',
    { config: { money: true }, schema: { body: S.DeleteBetBody, response: { 200: S.SuccessOnly, ...errors } } },
    async (request) => {
      await deleteUnmatchBet(ctx, caller(request), request.body.BetId);
      return { isSuccess: true };
    },
  );

  api.get(
    '/fetchLastBet/:userId/:eventId',
    {
      schema: { params: S.UserEventParams, response: { 200: S.BetRowsReply, ...errors } },
    },
    async (request) => ({ isSuccess: true, data: await lastBets(ctx, caller(request).id, Number(request.params.eventId)) }),
  );

  api.get(
    '/fetchUnmatchedBet/:userId/:eventId',
    {
      schema: { params: S.UserEventParams, response: { 200: S.UnmatchedRowsReply, ...errors } },
    },
    async (request) => ({ isSuccess: true, data: await unmatchedBets(ctx, caller(request).id, Number(request.params.eventId)) }),
  );

  api.get(
    '/GetBetHistory1/:userId',
    {
      schema: { params: S.UserParams, response: { 200: S.BetRowsReply, ...errors } },
    },
    async (request) => ({ isSuccess: true, data: await recentOpenBets(ctx, caller(request).id) }),
  );

  api.get(
    '/fetchNotSettledBet/:userId',
    {
      schema: { params: S.UserParams, response: { 200: S.NotSettledReply, ...errors } },
    },
    async (request) => ({ isSuccess: true, data: await notSettled(ctx, caller(request).id) }),
  );

  api.get(
    '/fetchMatchStackBtn/:userId',
    {
      schema: { params: S.UserParams, response: { 200: S.StackButtonsReply, ...errors } },
    },
    async (request) => ({ isSuccess: true, data: await fetchStackButtons(ctx.db, caller(request).id) }),
  );

  api.post(
    '/api/updateMatchStackBtn/:userId',
    {
      schema: { params: S.UserParams, body: S.StackButtonsBody, response: { 200: S.SuccessOnly, ...errors } },
    },
    async (request) => {
      await updateStackButtons(ctx.db, caller(request).id, unwrapStackButtons(request.body));
      return { isSuccess: true };
    },
  );
}
