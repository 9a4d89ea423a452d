// The auth feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs).
// No components here: the slices on the log-in route import this file, and a component re-exported
// here would be bundled into the log-in route's chunk (webpack keeps modules with side effects).
export { authApi, useMasterDataQuery } from './authApi';
export {
  adPopupClosed,
  selectAdPopupOpen,
  selectIsSelfUser,
  selectIsSignedIn,
  selectLoginInfo,
  selectPasswordModalOpen,
  selectUserId,
  sessionRestored,
  signOutRequested,
  signedOut,
} from './authSlice';
