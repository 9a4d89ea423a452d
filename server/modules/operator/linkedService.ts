// Linked accounts as the operator sees them: one entry per other account, each shared thing said with
// its personal value masked (enough to tell two links apart, not enough to use the number).
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { LinkedAccountsResponse, LinkKind, PhoneDuplicatesResponse } from '../../../src/domain/contract/linked';
import { OPERATOR_MSG } from './messages';
import { accountById } from './repository';
import { linksOf, phoneDuplicates } from './linkedRepository';

const stars = (n: number) => '*'.repeat(Math.max(0, n));
const lastFour = (value: string) => `${stars(value.length - 4)}${value.slice(-4)}`;

/** An IPv4 address without its last part, an IPv6 address without its last four groups. */
function maskIp(ip: string): string {
  if (ip.includes(':')) return `${ip.split(':').slice(0, 4).join(':')}:…`;
  return `${ip.split('.').slice(0, 3).join('.')}.x`;
}

export function maskShared(kind: LinkKind, value: string): string {
  switch (kind) {
    case 'phone':
    case 'bank':
      return lastFour(value);
    case 'upi': {
      const [handle = '', provider = ''] = value.split('@');
      return `${handle.slice(0, 2)}${stars(handle.length - 2)}@${provider}`;
    }
    case 'slip':
      return `sha256 ${value.slice(0, 12)}…`;
    case 'device':
      return maskIp(value);
  }
}

export function makeLinkedService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
    async linked(userId: number): Promise<LinkedAccountsResponse> {
      if (!(await accountById(db, userId))) throw notFound(OPERATOR_MSG.noSuchUser);
      const byAccount = new Map<number, LinkedAccountsResponse['linked'][number]>();
      for (const row of await linksOf(db, userId)) {
        const entry = byAccount.get(row.id) ?? { id: row.id, username: row.username, shares: [] };
        const value = maskShared(row.kind, row.value);
        if (!entry.shares.some((s) => s.kind === row.kind && s.value === value)) entry.shares.push({ kind: row.kind, value });
        byAccount.set(row.id, entry);
      }
      return { isSuccess: true, linked: [...byAccount.values()] };
    },

    async phoneDuplicates(): Promise<PhoneDuplicatesResponse> {
      const rows = await phoneDuplicates(db);
      return {
        isSuccess: true,
        rows: rows.map((r) => ({
          phone: maskShared('phone', r.phone_key),
          accounts: r.user_ids.map((id, i) => ({ id, username: r.usernames[i] ?? '' })),
        })),
      };
    },
  };
}
