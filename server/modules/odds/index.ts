// The odds module's public file: what app.ts and lib/serverWithFastPath.ts import from it.
export { default as oddsRoutes } from './routes';
export { makeOddsFastPath, type FastPath } from './fastPath';
export { ODDS_PATH } from './paths';
