// Exclusion follows the person: while an account is on a time-out or self-excluded, its phone number
// opens no new account, its payout accounts take no deposit or withdrawal from another account, and
// its device gets no demo log-in. Each refusal gives the end date and never a name.
import { forbidden } from '../../lib/errors';
import { PROTECTION_MSG, istLabel } from '../../../src/domain/contract/protection';
import type { Q } from './repository';
import { exclusionOfDevice, exclusionOfPayees, exclusionOfPhone } from './personRepository';

const until = (row: { ends_at: Date }) => istLabel(row.ends_at.getTime());

export async function assertPhoneNotExcluded(q: Q, phone: string, now: number): Promise<void> {
  const exclusion = await exclusionOfPhone(q, phone, now);
  if (exclusion) throw forbidden(PROTECTION_MSG.excludedSignUp(exclusion.kind, until(exclusion)));
}

/** `payees`: the UPI ids and account numbers the request names; `userId`: the account asking. */
export async function assertPayeesNotExcluded(
  q: Q,
  request: { userId: number; payees: string[]; kind: 'deposit' | 'withdraw' },
  now: number,
): Promise<void> {
  const exclusion = await exclusionOfPayees(q, request.payees, request.userId, now);
  if (!exclusion) return;
  const label = until(exclusion);
  throw forbidden(request.kind === 'deposit' ? PROTECTION_MSG.excludedDeposit(label) : PROTECTION_MSG.excludedWithdraw(label));
}

export async function assertDeviceNotExcluded(q: Q, deviceId: string | null, now: number): Promise<void> {
  if (!deviceId) return;
  const exclusion = await exclusionOfDevice(q, deviceId, now);
  if (exclusion) throw forbidden(PROTECTION_MSG.excludedLogin(exclusion.kind, until(exclusion)), { status: false });
}
