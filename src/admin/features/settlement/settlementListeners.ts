// Settle/void after the typed confirmation: the typed text must be the market exactly, and the call
// goes out once however often the button is pressed.
import { serverMessage } from '../../../api/errors';
import { formatRupees } from '../../../domain/money';
import type { AdminListenerApi, AdminStartListening } from '../../app/adminListener';
import { settlementApi, type SettleArgs } from './settlementApi';
import { riskApi } from '../risk';
import type { SettlementRecord } from './settlementSlice';
import { settlementActions, selectConfirming, selectSettlePending, selectTyped } from './settlementSlice';
import { confirmationMatches, SETTLE_MSG, settleDraftErrors, type SettleDraft } from './settlementValidation';

const { settleConfirmed, settleStarted, settleSucceeded, settleRefused } = settlementActions;

export function settleArgs(draft: SettleDraft): SettleArgs {
  if (draft.kind === 'rollback') throw new Error('a rollback is not a settlement');
  if (draft.kind === 'void') return { marketId: draft.marketId, void: true };
  if (draft.kind === 'runs') return { marketId: draft.marketId, runs: Number(draft.value) };
  return { marketId: draft.marketId, winnerSelectionId: Number(draft.value) };
}

/** takeLeading by state: while a settlement is pending, another press sends nothing. */
export async function settleWorkflow(_action: unknown, api: AdminListenerApi): Promise<void> {
  const state = api.getState();
  const draft = selectConfirming(state);
  if (!draft || selectSettlePending(state)) return;
  if (!confirmationMatches(selectTyped(state), draft)) {
    api.dispatch(settleRefused(SETTLE_MSG.confirm));
    return;
  }
  const errors = settleDraftErrors(draft);
  const invalid = errors.marketId ?? errors.value;
  if (invalid) {
    api.dispatch(settleRefused(invalid));
    return;
  }
  api.dispatch(settleStarted());
  const record = await send(draft, api);
  if ('error' in record) {
    const message = serverMessage(record.error) ?? 'Nothing was changed. Try again.';
    api.dispatch(settleRefused(message));
    api.extra.toast('error', message);
    return;
  }
  api.dispatch(settleSucceeded(record));
  api.extra.toast('success', `${record.name ?? record.marketId}: ${record.action} ${record.result} (${movedText(record)}).`);
}

/** How many players and how much money a settlement, void or rollback moved. */
export function movedText(record: SettlementRecord): string {
  if (record.reversed !== null)
    return `${record.betsSettled} bets reopened, ${record.users} players, ${formatRupees(record.reversed)} reversed`;
  return `${record.betsSettled} bets settled, ${record.betsVoided} void, ${record.users} players, ${formatRupees(record.paid ?? 0)} paid, ${formatRupees(record.collected ?? 0)} taken`;
}

async function send(draft: SettleDraft, api: AdminListenerApi): Promise<SettlementRecord | { error: unknown }> {
  if (draft.kind === 'rollback') {
    const result = await api.dispatch(riskApi.endpoints.rollbackMarket.initiate({ marketId: draft.marketId, reason: draft.value }));
    const { data: r, error } = result;
    if (error || !r) return { error };
    return {
      marketId: r.marketId,
      name: draft.name ?? null,
      action: 'rolled back',
      result: r.undone,
      when: '',
      betsSettled: r.betsReopened,
      betsVoided: 0,
      betsLapsed: 0,
      users: r.users,
      paid: null,
      collected: null,
      reversed: r.reversed,
      repeated: r.alreadyRolledBack,
    };
  }
  const result = await api.dispatch(settlementApi.endpoints.settleMarket.initiate(settleArgs(draft)));
  const { data: r, error } = result;
  if (error || !r) return { error };
  return {
    marketId: r.marketId,
    name: draft.name ?? null,
    action: r.outcome === 'void' ? 'voided' : 'settled',
    result: r.result,
    when: r.settledAt,
    betsSettled: r.betsSettled,
    betsVoided: r.betsVoided,
    betsLapsed: r.betsLapsed,
    users: r.users,
    paid: r.paid,
    collected: r.collected,
    reversed: null,
    repeated: r.alreadySettled,
  };
}

export function addSettlementListeners(startListening: AdminStartListening): void {
  startListening({ actionCreator: settleConfirmed, effect: settleWorkflow });
}
