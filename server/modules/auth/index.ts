// The auth module's public file: what other server modules may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs). Everything else in the folder is the module's own.
export { createAccount } from './accounts';
export { UserIdParam, errorResponses } from './schemas';
export { checkCredentials, hasPasswordSubstance } from './service';
export type { Credentials } from './service';
export { clearSessionCookie, setSessionCookie } from './sessionCookie';
export type { SessionStore, SessionUser } from './sessionStore';
export { LoginThrottle } from './throttle';
