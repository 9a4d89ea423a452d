// Settle or void a market by hand, behind a confirmation where the operator types the market again;
// each answer shows how many bets and players it moved.
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { Badge, ErrorText, Field, PageTitle, Panel, PanelBody, Select, SmallButton } from '../../ui/adminUi';
import {
  selectConfirming,
  selectSettleDraft,
  selectSettleError,
  selectSettlePending,
  selectSettleResults,
  selectTyped,
  settlementActions,
} from './settlementSlice';
import { settleDraftErrors, type SettleDraft, type SettleKind } from './settlementValidation';
import { useState } from 'react';
import { formatRupees } from '../../../domain/money';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 420px) minmax(0, 1fr);
  gap: 14px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const Confirm = styled.div`
  margin-top: 10px;
  padding: 12px;
  border-radius: 6px;
  border: 1px solid #e8a1ab;
  background: #fff4f5;
  p { margin: 0 0 8px; font-size: 13.5px; }
  code { font-weight: 700; }
`;

const Results = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th, td { padding: 7px 10px; border-bottom: 1px solid #eef1f4; text-align: left; white-space: nowrap; }
  th { font-size: 12px; color: #fff; background: ${({ theme }) => theme.colors.tab}; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) { display: block; overflow-x: auto; }
`;

export function describeDraft(draft: SettleDraft): string {
  if (draft.kind === 'void') return `Void market ${draft.marketId}: every bet in it is cancelled and its stake returned.`;
  if (draft.kind === 'runs') return `Settle fancy market ${draft.marketId} at ${draft.value} runs.`;
  if (draft.kind === 'rollback') return `Roll back the settlement of ${draft.marketId}: every player's entry is reversed and the bets wait for a new result.`;
  return `Settle market ${draft.marketId} with selection ${draft.value} as the winner.`;
}

function ConfirmBox({ draft }: { draft: SettleDraft }) {
  const dispatch = useAdminDispatch();
  const typed = useAdminSelector(selectTyped);
  const pending = useAdminSelector(selectSettlePending);
  const matches = typed.trim() === draft.marketId;
  return (
    <Confirm role="group" aria-label="Confirm the settlement">
      <p>{describeDraft(draft)} Players are paid at once.</p>
      <Field
        label={`Type ${draft.marketId} to confirm`}
        value={typed}
        onChange={(e) => dispatch(settlementActions.confirmationTyped(e.target.value))}
        autoComplete="off"
        autoFocus
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <SmallButton type="button" $variant="reject" disabled={!matches || pending} onClick={() => dispatch(settlementActions.settleConfirmed())}>
          {pending ? 'Sending…' : draft.kind === 'void' ? 'Void the market' : draft.kind === 'rollback' ? 'Roll back' : 'Settle the market'}
        </SmallButton>
        <SmallButton type="button" disabled={pending} onClick={() => dispatch(settlementActions.confirmationCancelled())}>
          Back
        </SmallButton>
      </div>
    </Confirm>
  );
}

export function SettlementPage() {
  const dispatch = useAdminDispatch();
  const draft = useAdminSelector(selectSettleDraft);
  const confirming = useAdminSelector(selectConfirming);
  const error = useAdminSelector(selectSettleError);
  const results = useAdminSelector(selectSettleResults);
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
      <PageTitle>
        Settlement <small>settle, void or roll back a market by hand</small>
      </PageTitle>
      <Grid>
        <Panel>
          <h2>Result</h2>
          <PanelBody>
            <form onSubmit={submit} noValidate aria-label="Settle a market">
              <Field label="Market id" placeholder="1.1000042" value={draft.marketId} onChange={(e) => change({ marketId: e.target.value })} error={shown.marketId} autoComplete="off" />
              <label htmlFor="settle-kind" style={{ display: 'block', fontSize: 12, fontWeight: 700, color: '#5b6b79', marginBottom: 4 }}>
                RESULT
              </label>
              <Select id="settle-kind" value={draft.kind} onChange={(e) => change({ kind: e.target.value as SettleKind })}>
                <option value="winner">Winner (match odds, bookmaker, toss)</option>
                <option value="runs">Runs (fancy session)</option>
                <option value="void">Void (cancel every bet)</option>
                <option value="rollback">Roll back a settlement</option>
              </Select>
              <div style={{ height: 10 }} />
              {draft.kind !== 'void' && (
                <Field
                  label={draft.kind === 'runs' ? 'Runs' : draft.kind === 'rollback' ? 'Reason for the rollback' : 'Winner selection id'}
                  inputMode={draft.kind === 'rollback' ? 'text' : 'numeric'}
                  value={draft.value}
                  onChange={(e) => change({ value: e.target.value })}
                  error={shown.value}
                  autoComplete="off"
                />
              )}
              {!confirming && <SmallButton type="submit" $variant="primary">Continue</SmallButton>}
            </form>
            {confirming && <ConfirmBox draft={confirming} />}
            {error && <ErrorText role="alert" style={{ marginTop: 8 }}>{error}</ErrorText>}
          </PanelBody>
        </Panel>
        <Panel>
          <h2>Settled in this session</h2>
          <PanelBody>
            {results.length === 0 ? (
              <p style={{ margin: 0, color: '#5b6b79' }}>No Record Found</p>
            ) : (
              <Results aria-label="Settlements">
                <thead>
                  <tr><th>Market</th><th>Done</th><th>Result</th><th>When (IST)</th><th className="n">Bets</th><th className="n">Void</th><th className="n">Lapsed</th><th className="n">Players</th><th className="n">Reversed</th></tr>
                </thead>
                <tbody>
                  {results.map((r, i) => (
                    <tr key={`${r.marketId}-${i}-${results.length}`}>
                      <td>{r.marketId}</td>
                      <td>
                        {r.action} {r.repeated && <Badge $tone="muted">already done</Badge>}
                      </td>
                      <td>{r.result}</td>
                      <td>{r.when || '—'}</td>
                      <td className="n">{r.betsSettled}</td>
                      <td className="n">{r.betsVoided}</td>
                      <td className="n">{r.betsLapsed}</td>
                      <td className="n">{r.users}</td>
                      <td className="n">{r.reversed === null ? '—' : formatRupees(r.reversed)}</td>
                    </tr>
                  ))}
                </tbody>
              </Results>
            )}
          </PanelBody>
        </Panel>
      </Grid>
    </>
  );
}
