// Settle/void after the typed confirmation: the typed text must be the market exactly, and the call
// goes out once however often the button is pressed.
import { serverMessage } from '../../../api/errors';
import type { AdminListenerApi, AdminStartListening } from '../../app/adminListener';
import { settlementApi, type SettleArgs } from './settlementApi';
import { settlementActions, selectConfirming, selectSettlePending, selectTyped } from './settlementSlice';
import { SETTLE_MSG, settleDraftErrors, type SettleDraft } from './settlementValidation';

const { settleConfirmed, settleStarted, settleSucceeded, settleRefused } = settlementActions;

export function settleArgs(draft: SettleDraft): SettleArgs {
  if (draft.kind === 'void') return { marketId: draft.marketId, void: true };
  if (draft.kind === 'runs') return { marketId: draft.marketId, runs: Number(draft.value) };
  return { marketId: draft.marketId, winnerSelectionId: Number(draft.value) };
}

/** takeLeading by state: while a settlement is pending, another press sends nothing. */
export async function settleWorkflow(_action: unknown, api: AdminListenerApi): Promise<void> {
  const state = api.getState();
  const draft = selectConfirming(state);
  if (!draft || selectSettlePending(state)) return;
  if (selectTyped(state).trim() !== draft.marketId) {
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
  const result = await api.dispatch(settlementApi.endpoints.settleMarket.initiate(settleArgs(draft)));
  if ('error' in result && result.error) {
    const message = serverMessage(result.error) ?? 'The market was not settled. Try again.';
    api.dispatch(settleRefused(message));
    api.extra.toast('error', message);
    return;
  }
  api.dispatch(settleSucceeded(result.data));
  const moved = `${result.data.betsSettled} bets settled, ${result.data.betsVoided} void, ${result.data.users} players`;
  api.extra.toast('success', `${result.data.marketId}: ${result.data.result} (${moved}).`);
}

export function addSettlementListeners(startListening: AdminStartListening): void {
  startListening({ actionCreator: settleConfirmed, effect: settleWorkflow });
}
