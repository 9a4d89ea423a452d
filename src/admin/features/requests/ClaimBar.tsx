// Who works a request: "Claimed by X" (with Release for the holder), or Claim. The server refuses a
// decision by anyone but the holder, so two clerks never pay one withdrawal twice. Four eyes: a
// withdrawal above the threshold shows who gave its first approval; a different person completes it.
import type { AdminWalletRequest } from '../../../domain/contract/wallet';
import { serverMessage } from '../../../api/errors';
import { Badge, ErrorText, SmallButton } from '../../ui/adminUi';
import { useStaffSelf } from '../session';
import { useClaimRequestMutation } from './requestsApi';

export function ClaimBar({ request }: { request: AdminWalletRequest }) {
  const self = useStaffSelf();
  const [claim, { isLoading, error, reset }] = useClaimRequestMutation();
  const mine = request.claimedById !== null && request.claimedById === self?.id;
  const send = (take: boolean) => {
    reset();
    void claim({ id: request.id, take });
  };
  return (
    <div
      aria-label="Who works this request"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '0 0 10px' }}
    >
      {request.claimedBy === null ? (
        <>
          <Badge $tone="muted">Nobody is working it</Badge>
          <SmallButton type="button" $variant="plain" disabled={isLoading} onClick={() => send(true)}>
            Claim
          </SmallButton>
        </>
      ) : mine ? (
        <>
          <Badge $tone="info">Claimed by you</Badge>
          <SmallButton type="button" $variant="plain" disabled={isLoading} onClick={() => send(false)}>
            Release
          </SmallButton>
        </>
      ) : (
        <Badge $tone="warn">Claimed by {request.claimedBy}</Badge>
      )}
      {request.firstApprovedBy !== null && (
        <Badge $tone="warn">
          First approval by {request.firstApprovedBy}
          {request.firstApprovedById === self?.id ? ' (you): a different staff member must approve it' : ': approve to pay it out'}
        </Badge>
      )}
      {error && <ErrorText role="alert">{serverMessage(error) ?? 'The claim was not saved. Try again.'}</ErrorText>}
    </div>
  );
}
