// Who has a wallet (spec §1, §2): self-registered players (selfUser 1) only. A player the operator
// created (selfUser 0) has their money managed by the operator (credit, Account Statement), and a
// demo player has play money. Their wallet calls are refused with 403 before the request's body is
// even read: nothing is written, no slip is kept (player1 once asked to withdraw ₹90,000
// of operator credit). The SPA hides the wallet from them too; this is what holds if it did not.
import type { preParsingHookHandler } from 'fastify';
import type { SessionUser } from '../../session';
import { forbidden, type HttpError } from '../../lib/errors';
import { WALLET_MSG } from './messages';

/** Why this user may not use the wallet, or undefined when they may. */
export function walletRefusal(user: SessionUser): HttpError | undefined {
  if (user.role === 'demo') return forbidden(WALLET_MSG.demoNotAllowed);
  if (user.role !== 'player' || user.selfUser !== 1) return forbidden(WALLET_MSG.selfUsersOnly);
  return undefined;
}

/**
 * For a scope of wallet routes. preParsing runs after every onRequest hook, so the access hook
 * (server/lib/access.ts) has signed the caller in (or refused them) by then, and before the body
 * (a deposit's upload) is read.
 */
export const walletHoldersOnly: preParsingHookHandler = (request, _reply, payload, done) => {
  const refusal = request.user ? walletRefusal(request.user) : undefined;
  if (refusal) return done(refusal);
  done(null, payload);
};
