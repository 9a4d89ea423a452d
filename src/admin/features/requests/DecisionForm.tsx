// The comment and the approve / reject buttons of one request; the listener sends the decision once.
import { forwardRef } from 'react';
import styled from 'styled-components';
import type { RequestType } from '../../../domain/contract/wallet';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { AreaField, ErrorText, Kbd, SmallButton } from '../../ui/adminUi';
import { decisionsActions, selectComment, selectDecisionError, selectInFlight } from './decisionsSlice';
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

export const DecisionForm = forwardRef<HTMLTextAreaElement, { id: number; requestType: RequestType; approveLabel: string }>(
  function DecisionForm({ id, requestType, approveLabel }, commentRef) {
    const dispatch = useAdminDispatch();
    const comment = useAdminSelector((state) => selectComment(state, id));
    const error = useAdminSelector((state) => selectDecisionError(state, id));
    const inFlight = useAdminSelector((state) => selectInFlight(state, id));
    const decide = (approve: boolean) => dispatch(decisionsActions.decisionRequested({ id, requestType, approve }));
    return (
      <div>
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
  },
);
