// The slip's checks, in the words of spec §5 and §8: whether a price may be tapped at all (locks,
// betting not yet open, overlays, the price window), and at Submit whether the displayed price is
// still the clicked one and the stake is within the limits. The rules are src/domain's; this file
// only gathers their inputs from the store (login info, master data, odds, stake limits).
import { bettingOpensAt, canTapPrice, DEFAULT_ODDS_WINDOW, priceInWindow, type OddsWindow } from '../../domain/betting/priceTap';
import { withPriceWindowReason } from '../../domain/betting/priceWindow';
import { resolveDelaySeconds, resolveOddsWindow, resolveStakeLimits, validateStake } from '../../domain/betting/stakeLimits';
import type { MatchOddsResponse, StackLimitResponse } from '../../domain/contract/sports';
import { MSG } from '../../domain/messages';
import type { AppListenerApi } from '../../app/listener';
import { authApi, selectLoginInfo } from '../auth';
import { sportsApi } from '../sports';
import { marketView, takenPrice, type SlipTarget } from './oddsView';

/** BetStartTime (minutes) from the master data; 0 (betting opens at the start) when it cannot be read. */
async function betStartMinutes(api: AppListenerApi): Promise<number> {
  const request = api.dispatch(authApi.endpoints.masterData.initiate(undefined, { subscribe: false }));
  const { data } = await api.pause(request);
  const minutes = data?.[0]?.BetStartTime;
  return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : 0;
}

/** null when the price may be tapped, otherwise 'You are not able to place bets..' or 'Ball Running..'. */
export async function tapRefusal(api: AppListenerApi, target: SlipTarget, odds: MatchOddsResponse | undefined): Promise<string | null> {
  const user = selectLoginInfo(api.getState());
  const view = odds && marketView(odds, target);
  if (!user || !view) return MSG.notAbleToBet;
  const minutes = await betStartMinutes(api);
  const oddsWindow = await gameOddsWindow(api, target);
  const refusal = canTapPrice({
    lockBetting: user.LockBetting,
    matchLocked: target.event.isBetLock,
    bettingOpensAt: bettingOpensAt(target.event.eventDate, minutes),
    now: api.extra.clock.now(),
    marketStatus: view.status,
    kind: target.marketKind,
    price: target.price,
    gameStatus: view.gameStatus,
    oddsWindow,
  });
  // A price outside the window: the spec's refusal, and the window on the line under it.
  return withPriceWindowReason(refusal, target.marketKind, target.price, oddsWindow);
}

/** The game's match-odds price window (the operator sets it per sport and per event). */
async function gameOddsWindow(api: AppListenerApi, target: SlipTarget): Promise<OddsWindow> {
  const settings = await stackLimits(api);
  return settings ? resolveOddsWindow({ sportId: Number(target.event.eid), gameId: target.event.gameId }, settings) : DEFAULT_ODDS_WINDOW;
}

/** GetStackLimit's data (the cached answer when there is one); Submit and Cashout both apply it. */
export async function stackLimits(api: AppListenerApi): Promise<StackLimitResponse['data'] | undefined> {
  const request = api.dispatch(sportsApi.endpoints.getStackLimit.initiate(undefined, { subscribe: false }));
  return (await api.pause(request)).data;
}

export type SubmitCheck = { refusal: string } | { stake: number; delayMs: number };

/**
 * Submit (spec §4, §5): the tap rules again (a market may have closed since the tap), the price on
 * offer the clicked one or better (or any, when the player accepts any odds, inside the betting
 * window), then the stake within its limits (with the total-matched rule).
 * On success: the stake and the market's bet delay.
 */
export async function checkSubmit(
  api: AppListenerApi,
  slip: SlipTarget & { stake: string; cashout?: boolean; ownPrice?: boolean },
  odds: MatchOddsResponse | undefined,
  acceptAnyOdds = false,
): Promise<SubmitCheck> {
  const tap = await tapRefusal(api, slip, odds);
  if (tap) return { refusal: tap };
  const taken = takenPrice(odds, slip, acceptAnyOdds);
  // The player's own price (match odds): not on offer yet, it is saved to rest unmatched.
  const ownPrice = slip.ownPrice === true && slip.marketKind === 'Matchodds';
  if (!taken && !ownPrice) return { refusal: MSG.oddsChanged };
  const settings = await stackLimits(api);
  const sportId = Number(slip.event.eid);
  const where = { sportId, gameId: slip.event.gameId };
  const oddsWindow = settings ? resolveOddsWindow(where, settings) : DEFAULT_ODDS_WINDOW;
  if (!priceInWindow(slip.marketKind, taken?.price ?? slip.price, oddsWindow)) return { refusal: MSG.notAbleToBet };

  const limits = settings ? resolveStakeLimits(slip.marketKind, where, settings) : null;
  const totalMatched = odds && marketView(odds, slip)?.totalMatched;
  // A cash-out hedge's stake is to the paisa; every other stake is whole rupees.
  const withPaise = slip.cashout === true && slip.marketKind === 'Matchodds';
  const stakeProblem = validateStake(slip.stake, limits, { kind: slip.marketKind, sportId, totalMatched }, withPaise);
  if (stakeProblem) return { refusal: stakeProblem };

  // The game's own delay when the operator set one (the server refuses an update before it ends).
  const delay = settings ? resolveDelaySeconds(slip.marketKind, where, settings) : null;
  if (delay === null) return { refusal: MSG.notAbleToBet };
  return { stake: Number(slip.stake), delayMs: delay * 1000 };
}
