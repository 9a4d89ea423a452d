// Log-in workflows on a real store with fake side effects and a stubbed server.
import { waitFor } from '@testing-library/react';
import { MSG } from '../../domain/messages';
import {
  demoLoginRequested,
  loginSubmitted,
  selectAdPopupOpen,
  selectIsSignedIn,
  selectLoginInfo,
  selectPasswordModalOpen,
} from './authSlice';
import { LOGIN_COOKIE, readLoginCookie } from './loginCookie';
import type { Route } from '../../testing/mockApi';
import { authStore, PLAYER1_LOGIN, PLAYER1_LOGIN_BODY } from '../../testing/authStore';

const player = PLAYER1_LOGIN;
const setUp = (routes: Record<string, Route>) => authStore(routes);

afterEach(() => jest.restoreAllMocks());

describe('log-in', () => {
  it('writes the LoginInfo cookie, signs in, toasts and goes home', async () => {
    const { server, extra, store } = setUp({
      'POST /user/auth/login': { body: { status: true, message: 'ok', result: [player] } },
    });
    store.dispatch(loginSubmitted({ UserName: 'player1', pass: 'player123' }));

    await waitFor(() => expect(extra.visited).toEqual(['/']));
    expect(server.callsTo('POST /user/auth/login')[0].body).toEqual(PLAYER1_LOGIN_BODY);
    expect(extra.jar.get(LOGIN_COOKIE)).not.toContain('player1');
    expect(readLoginCookie(extra.cookies)).toEqual(player);
    expect(selectLoginInfo(store.getState())).toEqual(player);
    expect(extra.toasts).toEqual([{ kind: 'success', message: MSG.loggedIn }]);
    await waitFor(() => expect(selectAdPopupOpen(store.getState())).toBe(true));
    expect(selectPasswordModalOpen(store.getState())).toBe(false);
  });

  it("shows the server's message when the password is wrong and stays signed out", async () => {
    const { extra, store } = setUp({
      'POST /user/auth/login': { status: 401, body: { status: false, message: 'Invalid user name or password.' } },
    });
    store.dispatch(loginSubmitted({ UserName: 'player1', pass: 'nope' }));

    await waitFor(() => expect(extra.toasts).toEqual([{ kind: 'error', message: 'Invalid user name or password.' }]));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(extra.jar.has(LOGIN_COOKIE)).toBe(false);
    expect(extra.visited).toEqual([]);
  });

  it('refuses to log in without the IP and location, and never calls the server', async () => {
    const { server, extra, store } = setUp({ 'GET /whoami': 'network-error' });
    store.dispatch(loginSubmitted({ UserName: 'player1', pass: 'player123' }));

    await waitFor(() => expect(extra.toasts).toEqual([{ kind: 'error', message: MSG.loginUnavailable }]));
    expect(server.callsTo('POST /user/auth/login')).toHaveLength(0);
  });

  it('treats an incomplete location as missing', async () => {
    const { extra, store } = setUp({ 'GET /whoami': { body: { ip: '10.0.0.1', city: '', region: 'x', country: 'IN' } } });
    store.dispatch(loginSubmitted({ UserName: 'player1', pass: 'player123' }));
    await waitFor(() => expect(extra.toasts).toEqual([{ kind: 'error', message: MSG.loginUnavailable }]));
  });

  it('says log-in is unavailable when the network fails mid-call', async () => {
    const { extra, store } = setUp({ 'POST /user/auth/login': 'network-error' });
    store.dispatch(loginSubmitted({ UserName: 'player1', pass: 'player123' }));
    await waitFor(() => expect(extra.toasts).toEqual([{ kind: 'error', message: MSG.loginUnavailable }]));
  });

  it('opens the forced password change instead of the ad when passwordstatus is 0', async () => {
    const fresh = { ...player, passwordstatus: 0 as const };
    const { store } = setUp({
      'POST /user/auth/login': { body: { status: true, message: 'ok', result: [fresh] } },
      'GET /api/fetchPasswordStatus/7': { body: [{ passwordstatus: 0 }] },
    });
    store.dispatch(loginSubmitted({ UserName: 'player1', pass: 'player123' }));

    await waitFor(() => expect(selectPasswordModalOpen(store.getState())).toBe(true));
    expect(selectAdPopupOpen(store.getState())).toBe(false);
  });

  it('logs in with the demo id, sending the spec field names', async () => {
    const demo = { ...player, Id: 7, UserName: 'demo_1', RoleId: 3 };
    const { server, extra, store } = setUp({ 'POST /Demologin': { body: { message: 'ok', result: [demo] } } });
    store.dispatch(demoLoginRequested());

    await waitFor(() => expect(extra.visited).toEqual(['/']));
    expect(server.callsTo('POST /Demologin')[0].body).toMatchObject({ userIP: '127.0.0.1', geoLocationn: 'Local, Local, Local' });
    expect(selectLoginInfo(store.getState())?.UserName).toBe('demo_1');
  });
});
