// Staff accounts of the console and the admin API: each person their own log-in, one or more roles,
// each role a set of permissions. The server enforces the permissions on every /api/admin route
// (server/modules/operator/permissions.ts); the console reads the same table to offer only what the
// signed-in person may do. Pure TypeScript: imported by both sides.

export const STAFF_ROLES = ['owner', 'manager', 'trader', 'cashier', 'support', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Create staff, change their roles and status, reset their passwords and two-factor. */
  'staff.manage',
  /** The staff list. */
  'staff.read',
  /** Change the sports', events' and site's settings and the stake buttons. */
  'settings.write',
  'settings.read',
  /** Suspend and resume markets by hand (the trader's desk). */
  'markets.control',
  /** The risk book, a market's book, the settlement queue. */
  'markets.read',
  /** Settle or void a market by hand. */
  'markets.settle',
  /** Roll a settlement back. */
  'markets.rollback',
  /** Open players' accounts, credit or debit them, change their limits, reset their passwords. */
  'players.manage',
  /** Find players, read their bets, statements and requests. */
  'players.read',
  /** Read a player's ledger. */
  'ledger.read',
  /**
   * Support's work on an account: lock or unlock a player's log-in (what the player asked for, or a
   * review), write a note on the player, set their KYC status.
   */
  'players.lock',
  /** The deposit and withdrawal queues and their slips. */
  'wallet.read',
  /** Approve or reject deposits and withdrawals. */
  'wallet.decide',
  /** The payment accounts players deposit to. */
  'merchants.manage',
  /** The summary and reports. */
  'reports.read',
  /** The audit log and its CSV export. */
  'audit.read',
  /**
   * The alerts list: big deposits and withdrawals and shared UTRs, slips and payout accounts concern
   * the cashier; shared IPs and big wins support; bets, markets and the feed the trader.
   */
  'alerts.read',
  /** Acknowledging an alert (who and when are kept): every role that acts on alerts, not the auditor, who only reads. */
  'alerts.acknowledge',
  /** What every signed-in staff member may do for themselves: log out, own password, own two-factor. */
  'self',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_EVERYTHING: Permission[] = PERMISSIONS.filter((p) => p === 'self' || p.endsWith('.read'));

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: [
    'self',
    'settings.read',
    'settings.write',
    'merchants.manage',
    'wallet.read',
    'markets.read',
    'markets.control',
    'markets.settle',
    'markets.rollback',
    'players.read',
    'players.manage',
    'players.lock',
    'ledger.read',
    'reports.read',
    'alerts.read',
    'alerts.acknowledge',
  ],
  trader: ['self', 'settings.read', 'markets.read', 'markets.control', 'markets.settle', 'alerts.read', 'alerts.acknowledge'],
  cashier: ['self', 'wallet.read', 'wallet.decide', 'ledger.read', 'alerts.read', 'alerts.acknowledge'],
  support: ['self', 'players.read', 'ledger.read', 'players.lock', 'alerts.read', 'alerts.acknowledge'],
  auditor: READ_EVERYTHING,
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  trader: 'Trader',
  cashier: 'Cashier',
  support: 'Support',
  auditor: 'Auditor',
};

export function permissionsOf(roles: readonly StaffRole[]): Set<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []));
}

export const mayDo = (roles: readonly StaffRole[], permission: Permission): boolean => permissionsOf(roles).has(permission);

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

export type StaffStatus = 'active' | 'suspended';

/** GET /admin/staff, and the answer of every staff write. */
export interface StaffMember {
  id: number;
  username: string;
  displayName: string;
  roles: StaffRole[];
  status: StaffStatus;
  twoFactor: boolean;
  createdBy: string | null;
  /** IST, 'YYYY-MM-DD HH:mm:ss'. */
  createdAt: string;
  lastLoginAt: string | null;
}

/** POST /admin/login */
export interface StaffLoginRequest {
  username: string;
  password: string;
  /** The authenticator's 6 digits, or a recovery code. */
  totp?: string;
}

/** Who is signed in: the answer of POST /admin/login and GET /admin/staff/me. */
export interface StaffSelf {
  id: number;
  username: string;
  displayName: string;
  role: 'operator';
  roles: StaffRole[];
  permissions: Permission[];
  twoFactor: boolean;
  /** The person's role needs two-factor and they have not enrolled: only 'self' calls are allowed. */
  mustEnrolTwoFactor: boolean;
}

export interface CreateStaffRequest {
  username: string;
  password: string;
  displayName?: string;
  roles: StaffRole[];
}

export interface UpdateStaffRequest {
  roles?: StaffRole[];
  status?: StaffStatus;
}

/** POST /admin/staff/me/totp */
export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
}

export const STAFF_MSG = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is wrong: enter the current 6-digit code from your authenticator app.',
  suspended: 'This staff account is suspended.',
  lacks: (permission: Permission) => `Your role may not do this: it needs the ${permission} permission.`,
  enrolFirst: 'Your role needs two-factor log-in: turn it on under My account first.',
  noSuchStaff: 'No such staff member.',
  nameTaken: 'That username is taken.',
  noRoles: 'Give at least one role.',
  beyondOwnRights: 'You cannot give rights you do not have yourself.',
  lastOwner: 'The last active owner cannot be removed or suspended.',
  notOwnRoles: 'Ask another owner to change your own roles or status.',
  noEnrolment: 'Start two-factor enrolment first.',
  alreadyEnrolled: 'Two-factor log-in is already on: ask an owner to reset it.',
  wrongPassword: 'The current password is wrong.',
  nothingToChange: 'Give roles or status.',
} as const;
