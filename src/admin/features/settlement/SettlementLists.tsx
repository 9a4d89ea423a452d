// The markets waiting for a result (settle, void, or suspend one still open for bets: a hand settle
// is refused while players can bet) and those settled lately (roll back), on the console's one list.
// Settled lately shows the markets players bet on; a switch shows those nobody bet on too.
import { useState } from 'react';
import { toast } from 'react-toastify';
import { serverMessage } from '../../../api/errors';
import type { MarketBettingState } from '../../../domain/contract/admin';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { Badge, Field, SmallButton, type BadgeTone } from '../../ui/adminUi';
import { DataList, type ListColumn } from '../../ui/DataList';
import { useMay } from '../session';
import { useControlMarketMutation } from '../risk';
import { marketName, useSettlementMarketsQuery, type AwaitingMarket, type SettledMarket } from './settlementApi';
import { selectShowAllSettled, settlementActions } from './settlementSlice';

const STATE_TEXT: Record<MarketBettingState, [string, BadgeTone]> = {
  open: ['Open for bets', 'ok'],
  handSuspended: ['Suspended by hand', 'bad'],
  suspended: ['Suspended', 'warn'],
  closed: ['Closed', 'muted'],
};

function MarketCell({ market }: { market: { marketId: string; eventName: string; marketName: string; rolledBack?: boolean } }) {
  return (
    <span>
      <strong>{market.eventName}</strong> / {market.marketName} <small>({market.marketId})</small>
      {market.rolledBack && (
        <>
          {' '}
          <Badge $tone="warn">rolled back</Badge>
        </>
      )}
    </span>
  );
}

const AWAITING_COLUMNS: ReadonlyArray<ListColumn<AwaitingMarket>> = [
  { label: 'Market', align: 'wide', cell: (m) => <MarketCell market={m} /> },
  {
    label: 'Status',
    cell: (m) => {
      const [text, tone] = STATE_TEXT[m.bettingState];
      return <Badge $tone={tone}>{text}</Badge>;
    },
  },
  { label: 'Starts (IST)', cell: (m) => m.startsAt ?? '—' },
  { label: 'Open bets', align: 'num', cell: (m) => m.openBets },
  { label: 'Players', align: 'num', cell: (m) => m.players },
];

const SETTLED_COLUMNS: ReadonlyArray<ListColumn<SettledMarket>> = [
  { label: 'Market', align: 'wide', cell: (m) => <MarketCell market={m} /> },
  { label: 'Result', cell: (m) => m.result },
  {
    label: 'Settled (IST)',
    cell: (m) => (
      <>
        {m.settledAt} <small>{m.source === 'feed' ? 'feed' : 'by hand'}</small>
      </>
    ),
  },
  { label: 'Players', align: 'num', cell: (m) => m.users },
];

/** Suspends a market open for bets, with the reason the audit keeps; then it can be settled here. */
function SuspendForm({ market, onDone }: { market: AwaitingMarket; onDone: () => void }) {
  const [control, { isLoading }] = useControlMarketMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = marketName(market);
  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < 1 || trimmed.length > 500) {
      setError('Give a reason (1 to 500 characters).');
      return;
    }
    try {
      await control({ marketId: market.marketId, action: 'suspend', reason: trimmed }).unwrap();
      toast.success(`${name} suspended: players can no longer bet on it.`);
      onDone();
    } catch (e) {
      setError(serverMessage(e) ?? 'The market could not be suspended. Try again.');
    }
  };
  return (
    <div role="group" aria-label={`Suspend ${name}`} style={{ minWidth: 220 }}>
      <Field
        label="Reason (internal: players do not see it)"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
        error={error}
        maxLength={500}
        autoComplete="off"
        autoFocus
      />
      <SmallButton type="button" $variant="reject" disabled={isLoading} onClick={submit}>
        {isLoading ? 'Sending…' : 'Suspend now'}
      </SmallButton>{' '}
      <SmallButton type="button" disabled={isLoading} onClick={onDone}>
        Cancel
      </SmallButton>
    </div>
  );
}

interface AwaitingActionsProps {
  market: AwaitingMarket;
  mayControl: boolean;
  suspending: boolean;
  setSuspending: (on: boolean) => void;
}

function AwaitingActions({ market, mayControl, suspending, setSuspending }: AwaitingActionsProps) {
  const dispatch = useAdminDispatch();
  const name = marketName(market);
  const pick = (kind: 'winner' | 'runs' | 'void') =>
    dispatch(settlementActions.marketPicked({ marketId: market.marketId, kind, value: '', name }));
  if (suspending) return <SuspendForm market={market} onDone={() => setSuspending(false)} />;
  return (
    <>
      {market.bettingState === 'open' && mayControl && (
        <SmallButton type="button" $variant="reject" aria-label={`Suspend ${name}`} onClick={() => setSuspending(true)}>
          Suspend
        </SmallButton>
      )}
      <SmallButton
        type="button"
        $variant="primary"
        aria-label={`Settle ${name}`}
        title={market.bettingState === 'open' ? 'Players can still bet: suspend it first.' : undefined}
        onClick={() => pick(market.kind === 'Fancy' ? 'runs' : 'winner')}
      >
        Settle
      </SmallButton>
      <SmallButton type="button" aria-label={`Void ${name}`} onClick={() => pick('void')}>
        Void
      </SmallButton>
    </>
  );
}

export function SettlementLists() {
  const dispatch = useAdminDispatch();
  const all = useAdminSelector(selectShowAllSettled);
  const { data, error } = useSettlementMarketsQuery({ all }, { pollingInterval: 15_000 });
  const [suspending, setSuspending] = useState<string | null>(null);
  const mayControl = useMay('markets.control');
  const failed = error ? 'The markets could not load. Try again.' : null;
  const awaiting = data?.awaiting;
  return (
    <>
      <DataList
        label="Markets waiting for a result"
        title={<>Waiting for a result {awaiting && <Badge $tone={awaiting.length ? 'warn' : 'muted'}>{awaiting.length}</Badge>}</>}
        columns={AWAITING_COLUMNS}
        rows={awaiting}
        rowKey={(m) => m.marketId}
        error={failed}
        empty="No market with open bets is waiting."
        actions={(m) => (
          <AwaitingActions
            market={m}
            mayControl={mayControl}
            suspending={suspending === m.marketId}
            setSuspending={(on) => setSuspending(on ? m.marketId : null)}
          />
        )}
      />
      <div style={{ height: 14 }} />
      <DataList
        label="Markets settled lately"
        title="Settled lately"
        summary={all ? 'every market' : 'markets players bet on'}
        filters={
          <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontSize: 13, paddingBottom: 10 }}>
            <input type="checkbox" checked={all} onChange={(e) => dispatch(settlementActions.showAllSettledToggled(e.target.checked))} />
            Show markets nobody bet on
          </label>
        }
        columns={SETTLED_COLUMNS}
        rows={data?.settled}
        rowKey={(m) => m.marketId}
        error={failed}
        actions={(m) =>
          m.users > 0 ? (
            <SmallButton
              type="button"
              $variant="reject"
              aria-label={`Roll back ${marketName(m)}`}
              onClick={() =>
                dispatch(settlementActions.marketPicked({ marketId: m.marketId, kind: 'rollback', value: '', name: marketName(m) }))
              }
            >
              Roll back
            </SmallButton>
          ) : (
            <small>no bets</small>
          )
        }
      />
    </>
  );
}
