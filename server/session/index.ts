// The sessions' public face: what other folders import. Sessions are their own folder, below every
// API module, because every module (and lib/access.ts) needs the caller's session while the log-in
// (modules/auth) itself depends on other modules (protection's exclusions): kept inside auth, they
// made auth and protection import each other.
export { SessionStore, sessionLimits, type SessionLimits, type SessionUser } from './sessionStore';
export { clearSessionCookie, setSessionCookie, signedOut } from './sessionCookie';
export { listenForEndedSessions, type SessionRevocation } from './sessionRevocation';
export { DEVICE_COOKIE, deviceIdOf, deviceOf, setDeviceCookie } from './deviceCookie';
