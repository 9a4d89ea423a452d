// The session state and the LoginInfo cookie, through the real store.
import { makePlayerStore } from '../../testing/playerStore';
import type { LoginInfo } from '../../domain/contract/auth';
import { encryptJson } from '../../domain/cipher';
import {
  adPopupClosed,
  loggedIn,
  passwordStatusLoaded,
  selectAdPopupOpen,
  selectIsSelfUser,
  selectIsSignedIn,
  selectPasswordModalOpen,
  selectUserId,
  sessionRestored,
  signedOut,
} from './authSlice';
import { LOGIN_COOKIE, clearLoginCookie, readLoginCookie, writeLoginCookie } from './loginCookie';
import { makeFakeExtra } from '../../testing/fakeExtra';
import { mockApi } from '../../testing/mockApi';

// A restored or new session makes the password-status listener ask the server; answer it quietly.
beforeEach(() => mockApi({ 'GET /api/fetchPasswordStatus/9': { body: [{ passwordstatus: 1 }] } }));
afterEach(() => jest.restoreAllMocks());

const self1: LoginInfo = { Id: 9, UserName: 'self1', RoleId: 2, selfUser: 1, ExposureLimit: 100000, LockBetting: 0, passwordstatus: 1 };

describe('auth slice', () => {
  it('is signed in only with both Id and RoleId', () => {
    const store = makePlayerStore({ extra: makeFakeExtra() });
    expect(selectIsSignedIn(store.getState())).toBe(false);
    store.dispatch(sessionRestored({ ...self1, RoleId: 0 }));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    store.dispatch(sessionRestored(self1));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectUserId(store.getState())).toBe(9);
    expect(selectIsSelfUser(store.getState())).toBe(true);
  });

  it('after log-in shows the ad popup, or the password modal when passwordstatus is 0', () => {
    const store = makePlayerStore({ extra: makeFakeExtra() });
    store.dispatch(loggedIn(self1));
    expect([selectAdPopupOpen(store.getState()), selectPasswordModalOpen(store.getState())]).toEqual([true, false]);
    store.dispatch(adPopupClosed());
    expect(selectAdPopupOpen(store.getState())).toBe(false);

    store.dispatch(loggedIn({ ...self1, passwordstatus: 0 }));
    expect([selectAdPopupOpen(store.getState()), selectPasswordModalOpen(store.getState())]).toEqual([false, true]);
    store.dispatch(passwordStatusLoaded(1));
    expect(selectPasswordModalOpen(store.getState())).toBe(false);
  });

  it('forgets everything on sign-out', () => {
    const store = makePlayerStore({ extra: makeFakeExtra() });
    store.dispatch(loggedIn({ ...self1, passwordstatus: 0 }));
    store.dispatch(signedOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectPasswordModalOpen(store.getState())).toBe(false);
  });
});

describe('the LoginInfo cookie', () => {
  it('holds the login list encrypted and gives back its first item', () => {
    const { cookies, jar } = makeFakeExtra();
    writeLoginCookie(cookies, [self1]);
    expect(jar.get(LOGIN_COOKIE)).not.toContain('self1');
    expect(readLoginCookie(cookies)).toEqual(self1);
    clearLoginCookie(cookies);
    expect(readLoginCookie(cookies)).toBeNull();
  });

  it('is refused when tampered with, encrypted with another key, or missing Id or RoleId', () => {
    const { cookies } = makeFakeExtra();
    cookies.set(LOGIN_COOKIE, 'garbage');
    expect(readLoginCookie(cookies)).toBeNull();
    cookies.set(LOGIN_COOKIE, encryptJson([self1], 'another-key'));
    expect(readLoginCookie(cookies)).toBeNull();
    writeLoginCookie(cookies, [{ ...self1, RoleId: undefined as unknown as number }]);
    expect(readLoginCookie(cookies)).toBeNull();
  });
});
