// Frozen once released: alerts the console raises from what happens (a big bet, a big win, a big
// deposit or withdrawal, players sharing a UTR, slip, payout account or address, a stale feed, a
// market's worst case over its limit), each kind with a threshold the operator sets, and who
// acknowledged an alert when. Never edit; add a migration.
// - alert_settings: one row per kind; the threshold is rupees, players or seconds (the kind says).
// - operator_alert_acks: the acknowledgement beside the alert, which stays insert-only.
// - operator_alerts.link: what raised it ('bet:12', 'user:5', 'wallet-request:4', 'market:1.2'),
//   and one alert per kind and subject for the new kinds (a unique index the scanner's insert uses).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE alert_settings (
      kind text PRIMARY KEY,
      threshold integer NOT NULL CHECK (threshold >= 0),
      updated_by integer REFERENCES users(id),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    INSERT INTO alert_settings (kind, threshold) VALUES
      ('bet.big', 100000), ('win.big', 200000), ('deposit.big', 100000), ('withdraw.big', 100000),
      ('shared.utr', 2), ('shared.slip', 2), ('shared.account', 2), ('shared.ip', 3),
      ('feed.stale', 60), ('market.worst', 500000)`.execute(db);
  await sql`ALTER TABLE operator_alerts ADD COLUMN link text`.execute(db);
  await sql`
    CREATE UNIQUE INDEX operator_alerts_once_idx ON operator_alerts (kind, subject)
      WHERE kind NOT IN ('login.attack', 'uploads.budget')`.execute(db);
  await sql`
    CREATE TABLE operator_alert_acks (
      alert_id bigint PRIMARY KEY REFERENCES operator_alerts(id),
      acknowledged_by integer NOT NULL REFERENCES users(id),
      acknowledged_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the alert settings migration is not reversible');
}
