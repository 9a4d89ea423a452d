// The comment and the approve / reject buttons of one request; the listener sends the decision once.
// A withdrawal asks for the payout's bank reference (the player reads it on the statement line); a
// deposit may be approved at a corrected amount (with a comment saying why). Each field says who reads it.
import { forwardRef } from 'react';
import styled from 'styled-components';
import type { RequestType } from '../../../domain/contract/wallet';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { AreaField, ErrorText, Field, Kbd, SmallButton } from '../../ui/adminUi';
import { decisionsActions, selectAmount, selectComment, selectDecisionError, selectInFlight, selectPayoutRef } from './decisionsSlice';
import { COMMENT_MAX } from './decisionValidation';

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 4px;
  button {
    flex: 1;
    min-height: 42px;
  }
  kbd {
    margin-left: 4px;
  }
  /* A phone has no keyboard shortcuts to hint at. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    kbd {
      display: none;
    }
  }
`;

interface DecisionFormProps {
  id: number;
  requestType: RequestType;
  approveLabel: string;
  /** Withdrawals: the reference a first approver gave (four eyes), which the second may confirm. */
  payoutRefGiven?: string | null;
}

export const DecisionForm = forwardRef<HTMLTextAreaElement, DecisionFormProps>(function DecisionForm(
  { id, requestType, approveLabel, payoutRefGiven },
  commentRef,
) {
  const dispatch = useAdminDispatch();
  const comment = useAdminSelector((state) => selectComment(state, id));
  const payoutRef = useAdminSelector((state) => selectPayoutRef(state, id));
  const amount = useAdminSelector((state) => selectAmount(state, id));
  const error = useAdminSelector((state) => selectDecisionError(state, id));
  const inFlight = useAdminSelector((state) => selectInFlight(state, id));
  const decide = (approve: boolean) => dispatch(decisionsActions.decisionRequested({ id, requestType, approve }));
  return (
    <div>
      {requestType === 'withdraw' ? (
        <Field
          label="Payout reference — IMPS/NEFT/UPI ref (the player sees it on their statement)"
          value={payoutRef}
          maxLength={40}
          placeholder={payoutRefGiven ? `${payoutRefGiven} (given by the first approver)` : 'e.g. IMPS 612345678901'}
          autoComplete="off"
          onChange={(e) => dispatch(decisionsActions.payoutRefChanged({ id, payoutRef: e.target.value }))}
        />
      ) : (
        <Field
          label="Corrected amount, ₹ — optional, if the slip shows another amount (the player sees it)"
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(e) => dispatch(decisionsActions.amountChanged({ id, amount: e.target.value }))}
        />
      )}
      <AreaField
        ref={commentRef}
        label="Comment (the player sees it)"
        value={comment}
        maxLength={COMMENT_MAX + 50}
        rows={2}
        onChange={(e) => dispatch(decisionsActions.commentChanged({ id, comment: e.target.value }))}
      />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Buttons>
        <SmallButton type="button" $variant="approve" disabled={!!inFlight} onClick={() => decide(true)}>
          {inFlight === 'approve' ? 'Approving…' : approveLabel}
          <Kbd aria-hidden>A</Kbd>
        </SmallButton>
        <SmallButton type="button" $variant="reject" disabled={!!inFlight} onClick={() => decide(false)}>
          {inFlight === 'reject' ? 'Rejecting…' : 'Reject'}
          <Kbd aria-hidden>R</Kbd>
        </SmallButton>
      </Buttons>
    </div>
  );
});
