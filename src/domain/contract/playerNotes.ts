// Support's notes on a player and the player's KYC status (GET/POST /api/admin/users/{id}/notes,
// GET/PUT /api/admin/users/{id}/kyc). Staff only: the player sees neither a note nor a KYC reason.
// Pure TypeScript: the server checks these rules, the console offers the same choices.

export const KYC_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_LABELS: Record<KycStatus, string> = {
  not_started: 'Not started',
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const isKycStatus = (value: string): value is KycStatus => (KYC_STATUSES as readonly string[]).includes(value);

export const NOTE_MAX = 2000;
export const KYC_REASON_MAX = 500;

export interface PlayerNote {
  id: number;
  body: string;
  /** The staff member's username. */
  author: string;
  /** IST, 'YYYY-MM-DD HH:mm:ss'. */
  at: string;
}

export interface PlayerNotesResponse {
  isSuccess: true;
  data: PlayerNote[];
}

export interface PlayerKyc {
  status: KycStatus;
  reason: string | null;
  /** Who set it last; null while not started. */
  by: string | null;
  /** IST, 'YYYY-MM-DD HH:mm:ss'; null while not started. */
  at: string | null;
}

export interface PlayerKycResponse {
  isSuccess: true;
  kyc: PlayerKyc;
}

/** PUT /admin/users/{id}/kyc */
export interface SetKycRequest {
  status: KycStatus;
  /** Required when rejected; staff only. */
  reason?: string;
}

export const PLAYER_NOTES_MSG = {
  noteEmpty: 'Write the note (1 to 2000 characters).',
  badKycStatus: 'The KYC status must be one of: not_started, pending, verified, rejected.',
  rejectReason: 'Give the reason the KYC is rejected (1 to 500 characters).',
  reasonTooLong: 'The reason is at most 500 characters.',
  unchanged: (label: string) => `The KYC status is already ${label} with this reason.`,
} as const;
