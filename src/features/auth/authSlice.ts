// Client-side session state: who is signed in (from the LoginInfo cookie) and the post-login popups.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordRequest, LoginInfo, SignUpRequest } from '../../domain/contract/auth';
import { authApi } from './authApi';

export interface AuthState {
  loginInfo: LoginInfo | null;
  passwordModalOpen: boolean;
  adPopupOpen: boolean;
  /** The password was changed: the server has ended the session and the sign-out is 1 s away. */
  signOutPending: boolean;
}

// Events the pages dispatch; the auth listeners run the workflows they start.
export const loginSubmitted = createAction<{ UserName: string; pass: string }>('auth/loginSubmitted');
export const demoLoginRequested = createAction('auth/demoLoginRequested');
export const signUpSubmitted = createAction<SignUpRequest>('auth/signUpSubmitted');
export const passwordChangeSubmitted = createAction<ChangePasswordRequest & { userId: number }>('auth/passwordChangeSubmitted');
export const signOutRequested = createAction('auth/signOutRequested');
/** The shell saw the path change: the session is re-checked with the server. */
export const routeChanged = createAction<string>('auth/routeChanged');

const initialState: AuthState = { loginInfo: null, passwordModalOpen: false, adPopupOpen: false, signOutPending: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<LoginInfo | null>) {
      state.loginInfo = action.payload;
    },
    loggedIn(state, action: PayloadAction<LoginInfo>) {
      state.loginInfo = action.payload;
      state.passwordModalOpen = action.payload.passwordstatus === 0;
      state.adPopupOpen = action.payload.passwordstatus !== 0;
    },
    passwordStatusLoaded(state, action: PayloadAction<0 | 1>) {
      state.passwordModalOpen = action.payload === 0;
      if (state.loginInfo) state.loginInfo.passwordstatus = action.payload;
    },
    adPopupClosed(state) {
      state.adPopupOpen = false;
    },
    signedOut() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(authApi.endpoints.changePassword.matchFulfilled, (state) => {
      state.signOutPending = true;
    });
  },
  selectors: {
    selectLoginInfo: (state) => state.loginInfo,
    selectIsSignedIn: (state) => Boolean(state.loginInfo?.Id && state.loginInfo?.RoleId),
    selectUserId: (state) => state.loginInfo?.Id,
    selectIsSelfUser: (state) => state.loginInfo?.selfUser === 1,
    selectPasswordModalOpen: (state) => state.passwordModalOpen,
    selectAdPopupOpen: (state) => state.adPopupOpen,
    selectSignOutPending: (state) => state.signOutPending,
  },
});

export const { sessionRestored, loggedIn, passwordStatusLoaded, adPopupClosed, signedOut } = authSlice.actions;
export const {
  selectLoginInfo,
  selectIsSignedIn,
  selectUserId,
  selectIsSelfUser,
  selectPasswordModalOpen,
  selectAdPopupOpen,
  selectSignOutPending,
} = authSlice.selectors;
