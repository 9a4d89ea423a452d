// Where the shell shows what (spec §2 Shell navigation).
import { tk } from '../../i18n/keys';

/** The top tab strip (and the in-play strip above it) shows on these paths only. */
const TAB_PATHS = new Set([
  '/',
  '/home',
  '/cricket',
  '/football',
  '/tennis',
  '/horse',
  '/greyhound',
  '/kabaddi',
  '/politics',
  '/casino',
  '/intcasino',
  '/binary',
]);

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export const showsTabStrip = (pathname: string) => TAB_PATHS.has(normalise(pathname));

/** The small-screen Deposit/Withdraw buttons are hidden on the wallet page itself. */
export const showsWalletButtons = (pathname: string) => normalise(pathname) !== '/wallet-gateway';

export const TABS: Array<{ label: string; to: string; also?: string }> = [
  { label: tk('Inplay'), to: '/', also: '/home' },
  { label: tk('Cricket'), to: '/cricket' },
  { label: tk('Tennis'), to: '/tennis' },
  { label: tk('Football'), to: '/football' },
  { label: tk('Casino'), to: '/casino' },
];

/** Placeholder tabs with link target '#' (spec §2). */
export const PLACEHOLDER_TABS = [
  tk('LOTTERY'),
  tk('TABLE TENNIS'),
  tk('BACCARAT'),
  tk('32CARDS'),
  tk('TEENPATTI'),
  tk('POKER'),
  tk('LUCKY 7'),
];
