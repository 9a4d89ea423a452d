// The routes' loaders (router.tsx): the match page's event and prices are asked for as soon as the
// router knows it is going there, before anything renders (so a phone does not wait for the page's
// chunk before asking), into the very cache entries the page's own queries read. A visitor may watch a
// match page (its event and prices are public), so those two are asked for them too; on any other
// page nothing is asked for a visitor, whom the guard sends to /login.
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { sportsApi } from '../features/sports/sportsApi';
import { authStore } from '../testing/authStore';
import { makeMatch, makeOdds } from '../testing/sportsFixtures';
import { playerRoutes } from './router';

const MATCH_PATH = '/matchscore/4/1000042/1.1000042';
const EVENT = 'GET /fetchBetPageMatch/1000042';
const ODDS = 'GET /checkGetMatchOdds/1.1000042/1000042';
const routes = {
  [EVENT]: { body: { isSuccess: true, data: makeMatch() } },
  [ODDS]: { body: makeOdds() },
};

test("a signed-in player's match page: its event and prices are asked for by the route's loader, nothing rendered yet", async () => {
  const { server, store } = authStore(routes, { signedIn: true });
  const router = createMemoryRouter(playerRoutes(store), { initialEntries: [MATCH_PATH] });
  await waitFor(() => expect(server.callsTo(EVENT)).toHaveLength(1));
  expect(server.callsTo(ODDS)).toHaveLength(1);
  // Where MatchPage looks (useFetchBetPageMatchQuery(eventId), useCheckGetMatchOddsQuery({ marketId, eventId })).
  await waitFor(() =>
    expect(sportsApi.endpoints.fetchBetPageMatch.select('1000042')(store.getState()).data?.eventName).toBe(makeMatch().eventName),
  );
  expect(sportsApi.endpoints.checkGetMatchOdds.select({ eventId: '1000042', marketId: '1.1000042' })(store.getState()).isSuccess).toBe(
    true,
  );
  router.dispose();
});

test("a visitor's match page: the event and prices only (public calls), nothing of a player's", async () => {
  const { server, store } = authStore(routes);
  const router = createMemoryRouter(playerRoutes(store), { initialEntries: [MATCH_PATH] });
  await waitFor(() => expect(server.callsTo(ODDS)).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([EVENT, ODDS].sort());
  router.dispose();
});

test('a visitor anywhere else: nothing is asked for', async () => {
  const { server, store } = authStore(routes);
  const router = createMemoryRouter(playerRoutes(store), { initialEntries: ['/home'] });
  await waitFor(() => expect(router.state.initialized).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.calls).toEqual([]);
  router.dispose();
});
