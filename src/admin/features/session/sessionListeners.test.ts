// The console's session through a real store: log-in returns to the page that asked for it, a 401 from
// any call (an idle session the server ended) goes to log-in and back to the same page after it, and
// sign-out forgets the operator.
import { mockApi } from '../../../testing/mockApi';
import { makeAdminStore } from '../../app/adminStore';
import { OPERATOR_STORAGE_KEY } from '../../app/adminPaths';
import { makeFakeAdminExtra, signedInStore, until } from '../../testing/adminTestKit';
import { requestsApi } from '../requests';
import { ADMIN_IDLE_MS, SESSION_MSG } from './sessionListeners';
import { selectLoginError, selectLoginPending, selectOperator, selectReturnTo, selectSessionNotice, sessionActions } from './sessionSlice';

afterEach(() => jest.restoreAllMocks());

const LOGIN_OK = { body: { isSuccess: true, user: { id: 1, username: 'operator', role: 'operator' } } };

test('a log-in sends once, remembers the operator and returns to the page that asked for it', async () => {
  const server = mockApi({ 'POST /admin/login': LOGIN_OK });
  const extra = makeFakeAdminExtra();
  const store = makeAdminStore({ extra });
  store.dispatch(sessionActions.signInRequired('/admin/players/self1'));
  store.dispatch(sessionActions.loginSubmitted({ username: 'operator', password: 'secret-pass' }));
  expect(selectLoginPending(store.getState())).toBe(true);
  await until(() => selectOperator(store.getState()) !== null, 'the log-in');
  expect(server.callsTo('POST /admin/login').map((c) => c.body)).toEqual([{ username: 'operator', password: 'secret-pass' }]);
  expect(extra.visited).toEqual(['/admin/players/self1']);
  expect(extra.stored.get(OPERATOR_STORAGE_KEY)).toBe('operator');
  expect(selectReturnTo(store.getState())).toBeNull();
});

test("a refused log-in shows the server's message and stays on the page", async () => {
  mockApi({ 'POST /admin/login': { status: 401, body: { isSuccess: false, message: 'Invalid Username or password' } } });
  const extra = makeFakeAdminExtra();
  const store = makeAdminStore({ extra });
  store.dispatch(sessionActions.loginSubmitted({ username: 'operator', password: 'wrong-pass' }));
  await until(() => !selectLoginPending(store.getState()), 'the answer');
  expect(selectLoginError(store.getState())).toBe('Invalid Username or password');
  expect(selectOperator(store.getState())).toBeNull();
  expect(extra.visited).toEqual([]);
});

test('an expired session (401 on any call) goes to log-in once, then back to the same page after it', async () => {
  let loggedIn = false;
  const server = mockApi({
    'GET /admin/wallet-requests': () =>
      loggedIn ? { body: { data: [] } } : { status: 401, body: { isSuccess: false, message: 'Please log in again.' } },
    'POST /admin/login': () => {
      loggedIn = true;
      return LOGIN_OK;
    },
  });
  const { store, extra } = signedInStore();
  extra.here = '/admin/withdrawals';
  await Promise.all([
    store.dispatch(requestsApi.endpoints.pendingRequests.initiate('withdraw')),
    store.dispatch(requestsApi.endpoints.pendingRequests.initiate('deposit')),
  ]);
  await until(() => selectOperator(store.getState()) === null, 'the sign-out');
  expect(extra.visited).toEqual(['/admin/login']);
  expect(selectSessionNotice(store.getState())).toBe(SESSION_MSG.expired);
  expect(selectReturnTo(store.getState())).toBe('/admin/withdrawals');
  expect(extra.stored.has(OPERATOR_STORAGE_KEY)).toBe(false);

  store.dispatch(sessionActions.loginSubmitted({ username: 'operator', password: 'secret-pass' }));
  await until(() => extra.visited.length === 2, 'the return');
  expect(extra.visited[1]).toBe('/admin/withdrawals');
  expect(selectSessionNotice(store.getState())).toBeNull();
  expect(server.callsTo('POST /admin/login')).toHaveLength(1);
});

test('sign-out calls the server once, forgets the operator and goes to log-in', async () => {
  const server = mockApi({ 'POST /admin/logout': { body: { isSuccess: true } } });
  const { store, extra } = signedInStore();
  store.dispatch(sessionActions.signOutRequested());
  store.dispatch(sessionActions.signOutRequested());
  await until(() => selectOperator(store.getState()) === null, 'the sign-out');
  expect(server.callsTo('POST /admin/logout')).toHaveLength(1);
  expect(extra.visited).toEqual(['/admin/login']);
  expect(extra.toasts).toEqual([{ kind: 'info', message: SESSION_MSG.signedOut }]);
});

describe('idle expiry', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  test('30 minutes without activity sign the console out (server too) and remember the page; activity restarts the clock', async () => {
    const server = mockApi({ 'POST /admin/logout': { body: { isSuccess: true } } });
    const { store, extra } = signedInStore();
    extra.here = '/admin/players/self1?tab=ledger';
    await jest.advanceTimersByTimeAsync(ADMIN_IDLE_MS - 60_000);
    store.dispatch(sessionActions.operatorActive());
    await jest.advanceTimersByTimeAsync(ADMIN_IDLE_MS - 60_000);
    expect(selectOperator(store.getState())).toBe('operator');
    expect(server.calls).toEqual([]);

    await jest.advanceTimersByTimeAsync(60_000);
    expect(selectOperator(store.getState())).toBeNull();
    expect(selectSessionNotice(store.getState())).toBe(SESSION_MSG.idle);
    expect(selectReturnTo(store.getState())).toBe('/admin/players/self1?tab=ledger');
    expect(extra.visited).toEqual(['/admin/login']);
    expect(extra.stored.has(OPERATOR_STORAGE_KEY)).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(server.callsTo('POST /admin/logout')).toHaveLength(1);
  });

  test('after a sign-out the clock does nothing', async () => {
    const server = mockApi({ 'POST /admin/logout': { body: { isSuccess: true } } });
    const { store, extra } = signedInStore();
    store.dispatch(sessionActions.signOutRequested());
    await jest.advanceTimersByTimeAsync(ADMIN_IDLE_MS * 2);
    expect(server.callsTo('POST /admin/logout')).toHaveLength(1);
    expect(extra.visited).toEqual(['/admin/login']);
    expect(selectSessionNotice(store.getState())).toBeNull();
  });
});
