// A price tapped in an event list (in play, a sport's list): the list row carries only the event and
// the 1 / X / 2 column, so the event's match odds are read (into the same cache entry the slip's live
// price and checks read) to find the runner, and the tap then goes the match page's way (priceClicked):
// the same tap rules, the slip (or one-tap betting), the same placement workflow.
import { listRunnerIndex } from '../../domain/betting/listColumn';
import type { SportEvent } from '../../domain/contract/sports';
import { MSG } from '../../domain/messages';
import type { AppListenerApi } from '../../app/listener';
import { priceClicked, type ClickedEvent } from '../market';
import { sportsApi, type listPriceClicked } from '../sports';

const clickedEventOf = (event: SportEvent): ClickedEvent => ({
  eid: event.eid,
  gameId: event.gameId,
  eventName: event.eventName,
  seriesId: event.seriesId,
  eventDate: event.eventDate,
  isBetLock: event.IsBetLock === 1,
});

/** takeLatest: a newer tap replaces one still reading the odds. */
export async function onListPriceClicked(action: ReturnType<typeof listPriceClicked>, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  const { event, column, side, price } = action.payload;
  const request = api.dispatch(
    sportsApi.endpoints.checkGetMatchOdds.initiate(
      { marketId: event.marketId, eventId: event.gameId },
      { subscribe: false, forceRefetch: true },
    ),
  );
  const { data: odds } = await api.pause(request);
  const market = odds?.Odds.find((m) => m.marketId === event.marketId);
  const index = market && listRunnerIndex(column, market.runners.length);
  const runner = market && index !== undefined ? market.runners[index] : undefined;
  if (!market || !runner) {
    api.extra.toast('error', MSG.notAbleToBet);
    return;
  }
  // The price the player saw in the list is the one asked (price or better at Submit); its size is the
  // market's at that price when it is still on offer.
  const levels = side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay;
  const size = levels.find((level) => level.price === price)?.size ?? 0;
  api.dispatch(
    priceClicked({
      event: clickedEventOf(event),
      marketKind: 'Matchodds',
      marketId: market.marketId,
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      side,
      price,
      size,
    }),
  );
}
