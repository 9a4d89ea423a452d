// The auth module's public file: what app.ts, main.ts and other modules may import from it (the
// rest of the folder is its own business). Log-in, sign-up and passwords; sessions themselves are
// server/session.
export { default as authRoutes } from './routes';
export { checkCredentials, hasPasswordSubstance, type Credentials } from './service';
export { LoginThrottle, loginCounters, passwordCounters, type NameFailure } from './throttle';
export { DeviceCookies, type KnownDevice } from './deviceCookie';
export { createAccount, type NewAccount } from './accounts';
export { ErrorBody, errorResponses, UserIdParam } from './schemas';
export { LOGIN_LOCKED_MSG } from './messages';
export { purgeDemoPlayers } from './demoPurge';
export { hitAddressLimit, pruneAddressLimits } from './addressLimits';
