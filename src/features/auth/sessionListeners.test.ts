// Session workflows on a real store with fake side effects, a stubbed server and fake timers.
import { waitFor } from '@testing-library/react';
import { MSG } from '../../domain/messages';
import { authApi } from './authApi';
import { walletApi } from '../wallet';
import { routeChanged, selectIsSignedIn, selectPasswordModalOpen, signOutRequested } from './authSlice';
import { LOGIN_COOKIE } from './loginCookie';
import type { Route } from '../../testing/mockApi';
import { authStore } from '../../testing/authStore';
import { PASSWORD_CHANGED_SIGN_OUT_MS } from './sessionListeners';

/** A store where player1 is already signed in (cookie written, session restored). */
const signedInStore = (routes: Record<string, Route>) =>
  authStore({ 'POST /logout': { body: { isSuccess: true } }, ...routes }, { signedIn: true });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the session check on each route change', () => {
  it('signs out and goes to /login when the server says the user is not logged in', async () => {
    const { server, extra, store } = signedInStore({
      'GET /GetUserIdandUserStatusDemo/7/127.0.0.1': { body: { isSuccess: true, isLoggedIn: false } },
    });
    store.dispatch(routeChanged('/cricket'));

    await waitFor(() => expect(extra.visited).toEqual(['/login']));
    expect(server.callsTo('GET /GetUserIdandUserStatusDemo/7/127.0.0.1')).toHaveLength(1);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(extra.jar.has(LOGIN_COOKIE)).toBe(false);
  });

  it('keeps a logged-in player and asks again on the next route', async () => {
    const { server, extra, store } = signedInStore({
      'GET /GetUserIdandUserStatusDemo/7/127.0.0.1': { body: { isSuccess: true, isLoggedIn: true } },
    });
    store.dispatch(routeChanged('/cricket'));
    await waitFor(() => expect(server.callsTo('GET /GetUserIdandUserStatusDemo/7/127.0.0.1')).toHaveLength(1));
    store.dispatch(routeChanged('/tennis'));
    await waitFor(() => expect(server.callsTo('GET /GetUserIdandUserStatusDemo/7/127.0.0.1')).toHaveLength(2));

    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(extra.visited).toEqual([]);
  });

  it('keeps the player when the network fails: a failure proves nothing', async () => {
    const { server, extra, store } = signedInStore({ 'GET /GetUserIdandUserStatusDemo/7/127.0.0.1': 'network-error' });
    store.dispatch(routeChanged('/cricket'));
    await waitFor(() => expect(server.callsTo('GET /GetUserIdandUserStatusDemo/7/127.0.0.1')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(extra.visited).toEqual([]);
  });
});

describe('signing out', () => {
  it('ends the server session, clears the cookie and goes to /login', async () => {
    const { server, extra, store } = signedInStore({});
    store.dispatch(signOutRequested());

    await waitFor(() => expect(extra.visited).toEqual(['/login']));
    expect(server.callsTo('POST /logout')).toHaveLength(1);
    expect(extra.jar.has(LOGIN_COOKIE)).toBe(false);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('signs out in the browser even when the logout call fails', async () => {
    const { extra, store } = signedInStore({ 'POST /logout': 'network-error' });
    store.dispatch(signOutRequested());
    await waitFor(() => expect(extra.visited).toEqual(['/login']));
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('signs out when any call says the server session has expired (401)', async () => {
    const { extra, store } = signedInStore({ 'GET /expo1/7/0': { status: 401, body: { message: 'Please log in again.' } } });
    await store.dispatch(walletApi.endpoints.balance.initiate({ userId: 7, selfUser: 0 }, { subscribe: false }));
    await waitFor(() => expect(extra.visited).toEqual(['/login']));
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});

describe('password status and change', () => {
  it('forces the change-password modal after a reload when passwordstatus is 0', async () => {
    const { store } = signedInStore({ 'GET /api/fetchPasswordStatus/7': { body: [{ passwordstatus: 0 }] } });
    await waitFor(() => expect(selectPasswordModalOpen(store.getState())).toBe(true));
  });

  it('toasts the success, then signs out after exactly 1 s, not earlier', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { server, extra, store } = signedInStore({
      'PUT /api/changePassword/users/7': { body: { isSuccess: true, message: MSG.passwordChanged } },
      // The server ended the session with the change: calls in the next second are refused.
      'GET /expo1/7/0': { status: 401, body: { message: 'Please log in again.' } },
    });
    await store.dispatch(authApi.endpoints.changePassword.initiate({ userId: 7, oldPassword: 'player123', newPassword: 'secret99' }));
    await store.dispatch(walletApi.endpoints.balance.initiate({ userId: 7, selfUser: 0 }, { subscribe: false }));

    expect(extra.toasts).toEqual([{ kind: 'success', message: MSG.passwordChanged }]);
    await jest.advanceTimersByTimeAsync(PASSWORD_CHANGED_SIGN_OUT_MS - 1);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(server.callsTo('POST /logout')).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(extra.visited).toEqual(['/login']));
    expect(server.callsTo('POST /logout')).toHaveLength(1);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});
