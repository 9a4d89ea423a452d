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
}

export interface ServerSecretsTable {
  name: string;
  secret: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface SecurityTables {
  operator_alerts: OperatorAlertsTable;
  server_secrets: ServerSecretsTable;
}
