// player1 as the server's LoginInfo, and a real store with fake side effects and a stub server that
// answers the calls every signed-in page makes (whoami, the password status): the set-up the auth
// and betting tests share.
import type { LoginInfo } from '../domain/contract/auth';
import { makePlayerStore } from './playerStore';
import { sessionRestored } from '../features/auth/authSlice';
import { writeLoginCookie } from '../features/auth/loginCookie';
import { makeFakeExtra } from './fakeExtra';
import { LOCAL_WHOAMI, mockApi, type Route } from './mockApi';

export const PLAYER1_LOGIN: LoginInfo = {
  Id: 7,
  UserName: 'player1',
  RoleId: 2,
  selfUser: 0,
  ExposureLimit: 200000,
  LockBetting: 0,
  passwordstatus: 1,
};

/** The body of player1's log-in (POST /user/auth/login) as the page sends it from this machine (LOCAL_WHOAMI). */
export const PLAYER1_LOGIN_BODY = { UserName: 'player1', pass: 'player123', ip: '127.0.0.1', geoLocation: 'Local, Local, Local' };

/**
 * The store, its fake side effects and the stub server answering `routes` besides whoami and
 * player1's password status; `signedIn`: player1's cookie written and the session restored.
 */
export function authStore(routes: Record<string, Route>, options: { signedIn?: boolean } = {}) {
  const server = mockApi({
    'GET /whoami': { body: LOCAL_WHOAMI },
    [`GET /api/fetchPasswordStatus/${PLAYER1_LOGIN.Id}`]: { body: [{ passwordstatus: 1 }] },
    ...routes,
  });
  const extra = makeFakeExtra();
  if (options.signedIn) writeLoginCookie(extra.cookies, [PLAYER1_LOGIN]);
  const store = makePlayerStore({ extra });
  if (options.signedIn) store.dispatch(sessionRestored(PLAYER1_LOGIN));
  return { server, extra, store };
}
