// Linked accounts (the operator's player page, GET /api/admin/users/{id}/linked) and the phone
// numbers shared before one phone opened one account (GET /api/admin/phone-duplicates). Personal
// values arrive masked: the link says what is shared, not the value itself.

export type LinkKind = 'phone' | 'upi' | 'bank' | 'slip' | 'device';

export const LINK_KIND_LABEL: Record<LinkKind, string> = {
  phone: 'Phone number',
  upi: 'UPI id',
  bank: 'Bank account',
  slip: 'Payment slip image',
  device: 'Device and address within a day',
};

export interface LinkedShare {
  kind: LinkKind;
  /** Masked: '******3210', 're*******@ybl', '****7890', a slip's hash prefix, '203.0.113.x'. */
  value: string;
}

export interface LinkedAccount {
  id: number;
  username: string;
  shares: LinkedShare[];
}

export interface LinkedAccountsResponse {
  isSuccess: true;
  linked: LinkedAccount[];
}

export interface PhoneDuplicate {
  /** Masked normal form of the number. */
  phone: string;
  accounts: Array<{ id: number; username: string }>;
}

export interface PhoneDuplicatesResponse {
  isSuccess: true;
  rows: PhoneDuplicate[];
}
