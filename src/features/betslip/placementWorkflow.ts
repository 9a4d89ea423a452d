// Bet placement (spec §4), the saga of the slip: Submit → checks → save the bet unmatched → 1 s →
// exposure (balance and limit) → the market's delay → re-read the displayed price → match it. The
// loading overlay (selectIsPlacing) shows from the first check to the last answer. A bet that was
// saved and not matched is always deleted on the way out, whatever stopped it.
import { TaskAbortError } from '@reduxjs/toolkit';
import { checkAffordable } from '../../domain/betting/affordability';
import { priceMove } from '../../domain/betting/priceOrBetter';
import { SAVE_TO_EXPOSURE_WAIT_MS } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { toPaise } from '../../domain/money';
import type { LoginInfo } from '../../domain/contract/auth';
import { httpStatusOf, serverMessage } from '../../api/errors';
import type { AppListenerApi } from '../../app/listener';
import { authApi, selectLoginInfo } from '../auth';
import { walletApi } from '../wallet';
import { encrypted, slipPayload } from './betPayload';
import { betslipApi } from './betslipApi';
import {
  betPlaced,
  placementFailed,
  placementStarted,
  placementTimed,
  selectAcceptAnyOdds,
  selectIsPlacing,
  selectSlip,
  slipRepriced,
  type OpenSlip,
} from './betslipSlice';
import { matchedAtMessage } from './betLabels';
import { cachedOdds, freshOdds, liveQuote, takenPrice } from './oddsView';
import { checkSubmit } from './slipChecks';

/** A refusal the player reads: thrown inside the saga, shown once at the end. */
class Refused extends Error {}

const refuse = (message: string): never => {
  throw new Refused(message);
};

/**
 * The server's words for a refused call ('Insufficient Balance!', 'Odds Changed!', …), else ours. A
 * bet refused because the server is overloaded (503) was simply not placed: the spec's 'Bet Not
 * Placed', and the slip stays for the player to tap again (never resubmitted for them).
 */
const refusalOf = (error: unknown, fallback: string) =>
  httpStatusOf(error) === 503 ? MSG.betNotPlaced : (serverMessage(error) ?? fallback);

async function clientIp(api: AppListenerApi): Promise<string> {
  const { data } = await api.dispatch(authApi.endpoints.whoami.initiate(undefined, { subscribe: false }));
  return data?.ip ?? '';
}

/**
 * Everything between Submit and a matched bet: the price it was matched at, or 'unmatched' when it
 * rests at the player's own price. A refusal is thrown.
 */
async function placeBet(
  api: AppListenerApi,
  slip: OpenSlip,
  user: LoginInfo,
  onSaved: (betId: string) => void,
): Promise<number | 'unmatched' | undefined> {
  const keepUnmatched = slip.ownPrice === true && slip.marketKind === 'Matchodds';
  const acceptAnyOdds = selectAcceptAnyOdds(api.getState());
  const checked = await checkSubmit(api, slip, await freshOdds(api, slip.event.gameId), acceptAnyOdds);
  if ('refusal' in checked) return refuse(checked.refusal);
  // The slip counts down to the end of the delay: the exposure wait, then the market's delay.
  api.dispatch(placementTimed(api.extra.clock.now() + SAVE_TO_EXPOSURE_WAIT_MS + checked.delayMs));

  const payload = slipPayload({
    slip,
    stake: checked.stake,
    userId: user.Id,
    ipAddress: await clientIp(api),
    now: api.extra.clock.now(),
    acceptAnyOdds,
    keepUnmatched,
  });
  const saved = await api.dispatch(betslipApi.endpoints.saveBet.initiate(encrypted(payload)));
  if ('error' in saved) return refuse(refusalOf(saved.error, MSG.betNotPlaced));
  onSaved(payload.BetId);
  if (!saved.data.isSuccess) return refuse(MSG.betNotPlaced);

  // The saved bet is in the exposure now: check balance and limit on the server's own figures.
  await api.delay(SAVE_TO_EXPOSURE_WAIT_MS);
  const expo = await api.dispatch(
    walletApi.endpoints.balance.initiate({ userId: user.Id, selfUser: user.selfUser }, { subscribe: false, forceRefetch: true }),
  );
  if (!expo.data?.isSuccess) return refuse(MSG.somethingWentWrong);
  const { FinalExpo, mainBalanceafterExpo } = expo.data;
  const money = checkAffordable({
    balancePaise: toPaise(mainBalanceafterExpo) - toPaise(FinalExpo),
    exposurePaise: -toPaise(FinalExpo),
    exposureLimitPaise: toPaise(user.ExposureLimit),
  });
  if (money) return refuse(money);

  // delay: the market's bet delay (the listener's signal cancels it), then the price on offer now,
  // taken when it is the asked one or better (or any, when the player accepts any odds).
  await api.delay(checked.delayMs);
  const taken = takenPrice(await freshOdds(api, slip.event.gameId), slip, acceptAnyOdds);
  if (!taken && !keepUnmatched) return refuse(MSG.oddsChanged);
  const update = {
    userId: user.Id,
    BetId: payload.BetId,
    oddsRequest: taken?.price ?? slip.price,
    exposure: FinalExpo,
    ...(acceptAnyOdds ? { acceptAnyOdds } : {}),
    ...(keepUnmatched ? { keepUnmatched } : {}),
  };
  const matched = await api.dispatch(betslipApi.endpoints.updateUnmatchBet.initiate(encrypted(update)));
  if ('error' in matched) return refuse(refusalOf(matched.error, MSG.betNotPlaced));
  if (!matched.data.isSuccess) return refuse(matched.data.message || MSG.betNotPlaced);
  if (matched.data.unmatched) return 'unmatched';
  return matched.data.oddsMatched;
}

/** After 'Odds Changed!' the slip moves to the price on offer now, marked as changed. */
function followMarket(api: AppListenerApi, slip: OpenSlip): void {
  const now = liveQuote(cachedOdds(api.getState(), slip.event.gameId), slip);
  if (!now) return;
  api.dispatch(slipRepriced({ price: now.price, size: slip.marketKind === 'Fancy' && now.rate !== null ? now.rate : slip.size }));
}

/**
 * betSubmitted, takeLeading: while a bet is in flight another Submit is ignored (the overlay hides
 * the button too). Not takeLatest: cancelling a bet half-way would leave the player guessing.
 */
export async function placementWorkflow(_action: unknown, api: AppListenerApi): Promise<void> {
  const state = api.getState();
  const slip = selectSlip(state);
  const user = selectLoginInfo(state);
  if (!slip || selectIsPlacing(state)) return;
  api.dispatch(placementStarted());
  let pendingBetId: string | undefined;
  let refusal: string | null = null;
  let oddsMatched: number | 'unmatched' | undefined;
  try {
    if (!user) refuse(MSG.somethingWentWrong);
    else oddsMatched = await placeBet(api, slip, user, (betId) => (pendingBetId = betId));
    pendingBetId = undefined; // matched: nothing to clean up
  } catch (error) {
    if (error instanceof Refused) refusal = error.message;
    else refusal = error instanceof TaskAbortError ? MSG.betNotPlaced : MSG.somethingWentWrong;
  } finally {
    // Failed unmatched bets are deleted (spec §4). Not through the listener's signal: this must
    // run even when the saga itself was cancelled.
    if (pendingBetId && user) await api.dispatch(betslipApi.endpoints.deleteUnmatchBet.initiate({ userId: user.Id, BetId: pendingBetId }));
  }
  if (refusal) {
    api.extra.toast('error', refusal);
    api.dispatch(placementFailed(refusal));
    if (refusal === MSG.oddsChanged) followMarket(api, slip);
    return;
  }
  if (oddsMatched === 'unmatched') {
    // Resting at the player's own price: it is in Open bets, to be matched or cancelled there.
    api.extra.toast('info', MSG.betUnmatched);
    api.dispatch(betPlaced());
    return;
  }
  api.extra.toast('success', MSG.betPlaced);
  // Price or better: say so when the market gave the player more than they asked.
  const move =
    oddsMatched === undefined
      ? 'same'
      : priceMove(slip.marketKind, slip.side, { price: slip.price, rate: null }, { price: oddsMatched, rate: null });
  if (oddsMatched !== undefined && move !== 'same' && slip.marketKind !== 'Fancy')
    api.extra.toast('info', matchedAtMessage(oddsMatched, slip.price, move));
  api.dispatch(betPlaced());
}
