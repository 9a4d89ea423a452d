// Where the shell shows what (spec §2 Shell navigation).

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
  { label: 'Inplay', to: '/', also: '/home' },
  { label: 'Cricket', to: '/cricket' },
  { label: 'Tennis', to: '/tennis' },
  { label: 'Football', to: '/football' },
  { label: 'Casino', to: '/casino' },
];

/** Placeholder tabs with link target '#' (spec §2). */
export const PLACEHOLDER_TABS = ['LOTTERY', 'TABLE TENNIS', 'BACCARAT', '32CARDS', 'TEENPATTI', 'POKER', 'LUCKY 7'];
