// The bet history endpoint's own failures (spec §8): logged with the spec's words, never sent.
import { makePlayerStore } from '../../testing/playerStore';
import { makeFakeExtra } from '../../testing/fakeExtra';
import { reportsApi } from './reportsApi';
import { mockApi } from '../../testing/mockApi';
import { BET_HISTORY_PATH, history } from '../../testing/reportFixtures';

afterEach(() => jest.restoreAllMocks());

const ARG = { betStatus: 1 as const, sport: 0 as const, page: 1, totalpage: 10 };

it("logs 'User ID not found' and asks nothing without a user id", async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = mockApi({});
  const store = makePlayerStore({ extra: makeFakeExtra() });
  const result = await store.dispatch(reportsApi.endpoints.getBetHistoryByDate.initiate({ ...ARG, userId: 0 }));
  expect(result.isError).toBe(true);
  expect(log).toHaveBeenCalledWith('User ID not found');
  expect(server.calls).toHaveLength(0);
});

it('keeps the HTTP status of a refused call, so a lost session is still seen as a 401', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({ [`GET ${BET_HISTORY_PATH}`]: { status: 401, statusText: 'Unauthorized', body: { message: 'Please log in again.' } } });
  const store = makePlayerStore({ extra: makeFakeExtra() });
  const result = await store.dispatch(reportsApi.endpoints.getBetHistoryByDate.initiate({ ...ARG, userId: 5 }));
  expect(result.error).toEqual({ status: 401, data: { message: 'Please log in again.' } });
  expect(console.error).toHaveBeenCalledWith('API error: 401 Unauthorized');
});

it('answers the page and the row count', async () => {
  mockApi({ [`GET ${BET_HISTORY_PATH}`]: { body: history(0, []) } });
  const store = makePlayerStore({ extra: makeFakeExtra() });
  const result = await store.dispatch(reportsApi.endpoints.getBetHistoryByDate.initiate({ ...ARG, userId: 5 }));
  expect(result.data).toEqual({ isSuccess: true, data: [], totalrows: 0 });
});
