// The betting workflows, registered in one place (app/listener.ts calls addBetslipListeners): a price
// tap opens the slip when the rules allow it, Submit runs the placement saga, Cashout fills the slip
// with the hedge, and the quick-stake buttons are saved.
import { MSG } from '../../domain/messages';
import type { AppListenerApi, AppStartListening } from '../../app/listener';
import { selectLoginInfo } from '../auth';
import { priceClicked } from '../market';
import { listPriceClicked } from '../sports';
import { STACK_BUTTONS_SAVE_KEY, betslipApi } from './betslipApi';
import {
  acceptAnyOddsRestored,
  acceptAnyOddsToggled,
  betSubmitted,
  cashoutRequested,
  oneTapChanged,
  oneTapRestored,
  selectAcceptAnyOdds,
  selectOneTap,
  type OneTap,
  selectIsPlacing,
  slipOpened,
  stackButtonsSubmitted,
  stackEditorClosed,
} from './betslipSlice';
import { cashoutSlip } from './cashout';
import { onListPriceClicked } from './listTap';
import { cachedOdds } from './oddsView';
import { placementWorkflow } from './placementWorkflow';
import { stackLimits, tapRefusal } from './slipChecks';

/** Shown when a price is tapped while a bet is still being placed. */
export const BET_IN_PROGRESS = 'Your bet is being placed: one bet at a time.';

/**
 * "Accept any odds" is remembered per player on this device. Not on the server: it is a
 * choice of how this slip behaves, told to the server with every bet (AcceptAnyOdds), which
 * re-checks the betting window and the stake limits whatever it says.
 */
const acceptAnyOddsKey = (userId: number) => `betslip.acceptAnyOdds.${userId}`;

/** One-tap betting, remembered per player on this device: 'stake' when on, absent or '0' when off. */
const oneTapKey = (userId: number) => `betslip.oneTap.${userId}`;

function restoreOneTap(api: AppListenerApi): OneTap {
  const user = selectLoginInfo(api.getState());
  const stake = user ? Number(api.extra.preferences?.get(oneTapKey(user.Id)) ?? 0) : 0;
  const remembered: OneTap = Number.isSafeInteger(stake) && stake > 0 ? { enabled: true, stake } : { enabled: false, stake: 0 };
  const now = selectOneTap(api.getState());
  if (now.enabled !== remembered.enabled || now.stake !== remembered.stake) api.dispatch(oneTapRestored(remembered));
  return remembered;
}

export function onOneTapChanged(action: ReturnType<typeof oneTapChanged>, api: AppListenerApi): void {
  const user = selectLoginInfo(api.getState());
  if (user) api.extra.preferences?.set(oneTapKey(user.Id), action.payload.enabled ? String(action.payload.stake) : '0');
}

function restoreAcceptAnyOdds(api: AppListenerApi): void {
  const user = selectLoginInfo(api.getState());
  const remembered = user ? api.extra.preferences?.get(acceptAnyOddsKey(user.Id)) === '1' : false;
  if (remembered !== selectAcceptAnyOdds(api.getState())) api.dispatch(acceptAnyOddsRestored(remembered));
}

/** Every toggle is written at once (takeEvery: the last one wins). */
export function onAcceptAnyOddsToggled(action: ReturnType<typeof acceptAnyOddsToggled>, api: AppListenerApi): void {
  const user = selectLoginInfo(api.getState());
  if (user) api.extra.preferences?.set(acceptAnyOddsKey(user.Id), action.payload ? '1' : '0');
}

/** takeLatest (cancelActiveListeners): a newer tap replaces one still reading the master data. */
export async function onPriceClicked(action: ReturnType<typeof priceClicked>, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  // A visitor's tap opens the slip on that price, where it asks them to log in: no checks to run, no bet.
  if (!selectLoginInfo(api.getState())) {
    api.dispatch(slipOpened(action.payload));
    return;
  }
  // One bet at a time: while one is in flight the page stays live, but no second slip.
  if (selectIsPlacing(api.getState())) {
    api.extra.toast('info', BET_IN_PROGRESS);
    return;
  }
  const refusal = await tapRefusal(api, action.payload, cachedOdds(api.getState(), action.payload.event.gameId));
  if (refusal) api.extra.toast('error', refusal);
  else {
    restoreAcceptAnyOdds(api);
    const oneTap = restoreOneTap(api);
    if (oneTap.enabled) {
      // One tap: the slip opens with the chosen stake and is submitted at once (same checks, same delay).
      api.dispatch(slipOpened({ ...action.payload, stake: oneTap.stake }));
      api.dispatch(betSubmitted());
    } else api.dispatch(slipOpened(action.payload));
  }
}

/** takeLatest: the hedge is worked out on the bets and prices of the moment of the last click. */
export async function onCashoutRequested(action: ReturnType<typeof cashoutRequested>, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  const { event, marketId } = action.payload;
  const user = selectLoginInfo(api.getState());
  const market = cachedOdds(api.getState(), event.gameId)?.Odds.find((m) => m.marketId === marketId);
  if (!user || !market) {
    api.extra.toast('error', MSG.noExactCashout);
    return;
  }
  const request = api.dispatch(
    betslipApi.endpoints.fetchLastBet.initiate({ userId: user.Id, eventId: event.gameId }, { subscribe: false }),
  );
  const { data: rows } = await api.pause(request);
  // Only a stake Submit will accept is proposed, so the hedge needs the match-odds limits.
  const settings = rows ? await stackLimits(api) : undefined;
  const proposal = rows && cashoutSlip(rows, market, event, settings);
  if (!proposal) {
    api.extra.toast('error', MSG.noExactCashout);
    return;
  }
  const { value, ...hedge } = proposal;
  const refusal = await tapRefusal(api, hedge, cachedOdds(api.getState(), event.gameId));
  if (refusal) api.extra.toast('error', refusal);
  else {
    restoreAcceptAnyOdds(api);
    api.dispatch(slipOpened({ ...hedge, cashout: true, cashoutValue: value }));
  }
}

const selectStackSave = betslipApi.endpoints.updateMatchStackBtn.select({ fixedCacheKey: STACK_BUTTONS_SAVE_KEY, requestId: undefined });

/** takeLeading: while one save is in flight (the shared mutation is loading) another is ignored. */
export async function onStackButtonsSubmitted(action: ReturnType<typeof stackButtonsSubmitted>, api: AppListenerApi): Promise<void> {
  if (selectStackSave(api.getState()).isLoading) return;
  const user = selectLoginInfo(api.getState());
  if (!user) {
    api.extra.toast('error', MSG.tryAgainLater);
    return;
  }
  const result = await api.dispatch(
    betslipApi.endpoints.updateMatchStackBtn.initiate(
      { userId: user.Id, buttons: action.payload.buttons },
      { fixedCacheKey: STACK_BUTTONS_SAVE_KEY },
    ),
  );
  if ('error' in result || !result.data.isSuccess) {
    api.extra.toast('error', MSG.tryAgainLater);
    return;
  }
  api.extra.toast('success', MSG.updateSuccess);
  api.dispatch(stackEditorClosed());
}

export function addBetslipListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: priceClicked, effect: onPriceClicked });
  startListening({ actionCreator: listPriceClicked, effect: onListPriceClicked });
  startListening({ actionCreator: betSubmitted, effect: placementWorkflow });
  startListening({ actionCreator: cashoutRequested, effect: onCashoutRequested });
  startListening({ actionCreator: stackButtonsSubmitted, effect: onStackButtonsSubmitted });
  startListening({ actionCreator: acceptAnyOddsToggled, effect: onAcceptAnyOddsToggled });
  startListening({ actionCreator: oneTapChanged, effect: onOneTapChanged });
}
