// The withdrawal queue: pending withdrawals oldest first; the selected one with the payout account
// (each field with a copy button), the player's balance, exposure and recent requests. The clerk pays
// from the bank, then approves; rejecting returns the amount to the player.
import styled from 'styled-components';
import type { AdminWalletRequest } from '../../../domain/contract/wallet';
import { formatRupees } from '../../../domain/money';
import { formatWalletDate, requestTitle } from '../../../features/wallet';
import { useNow } from '../../../ui/useNow';
import { Badge, Facts, Kbd, Muted } from '../../ui/adminUi';
import { MoneyFacts, playerMoney } from '../../ui/MoneyFacts';
import { ClaimBar } from './ClaimBar';
import { CopyValue } from './CopyValue';
import { DecisionForm } from './DecisionForm';
import { DepositWarnings } from './DepositWarnings';
import { age, DetailGrid, QueueItem, QueuePage, RequestPanel } from './QueueLayout';
import { usePlayerQuery, usePlayerRequestsQuery } from './requestsApi';
import { useQueueKeys } from './useQueueKeys';
import { useRequestQueue } from './useRequestQueue';

const STATUS_TONE = { 1: 'ok', 2: 'warn', 3: 'bad' } as const;

const Recent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 13px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 5px 0;
    border-bottom: 1px solid #eef1f4;
  }
`;

function PlayerMoney({ userId }: { userId: number }) {
  const { data: player, isError } = usePlayerQuery(userId);
  if (isError) return <Muted>The player's balance could not be loaded.</Muted>;
  if (!player) return <Muted>Loading the player…</Muted>;
  return (
    <Facts aria-label="Player's money">
      <MoneyFacts facts={playerMoney(player)} />
      <dt>Betting</dt>
      <dd>{player.lockBetting ? <Badge $tone="bad">Locked</Badge> : <Badge $tone="ok">Open</Badge>}</dd>
    </Facts>
  );
}

function RecentRequests({ userId, current }: { userId: number; current: number }) {
  const { data = [] } = usePlayerRequestsQuery(userId);
  const others = data.filter((r) => r.id !== current);
  if (!others.length) return <Muted>No earlier requests.</Muted>;
  return (
    <Recent aria-label="Recent requests">
      {others.map((r) => (
        <li key={r.id}>
          <span>{formatWalletDate(r.RequestDate)}</span>
          <span>{requestTitle(r.requestType, r.Status)}</span>
          <Badge $tone={STATUS_TONE[r.Status]}>{formatRupees(r.Amount)}</Badge>
        </li>
      ))}
    </Recent>
  );
}

function WithdrawalDetail({
  request,
  commentRef,
}: {
  request: AdminWalletRequest;
  commentRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const upi = request.paymentMethod.toLowerCase() === 'upi' || (!!request.UPIID && !request.AccountNumber);
  return (
    <RequestPanel kind="Withdrawal" request={request} flags={<Badge $tone="warn">Pay {formatRupees(request.Amount)}</Badge>}>
      <ClaimBar request={request} />
      <DetailGrid>
        <div>
          <h3 style={{ margin: '0 0 8px', fontSize: 13 }}>Pay to</h3>
          <Facts aria-label="Payout account">
            <dt>Amount</dt>
            <dd>
              <CopyValue label="amount" value={request.Amount.toFixed(2)} />
            </dd>
            <dt>Account holder</dt>
            <dd>
              <CopyValue label="account holder" value={request.accountHName || request.DisplayName} />
            </dd>
            {upi ? (
              <>
                <dt>UPI ID</dt>
                <dd>
                  <CopyValue label="UPI ID" value={request.UPIID} />
                </dd>
              </>
            ) : (
              <>
                <dt>Account number</dt>
                <dd>
                  <CopyValue label="account number" value={request.AccountNumber} />
                </dd>
                <dt>IFSC</dt>
                <dd>
                  <CopyValue label="IFSC" value={request.IFSC} />
                </dd>
                <dt>Bank</dt>
                <dd>
                  <CopyValue label="bank" value={request.Bank} />
                </dd>
              </>
            )}
            <dt>Phone</dt>
            <dd>
              <CopyValue label="phone" value={request.phone} />
            </dd>
            <dt>Method</dt>
            <dd>{request.paymentMethod || '—'}</dd>
            <dt>Requested</dt>
            <dd>{formatWalletDate(request.RequestDate)}</dd>
          </Facts>
          <DepositWarnings warnings={request.Warnings} />
          <hr style={{ border: 0, borderTop: '1px solid #d5dbe1', margin: '12px 0' }} />
          <DecisionForm
            ref={commentRef}
            id={request.id}
            requestType="withdraw"
            approveLabel={request.firstApprovedBy ? 'Second approval — pay out' : 'Paid — approve'}
            payoutRefGiven={request.PayoutRef}
          />
        </div>
        <div>
          <h3 style={{ margin: '0 0 8px', fontSize: 13 }}>{request.userName}</h3>
          <PlayerMoney userId={request.userId} />
          <h3 style={{ margin: '14px 0 6px', fontSize: 13 }}>Recent requests</h3>
          <RecentRequests userId={request.userId} current={request.id} />
        </div>
      </DetailGrid>
    </RequestPanel>
  );
}

export function WithdrawalQueuePage() {
  const now = useNow();
  const state = useRequestQueue('withdraw');
  const { queue, selected, commentRef, choose, move, decide } = state;
  useQueueKeys({ next: () => move(1), previous: () => move(-1), approve: () => decide(true), reject: () => decide(false) });

  return (
    <QueuePage
      title="Withdrawal queue"
      listTitle="Pending withdrawals"
      state={state}
      rows={queue.map((request) => (
        <QueueItem
          key={request.id}
          selected={request.id === selected?.id}
          onSelect={() => choose(request.id)}
          label={`Withdrawal ${request.id} of ${request.userName}, ${formatRupees(request.Amount)}`}
        >
          <strong>{request.userName}</strong>
          <span className="amount">{formatRupees(request.Amount)}</span>
          <span className="meta">
            {request.paymentMethod || 'Bank'} · {request.accountHName || request.DisplayName}
            {request.claimedBy ? ` · claimed by ${request.claimedBy}` : ''}
            {request.firstApprovedBy ? ' · 1 of 2 approvals' : ''}
          </span>
          <span className="meta" style={{ textAlign: 'right' }}>
            {age(request.RequestDate, now)}
          </span>
        </QueueItem>
      ))}
      shortcuts={
        <>
          <Kbd>J</Kbd>
          <Kbd>K</Kbd> move · <Kbd>A</Kbd> paid, approve · <Kbd>R</Kbd> reject (returns the amount)
        </>
      }
      detail={selected ? <WithdrawalDetail key={selected.id} request={selected} commentRef={commentRef} /> : null}
      idle="Nothing waiting for payment."
    />
  );
}
