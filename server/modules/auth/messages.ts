// What the log-in says that the spec has no words for. The operator locks a log-in (modules/operator);
// the log-in (this module) is what refuses it, so the words live here.

/** What a player whose log-in the operator locked is told at log-in. */
export const LOGIN_LOCKED_MSG = 'Your account is locked. Please contact support.';
