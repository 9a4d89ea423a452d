// Tables of the second security round (migration 20261128_40).
import type { ColumnType, Generated } from 'kysely';

export interface OperatorAlertsTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | undefined, never>;
  /** 'login.attack', 'uploads.budget'. */
  kind: string;
  /** What it is about: the name under attack, the upload folder. */
  subject: string;
  message: string;
  /** What raised it ('bet:12', 'user:5', 'wallet-request:4', 'market:1.2'; migration 20261128_58). */
  link: ColumnType<string | null, string | null | undefined, never>;
}

/** The threshold of each alert kind: rupees, players or seconds (migration 20261128_58). */
export interface AlertSettingsTable {
  kind: string;
  threshold: number;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OperatorAlertAcksTable {
  alert_id: string;
  acknowledged_by: number;
  acknowledged_at: ColumnType<Date, Date | undefined, never>;
}

export interface ServerSecretsTable {
  name: string;
  secret: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface SecurityTables {
  operator_alerts: OperatorAlertsTable;
  alert_settings: AlertSettingsTable;
  operator_alert_acks: OperatorAlertAcksTable;
  server_secrets: ServerSecretsTable;
}
