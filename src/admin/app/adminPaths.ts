// The console's own addresses (served by the server's /admin page, design §10).
export const ADMIN_BASE = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';
/** The index: the first section the signed-in person's roles include (session/HomeRedirect.tsx). */
export const ADMIN_HOME = '/admin';
export const OPERATOR_STORAGE_KEY = 'exchange.admin.operator';

export const ADMIN_PAGES = {
  dashboard: '/admin/dashboard',
  deposits: '/admin/deposits',
  withdrawals: '/admin/withdrawals',
  players: '/admin/players',
  player: (id: number | string) => `/admin/players/${id}`,
  risk: '/admin/risk',
  desk: '/admin/desk',
  settlement: '/admin/settlement',
  settings: '/admin/settings',
  audit: '/admin/audit',
  staff: '/admin/staff',
  account: '/admin/account',
  feed: '/admin/feed',
  bets: '/admin/bets',
  events: '/admin/events',
  alerts: '/admin/alerts',
  ledger: '/admin/ledger',
} as const;
