// Staff accounts (migration 20261128_48): one row per person of the operator's team, keyed by the
// users row that sessions and audit rows point at.
import type { ColumnType, Generated } from 'kysely';
import type { StaffRole, StaffStatus } from '../../../src/domain/contract/staff';

export interface StaffTable {
  user_id: number;
  display_name: string;
  roles: StaffRole[];
  status: Generated<StaffStatus>;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_login_at: Date | null;
  password_hash: string;
  /** Encrypted under STAFF_SECRET_KEY (server/modules/operator/staffSecrets.ts). */
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  /** bigint: pg answers it as a string. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** sha256 hex of each unused recovery code. */
  recovery_codes: Generated<string[]>;
}

export interface StaffTables {
  staff: StaffTable;
}
