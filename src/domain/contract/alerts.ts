// The operator's alerts (GET /api/admin/alerts) and their thresholds (GET/PUT /api/admin/alert-settings).
// Pure TypeScript: the console reads the same kinds and labels the server raises.

/** The kinds with a threshold the operator sets; the unit says what the number counts. */
export const ALERT_SETTINGS = [
  { kind: 'bet.big', label: 'A bet above', unit: 'rupees' },
  { kind: 'win.big', label: "A player's win today above", unit: 'rupees' },
  { kind: 'deposit.big', label: 'A deposit above', unit: 'rupees' },
  { kind: 'withdraw.big', label: 'A withdrawal above', unit: 'rupees' },
  { kind: 'shared.utr', label: 'Players sharing a UTR, at least', unit: 'players' },
  { kind: 'shared.slip', label: 'Players sharing a slip image, at least', unit: 'players' },
  { kind: 'shared.account', label: 'Players sharing a payout account, at least', unit: 'players' },
  { kind: 'shared.ip', label: 'Players logging in from one IP in a day, at least', unit: 'players' },
  { kind: 'feed.stale', label: 'The feed silent for more than', unit: 'seconds' },
  { kind: 'market.worst', label: "A market's worst case (house loss) above", unit: 'rupees' },
] as const;

export type AlertSettingKind = (typeof ALERT_SETTINGS)[number]['kind'];
export const ALERT_SETTING_KINDS: readonly string[] = ALERT_SETTINGS.map((s) => s.kind);

/** Every kind the list shows, with the name a clerk reads. */
export const ALERT_KIND_LABELS: Record<string, string> = {
  'bet.big': 'Big bet',
  'win.big': 'Big win today',
  'deposit.big': 'Big deposit',
  'withdraw.big': 'Big withdrawal',
  'shared.utr': 'Shared UTR',
  'shared.slip': 'Shared slip image',
  'shared.account': 'Shared payout account',
  'shared.ip': 'Shared IP',
  'feed.stale': 'Feed stale',
  'market.worst': 'Market over its limit',
  'login.attack': 'Password attack',
  'uploads.budget': 'Slip disk budget',
};

export interface AlertSetting {
  kind: AlertSettingKind;
  threshold: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface OperatorAlert {
  id: number;
  /** ISO 8601. */
  at: string;
  kind: string;
  subject: string;
  message: string;
  /** What raised it: 'bet:<id>', 'player:<username>', 'wallet-request:<id>', 'market:<id>', 'feed'; null for older kinds. */
  link: string | null;
  acknowledgedBy: string | null;
  /** ISO 8601. */
  acknowledgedAt: string | null;
}

export interface AlertsResponse {
  isSuccess: true;
  data: OperatorAlert[];
  open: number;
}
