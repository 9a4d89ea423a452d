// The market slice fed by the odds query, on a real store: what support staff would read in Redux
// DevTools (the event, flags, status and each cell's last price with its change mark).
import { act } from '@testing-library/react';
import { makePlayerStore } from '../../testing/playerStore';
import { mockApi } from '../../testing/mockApi';
import { makeOdds, runner, session } from '../../testing/sportsFixtures';
import { testExtra } from '../../testing/render';
import { sportsApi } from '../sports';
import { cellKey } from './marketCells';
import {
  marketLeft,
  marketShown,
  selectCell,
  selectMarketClosed,
  selectMarketEvent,
  selectMarketFlags,
  selectMarketStatus,
  selectMarketSuspended,
} from './marketSlice';
import type { MatchOddsResponse } from '../../domain/contract/sports';

const ARGS = { marketId: '1.1000042', eventId: '1000042' };
const EVENT = {
  eid: '4' as const,
  gameId: '1000042',
  eventName: 'India v Australia',
  seriesId: 11,
  eventDate: '2025-01-15T09:00:00.000Z',
  isBetLock: true,
};
const FLAGS = { isBetlock: true, isMO: true, isBM: false, isFancy: true };
const INDIA_BACK = cellKey('Matchodds', '1.1000042', 1, 'back');
const INDIA_LAY = cellKey('Matchodds', '1.1000042', 1, 'lay');
const SESSION_YES = cellKey('Fancy', '3.301', 301, 'back');

function world(first: MatchOddsResponse) {
  let body = first;
  mockApi({ 'GET /checkGetMatchOdds/1.1000042/1000042': () => ({ body }) });
  const store = makePlayerStore({ extra: testExtra() });
  const poll = async (next?: MatchOddsResponse) => {
    if (next) body = next;
    await act(async () => {
      await store.dispatch(sportsApi.endpoints.checkGetMatchOdds.initiate(ARGS, { forceRefetch: true, subscribe: false }));
    });
  };
  return { store, poll };
}

afterEach(() => jest.restoreAllMocks());

it('holds the event and flags the page shows, and each cell of the first odds without a change mark', async () => {
  const { store, poll } = world(makeOdds());
  store.dispatch(marketShown({ event: EVENT, marketId: ARGS.marketId, flags: FLAGS, ended: false }));
  await poll();
  const state = store.getState();
  expect(selectMarketEvent(state)).toEqual(EVENT);
  expect(selectMarketFlags(state)).toEqual(FLAGS);
  expect(selectMarketStatus(state)).toBe('OPEN');
  expect(selectCell(state, INDIA_BACK)).toEqual({ price: 1.85, size: 1037, change: null, changedAt: 0 });
  expect(selectCell(state, cellKey('Matchodds', '1.1000042', 1, 'back', 2))).toMatchObject({ price: 1.83 });
  expect(selectCell(state, cellKey('BookMaker', '2.1000042', 12, 'lay'))).toMatchObject({ price: 115 });
  expect(selectCell(state, SESSION_YES)).toMatchObject({ price: 54, size: 100 });
});

it('marks a price that moved up or down, keeps the mark of an unchanged cell, and a fancy rate move on the same line', async () => {
  const { store, poll } = world(makeOdds());
  store.dispatch(marketShown({ event: EVENT, marketId: ARGS.marketId, flags: FLAGS, ended: false }));
  await poll();
  const untouched = selectCell(store.getState(), cellKey('Matchodds', '1.1000042', 2, 'back'));
  await poll(
    makeOdds({
      Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', 1.9, 1.86), runner(2, 'Australia', 2.1, 2.14)] }],
      Fancy: [session(301, '6 over runs IND', { BackSize1: 90 })],
    }),
  );
  let state = store.getState();
  expect(selectCell(state, INDIA_BACK)).toEqual({ price: 1.9, size: 1037, change: 'up', changedAt: 2 });
  expect(selectCell(state, INDIA_LAY)).toMatchObject({ price: 1.86, change: 'down', changedAt: 2 });
  expect(selectCell(state, SESSION_YES)).toMatchObject({ price: 54, size: 90, change: 'down', changedAt: 2 });
  // The same object: a component reading it does not re-render.
  expect(selectCell(state, cellKey('Matchodds', '1.1000042', 2, 'back'))).toBe(untouched);

  await poll(
    makeOdds({
      Odds: [{ ...makeOdds().Odds[0], status: 'SUSPENDED', runners: [runner(1, 'India', 1.9, 1.86), runner(2, 'Australia', 2.1, 2.14)] }],
      Fancy: [session(301, '6 over runs IND', { BackSize1: 90 })],
    }),
  );
  state = store.getState();
  expect(selectCell(state, INDIA_BACK)).toMatchObject({ change: 'up', changedAt: 2 });
  expect(selectMarketSuspended(state)).toBe(true);
});

it('seeds from odds already cached when the page shows its market, and ignores answers for another market', async () => {
  const { store, poll } = world(makeOdds());
  await poll();
  expect(selectCell(store.getState(), INDIA_BACK)).toBeUndefined();
  await act(async () => void store.dispatch(sportsApi.endpoints.checkGetMatchOdds.initiate(ARGS)));
  store.dispatch(marketShown({ event: EVENT, marketId: ARGS.marketId, flags: FLAGS, ended: false }));
  expect(selectCell(store.getState(), INDIA_BACK)).toMatchObject({ price: 1.85 });

  store.dispatch(marketShown({ event: { ...EVENT, gameId: '1000043' }, marketId: '1.1000043', flags: FLAGS, ended: false }));
  await poll();
  expect(selectCell(store.getState(), INDIA_BACK)).toBeUndefined();
});

it('turns closed when the match odds close or the event has ended, and forgets the market when the page is left', async () => {
  const { store, poll } = world(makeOdds());
  store.dispatch(marketShown({ event: EVENT, marketId: ARGS.marketId, flags: FLAGS, ended: false }));
  await poll();
  expect(selectMarketClosed(store.getState())).toBe(false);
  await poll(makeOdds({ Odds: [{ ...makeOdds().Odds[0], status: 'CLOSED', runners: [] }] }));
  expect(selectMarketClosed(store.getState())).toBe(true);

  store.dispatch(marketLeft());
  expect(selectMarketEvent(store.getState())).toBeNull();
  store.dispatch(marketShown({ event: EVENT, marketId: ARGS.marketId, flags: FLAGS, ended: true }));
  expect(selectMarketClosed(store.getState())).toBe(true);
});
