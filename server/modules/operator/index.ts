// The operator module's public file: what other server modules may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs). Everything else in the folder is the module's own.
export { actorOf, recordAction } from './audit';
export { isLoginLocked } from './loginLock';
export { LOGIN_LOCKED_MSG } from './messages';
