// Feeds the market slice from the odds query: every answer of checkGetMatchOdds for the market on
// screen becomes one oddsTicked (its status and the price of each cell). Answers for another market
// (a prefetch, a page being left) are ignored by the reducer.
import type { AppListenerApi, AppStartListening } from '../../app/listener';
import type { MatchOddsResponse } from '../../domain/contract/sports';
import { sportsApi, type MatchOddsArgs } from '../sports';
import { cellsOf, statusOf } from './marketCells';
import { marketShown, oddsTicked } from './marketSlice';

interface OddsFulfilled {
  payload: MatchOddsResponse;
  meta: { arg: { originalArgs: MatchOddsArgs } };
}

/** takeEvery: each answer is a tick, in order; nothing to cancel. */
export function onOddsFulfilled(action: OddsFulfilled, api: AppListenerApi): void {
  const { eventId, marketId } = action.meta.arg.originalArgs;
  const market = api.getState().market;
  if (market.eventId !== eventId || market.marketId !== marketId) return;
  api.dispatch(oddsTicked({ eventId, marketId, status: statusOf(action.payload), cells: cellsOf(action.payload) }));
}

/** An answer that came before the page showed its market (or one cached from an earlier visit) seeds it. */
export function onMarketShown(action: ReturnType<typeof marketShown>, api: AppListenerApi): void {
  const { event, marketId } = action.payload;
  const args = { eventId: event.gameId, marketId };
  const { data } = sportsApi.endpoints.checkGetMatchOdds.select(args)(api.getState());
  if (data && api.getState().market.ticks === 0) api.dispatch(oddsTicked({ ...args, status: statusOf(data), cells: cellsOf(data) }));
}

export function addMarketListeners(startListening: AppStartListening): void {
  startListening({ matcher: sportsApi.endpoints.checkGetMatchOdds.matchFulfilled, effect: onOddsFulfilled });
  startListening({ actionCreator: marketShown, effect: onMarketShown });
}
