// Who is signed in to the console, and where to go back to after a fresh log-in. The session itself is
// the httpOnly cookie; this slice only knows the operator's name and whether a log-in is in flight.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  operator: string | null;
  /** The page the operator was on when the session ended; the log-in returns there. */
  returnTo: string | null;
  loginPending: boolean;
  loginError: string | null;
  /** Why the log-in page is showing (an idle session that expired says so). */
  notice: string | null;
}

const initialState: SessionState = { operator: null, returnTo: null, loginPending: false, loginError: null, notice: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<string | null>) {
      state.operator = action.payload;
    },
    loginSubmitted(state, _action: PayloadAction<{ username: string; password: string; totp?: string }>) {
      state.loginPending = true;
      state.loginError = null;
    },
    loginSucceeded(state, action: PayloadAction<string>) {
      state.operator = action.payload;
      state.loginPending = false;
      state.notice = null;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.loginPending = false;
      state.loginError = action.payload;
    },
    /** A page that needs a session was opened without one: remember it for after the log-in. */
    signInRequired(state, action: PayloadAction<string>) {
      state.returnTo = action.payload;
    },
    returnedAfterLogin(state) {
      state.returnTo = null;
    },
    signOutRequested() {},
    /** A key, click or touch in the console (throttled by the shell): the idle clock starts again. */
    operatorActive() {},
    signedOut(state) {
      state.operator = null;
      state.returnTo = null;
      state.notice = null;
    },
    sessionExpired(state, action: PayloadAction<{ returnTo: string; notice: string }>) {
      state.operator = null;
      state.returnTo = action.payload.returnTo;
      state.notice = action.payload.notice;
    },
  },
  selectors: {
    selectOperator: (state) => state.operator,
    selectReturnTo: (state) => state.returnTo,
    selectLoginPending: (state) => state.loginPending,
    selectLoginError: (state) => state.loginError,
    selectSessionNotice: (state) => state.notice,
  },
});

export const sessionActions = sessionSlice.actions;
export const { selectOperator, selectReturnTo, selectLoginPending, selectLoginError, selectSessionNotice } = sessionSlice.selectors;
