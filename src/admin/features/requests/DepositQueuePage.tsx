// The deposit queue: pending deposits oldest first; the selected one with its slip inline, what the
// player typed, the merchant account paid into, and the UTR the OCR read from the slip.
import { useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { AdminWalletRequest } from '../../../domain/contract/wallet';
import { formatRupees } from '../../../domain/money';
import { formatWalletDate } from '../../../features/wallet';
import { useNow } from '../../../ui/useNow';
import { Facts, Kbd, Money } from '../../ui/adminUi';
import { DecisionForm } from './DecisionForm';
import { age, DetailGrid, QueueItem, QueuePage, RequestPanel } from './QueueLayout';
import { useSlipQuery } from './requestsApi';
import { SlipViewer, rotated, zoomed, type SlipView } from './SlipViewer';
import { useQueueKeys } from './useQueueKeys';
import { useRequestQueue } from './useRequestQueue';
import { AmountMismatchBadge, PayeeMarkBadge, PayeeMismatchBadge, UtrMarkBadge } from './UtrMarkBadge';
import { DepositWarnings, WarningCount } from './DepositWarnings';

/** Slips of the first requests are fetched (and read) ahead, so the marks are there when the clerk arrives. */
const READ_AHEAD = 12;

function DepositRow({
  request,
  index,
  selected,
  onSelect,
  now,
}: {
  request: AdminWalletRequest;
  index: number;
  selected: boolean;
  onSelect: () => void;
  now: number;
}) {
  useSlipQuery(request.id, { skip: index >= READ_AHEAD || !request.slipPath });
  return (
    <QueueItem
      selected={selected}
      onSelect={onSelect}
      label={`Deposit ${request.id} of ${request.userName}, ${formatRupees(request.Amount)}`}
    >
      <strong>{request.userName}</strong>
      <span className="amount">{formatRupees(request.Amount)}</span>
      <span className="meta">
        UTR {request.UTRNo || '—'} · {age(request.RequestDate, now)}
      </span>
      <span className="mark">
        <AmountMismatchBadge request={request} /> <PayeeMismatchBadge request={request} /> <UtrMarkBadge request={request} />{' '}
        <WarningCount warnings={request.Warnings} />
      </span>
    </QueueItem>
  );
}

function merchantLine(request: AdminWalletRequest): string {
  const where = request.UPIID || [request.Bank, request.AccountNumber, request.IFSC].filter(Boolean).join(' · ');
  return [request.DisplayName, where].filter(Boolean).join(' — ');
}

interface DetailProps {
  request: AdminWalletRequest;
  view: SlipView;
  onView: (view: SlipView) => void;
  commentRef: RefObject<HTMLTextAreaElement | null>;
}

function DepositDetail({ request, view, onView, commentRef }: DetailProps) {
  const slip = useSlipQuery(request.id, { skip: !request.slipPath });
  return (
    <RequestPanel
      kind="Deposit"
      request={request}
      flags={
        <span style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          <AmountMismatchBadge request={request} />
          <PayeeMismatchBadge request={request} />
          <UtrMarkBadge request={request} />
        </span>
      }
    >
      <DetailGrid>
        <SlipViewer
          url={slip.data}
          loading={slip.isFetching}
          failed={slip.isError}
          view={view}
          onView={onView}
          alt={`Payment slip of deposit ${request.id}`}
        />
        <div>
          <Facts>
            <dt>Amount</dt>
            <dd className="big">
              <Money value={request.Amount} />
            </dd>
            <dt>UTR typed</dt>
            <dd>
              <code>{request.UTRNo || '—'}</code>
            </dd>
            <dt>UTR on slip</dt>
            <dd>
              <UtrMarkBadge request={request} />
            </dd>
            <dt>Amount on slip</dt>
            <dd>
              {request.OcrAmount === null ? 'not read' : <Money value={request.OcrAmount} />} <AmountMismatchBadge request={request} />
            </dd>
            <dt>Paid into</dt>
            <dd>{merchantLine(request) || '—'}</dd>
            <dt>Payee on slip</dt>
            <dd>
              <PayeeMarkBadge request={request} />
            </dd>
            <dt>Method</dt>
            <dd>{[request.paymentMethod, request.PaymentSubType].filter(Boolean).join(' / ') || '—'}</dd>
            <dt>Requested</dt>
            <dd>{formatWalletDate(request.RequestDate)}</dd>
            <dt>Player</dt>
            <dd>
              {request.userName} (id {request.userId})
            </dd>
          </Facts>
          <DepositWarnings warnings={request.Warnings} />
          <Divider />
          <DecisionForm ref={commentRef} id={request.id} requestType="deposit" approveLabel="Approve" />
        </div>
      </DetailGrid>
    </RequestPanel>
  );
}

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 12px 0;
`;

export function DepositQueuePage() {
  const now = useNow();
  const [view, setView] = useState<SlipView>({ zoom: 1, rotation: 0 });
  const state = useRequestQueue('deposit', () => setView({ zoom: 1, rotation: 0 }));
  const { queue, selected, commentRef, choose, move, decide } = state;
  useQueueKeys({
    next: () => move(1),
    previous: () => move(-1),
    approve: () => decide(true),
    reject: () => decide(false),
    zoomIn: () => setView((v) => zoomed(v, 1)),
    zoomOut: () => setView((v) => zoomed(v, -1)),
    zoomReset: () => setView((v) => ({ ...v, zoom: 1 })),
    rotate: () => setView(rotated),
  });

  return (
    <QueuePage
      title="Deposit queue"
      listTitle="Pending deposits"
      state={state}
      rows={queue.map((request, index) => (
        <DepositRow
          key={request.id}
          request={request}
          index={index}
          now={now}
          selected={request.id === selected?.id}
          onSelect={() => choose(request.id)}
        />
      ))}
      shortcuts={
        <>
          <Kbd>J</Kbd>
          <Kbd>K</Kbd> move · <Kbd>A</Kbd> approve · <Kbd>R</Kbd> reject · <Kbd>+</Kbd>
          <Kbd>−</Kbd> zoom · <Kbd>T</Kbd> rotate
        </>
      }
      detail={selected ? <DepositDetail key={selected.id} request={selected} view={view} onView={setView} commentRef={commentRef} /> : null}
      idle="Nothing waiting for approval."
    />
  );
}
