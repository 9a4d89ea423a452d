// The deposit side of player protection, called by the wallet under the player's wallet
// lock: a request is refused during a time-out or self-exclusion, and when it would pass a deposit
// limit; the operator's approval checks both again, as they are at that moment.
import { badRequest, forbidden } from '../../lib/errors';
import { PROTECTION_MSG, istLabel } from '../../../src/domain/contract/protection';
import { depositRefusal } from './limits';
import { activeExclusion, type Q } from './repository';

/** Throws the refusal of a deposit request of `amount` paise; the caller holds the wallet lock. */
export async function assertDepositAllowed(q: Q, userId: number, amount: number, now: number): Promise<void> {
  const exclusion = await activeExclusion(q, userId, now);
  if (exclusion) throw forbidden(PROTECTION_MSG.excludedDeposit(istLabel(exclusion.ends_at.getTime())));
  const refusal = await depositRefusal(q, userId, amount, now);
  if (refusal) throw badRequest(refusal);
}

/** Why the operator may not approve this pending deposit now, or null. The caller holds the wallet lock. */
export async function depositApprovalRefusal(q: Q, userId: number, amount: number, now: number, requestId: number): Promise<string | null> {
  const exclusion = await activeExclusion(q, userId, now);
  if (exclusion)
    return `${PROTECTION_MSG.excludedDeposit(istLabel(exclusion.ends_at.getTime()))} Reject the request and return the transfer.`;
  return depositRefusal(q, userId, amount, now, requestId);
}
