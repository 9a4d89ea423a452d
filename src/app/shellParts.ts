// What the signed-in shell (features/layout) shows of other features: the post-log-in password dialog
// and the route watcher (auth), the sports menu and in-play strip (sports), My Market (betslip) and,
// in its own chunk, the reality check (protection). Composed here, in app/, so a feature never imports
// another's components; the log-in route never loads this file (auth's public index stays UI-free so
// that the slices on the log-in route do not pull components into its chunk).
export { ForcedPasswordModal } from '../features/auth/ForcedPasswordModal';
export { RouteWatcher } from '../features/auth/RouteWatcher';
export { default as InPlayStrip } from '../features/sports/InPlayStrip';
export { default as SportsMenu } from '../features/sports/SportsMenu';
export { MyMarketPopup } from '../features/betslip/MyMarketPopup';

/** The reality check and the protection listeners, in their own chunk. */
export const loadRealityCheckHost = () => import('../features/protection/RealityCheckHost').then((m) => ({ default: m.RealityCheckHost }));
