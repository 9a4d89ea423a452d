// The result form: for a market picked from the lists, its name and a winner among its runners (runs
// for a fancy, a reason for a rollback); for any other market, its id typed by hand. Then the
// confirmation, in which the operator types the market's name (or the id typed).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { ErrorText, Field, Select, SmallButton } from '../../ui/adminUi';
import { useSettlementMarketsQuery } from './settlementApi';
import { SettlePreviewBox } from './SettlePreviewBox';
import {
  selectConfirming,
  selectSettleDraft,
  selectSettleError,
  selectSettlePending,
  selectShowAllSettled,
  selectTyped,
  settlementActions,
} from './settlementSlice';
import { confirmationMatches, confirmPhrase, settleDraftErrors, type SettleDraft, type SettleKind } from './settlementValidation';

const Confirm = styled.div`
  margin-top: 10px;
  padding: 12px;
  border-radius: 6px;
  border: 1px solid #e8a1ab;
  background: #fff4f5;
  p {
    margin: 0 0 8px;
    font-size: 13.5px;
  }
`;

const Label = styled.label`
  display: block;
  font-size: 12px;
  font-weight: 700;
  color: #5b6b79;
  margin-bottom: 4px;
`;

export function describeDraft(draft: SettleDraft): string {
  const market = draft.name ? `${draft.name} (${draft.marketId})` : draft.marketId;
  if (draft.kind === 'void') return `Void ${market}: every bet in it is cancelled and its stake returned.`;
  if (draft.kind === 'runs') return `Settle fancy ${market} at ${draft.value} runs.`;
  if (draft.kind === 'rollback')
    return `Roll back the settlement of ${market}: every player's entry is reversed and the bets wait for a new result.`;
  return `Settle ${market} with ${draft.valueName ?? `selection ${draft.value}`} as the winner.`;
}

function ConfirmBox({ draft }: { draft: SettleDraft }) {
  const dispatch = useAdminDispatch();
  const typed = useAdminSelector(selectTyped);
  const pending = useAdminSelector(selectSettlePending);
  const matches = confirmationMatches(typed, draft);
  return (
    <Confirm role="group" aria-label="Confirm the settlement">
      <p>
        {describeDraft(draft)} {draft.kind === 'rollback' ? 'Balances change at once.' : 'Players are paid at once.'}
      </p>
      <SettlePreviewBox draft={draft} />
      <Field
        label={`Type ${confirmPhrase(draft)} to confirm`}
        value={typed}
        onChange={(e) => dispatch(settlementActions.confirmationTyped(e.target.value))}
        autoComplete="off"
        autoFocus
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <SmallButton
          type="button"
          $variant="reject"
          disabled={!matches || pending}
          onClick={() => dispatch(settlementActions.settleConfirmed())}
        >
          {pending ? 'Sending…' : draft.kind === 'void' ? 'Void the market' : draft.kind === 'rollback' ? 'Roll back' : 'Settle the market'}
        </SmallButton>
        <SmallButton type="button" disabled={pending} onClick={() => dispatch(settlementActions.confirmationCancelled())}>
          Back
        </SmallButton>
      </div>
    </Confirm>
  );
}

function ValueField({ draft, error, change }: { draft: SettleDraft; error?: string; change: (patch: Partial<SettleDraft>) => void }) {
  const { data } = useSettlementMarketsQuery({ all: useAdminSelector(selectShowAllSettled) });
  const runners = draft.name ? (data?.awaiting.find((m) => m.marketId === draft.marketId)?.runners ?? []) : [];
  if (draft.kind === 'void') return null;
  if (draft.kind === 'winner' && runners.length > 0) {
    return (
      <>
        <Label htmlFor="settle-winner">WINNER</Label>
        <Select
          id="settle-winner"
          value={draft.value}
          $invalid={!!error}
          onChange={(e) =>
            change({ value: e.target.value, valueName: runners.find((r) => String(r.selectionId) === e.target.value)?.name })
          }
        >
          <option value="">Choose the winner…</option>
          {runners.map((r) => (
            <option key={r.selectionId} value={String(r.selectionId)}>
              {r.name}
            </option>
          ))}
        </Select>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <div style={{ height: 10 }} />
      </>
    );
  }
  return (
    <Field
      label={draft.kind === 'runs' ? 'Runs' : draft.kind === 'rollback' ? 'Reason for the rollback' : 'Winner selection id'}
      inputMode={draft.kind === 'rollback' ? 'text' : 'numeric'}
      value={draft.value}
      onChange={(e) => change({ value: e.target.value })}
      error={error}
      autoComplete="off"
      maxLength={draft.kind === 'rollback' ? 500 : 12}
    />
  );
}

export function SettlementForm() {
  const dispatch = useAdminDispatch();
  const draft = useAdminSelector(selectSettleDraft);
  const confirming = useAdminSelector(selectConfirming);
  const error = useAdminSelector(selectSettleError);
  const [shown, setShown] = useState<ReturnType<typeof settleDraftErrors>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = settleDraftErrors(draft);
    setShown(errors);
    if (Object.keys(errors).length === 0) dispatch(settlementActions.confirmationOpened());
  };
  const change = (patch: Partial<SettleDraft>) => {
    dispatch(settlementActions.draftChanged(patch));
    if (confirming) dispatch(settlementActions.confirmationCancelled());
  };
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Settle a market">
        {draft.name ? (
          <p style={{ margin: '0 0 10px' }}>
            <strong>{draft.name}</strong> <small>({draft.marketId})</small>{' '}
            <SmallButton type="button" onClick={() => change({ marketId: '', kind: 'winner', value: '' })}>
              Another market
            </SmallButton>
          </p>
        ) : (
          <>
            <Field
              label="Market id"
              placeholder="1.1000042"
              value={draft.marketId}
              onChange={(e) => change({ marketId: e.target.value })}
              error={shown.marketId}
              autoComplete="off"
            />
            <Label htmlFor="settle-kind">RESULT</Label>
            <Select id="settle-kind" value={draft.kind} onChange={(e) => change({ kind: e.target.value as SettleKind })}>
              <option value="winner">Winner (match odds, bookmaker, toss)</option>
              <option value="runs">Runs (fancy session)</option>
              <option value="void">Void (cancel every bet)</option>
              <option value="rollback">Roll back a settlement</option>
            </Select>
            <div style={{ height: 10 }} />
          </>
        )}
        <ValueField draft={draft} error={shown.value} change={change} />
        {!confirming && (
          <SmallButton type="submit" $variant="primary">
            Continue
          </SmallButton>
        )}
      </form>
      {confirming && <ConfirmBox draft={confirming} />}
      {error && (
        <ErrorText role="alert" style={{ marginTop: 8 }}>
          {error}
        </ErrorText>
      )}
    </>
  );
}
