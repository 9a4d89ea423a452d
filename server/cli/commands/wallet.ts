// Operator commands for the wallet: list deposit/withdraw requests, look at a deposit's slip, approve
// or reject a request, and manage the merchant accounts players pay into.
import fs from 'node:fs';
import path from 'node:path';
import { integer, UsageError, type CliCommand } from '../registry';
import { ADMIN_WALLET_PATHS, type AdminMerchantCreate, type AdminWalletRequest } from '../../../src/domain/contract/wallet';
import { formatIst } from '../../modules/reports';

const STATUS: Record<string, number> = { approved: 1, pending: 2, rejected: 3, '1': 1, '2': 2, '3': 3 };

function status(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const code = STATUS[value.toLowerCase()];
  if (code === undefined) throw new UsageError(`--status must be pending, approved or rejected (or 2, 1, 3), got "${value}"`);
  return code;
}

function requestType(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value !== 'deposit' && value !== 'withdraw') throw new UsageError(`--type must be deposit or withdraw, got "${value}"`);
  return value;
}

function requiredId(value: string | undefined): number {
  const id = integer('id', value);
  if (id === undefined || id < 1) throw new UsageError('--id must be a request id (a whole number from 1)');
  return id;
}

const decision = (name: 'approve' | 'reject', summary: string): CliCommand => ({
  name,
  summary,
  flags:
    name === 'approve'
      ? {
          id: { description: 'the request id (see wallet-requests)', required: true },
          comment: { description: 'the player sees it in the request detail (required with --amount)' },
          'payout-ref': { description: "withdrawals (required): the bank's IMPS/NEFT/UPI reference; the player's statement shows it" },
          amount: { description: 'deposits: approve at this corrected amount in rupees (the typed one is kept; needs --comment)' },
        }
      : {
          id: { description: 'the request id (see wallet-requests)', required: true },
          comment: { description: 'why (required): the player sees it in the request detail', required: true },
        },
  run: (client, flags) => {
    const id = requiredId(flags.id);
    if (name === 'reject') return decided(client.call('POST', ADMIN_WALLET_PATHS.reject(id), { comment: flags.comment ?? '' }));
    const body: { comment: string; payoutRef?: string; amount?: number } = { comment: flags.comment ?? '' };
    if (flags['payout-ref'] !== undefined) body.payoutRef = flags['payout-ref'];
    if (flags.amount !== undefined) {
      const amount = Number(flags.amount);
      if (!Number.isFinite(amount) || amount <= 0) throw new UsageError('--amount must be an amount in rupees above 0');
      body.amount = amount;
    }
    return decided(client.call('POST', ADMIN_WALLET_PATHS.approve(id), body));
  },
});

async function decided(answer: Promise<unknown>) {
  const reply = (await answer) as { request: AdminWalletRequest };
  return { ...reply, request: readable(reply.request) };
}

const STATUS_WORDS = { 1: 'approved', 2: 'pending', 3: 'rejected' } as const;

/** A request as a clerk reads it: the status as a word and the times in IST beside the API's fields. */
function readable(request: AdminWalletRequest) {
  return {
    ...request,
    status: STATUS_WORDS[request.Status],
    requestedIst: `${formatIst(Date.parse(request.RequestDate))} IST`,
    decidedIst: request.StatusChangeDate ? `${formatIst(Date.parse(request.StatusChangeDate))} IST` : null,
  };
}

const claimCommand = (name: 'claim' | 'release', summary: string): CliCommand => ({
  name,
  summary,
  flags: { id: { description: 'the request id (see wallet-requests)', required: true } },
  run: (client, flags) => client.call('POST', `/admin/wallet-requests/${requiredId(flags.id)}/${name}`),
});

const SLIP_EXTENSIONS: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/heic': '.heic' };

/** Saves a deposit's payment slip to a file, so the operator can check it before approving. */
const slipCommand: CliCommand = {
  name: 'slip',
  summary: "save a deposit request's payment slip to a file (prints where)",
  flags: {
    id: { description: 'the deposit request id (see wallet-requests)', required: true },
    out: { description: 'file to write (default: ./slip-<id> with the image type as extension)' },
  },
  run: async (client, flags) => {
    const id = requiredId(flags.id);
    const { bytes, contentType } = await client.download(ADMIN_WALLET_PATHS.slip(id));
    const file = path.resolve(flags.out ?? `slip-${id}${SLIP_EXTENSIONS[contentType.split(';')[0]] ?? ''}`);
    fs.writeFileSync(file, bytes);
    return { id, file, contentType, bytes: bytes.length };
  },
};

export const walletCommands: CliCommand[] = [
  slipCommand,
  {
    name: 'wallet-requests',
    summary: 'deposit and withdraw requests, newest first (200 at most)',
    flags: {
      status: { description: 'pending, approved or rejected (default: all)' },
      type: { description: 'deposit or withdraw (default: both)' },
      'user-id': { description: "only this player's requests" },
    },
    run: async (client, flags) => {
      const query = new URLSearchParams();
      const code = status(flags.status);
      if (code !== undefined) query.set('status', String(code));
      const type = requestType(flags.type);
      if (type) query.set('requestType', type);
      const userId = integer('user-id', flags['user-id']);
      if (userId !== undefined) query.set('userId', String(userId));
      const suffix = query.size ? `?${query.toString()}` : '';
      const listed = await client.call<{ data: AdminWalletRequest[] }>('GET', `${ADMIN_WALLET_PATHS.requests}${suffix}`);
      return { data: listed.data.map(readable) };
    },
  },
  decision('approve', 'approve a pending request: a deposit credits the player, a withdrawal debits the reserved amount'),
  decision('reject', 'reject a pending request: a withdrawal gives its reserved amount back'),
  claimCommand('claim', 'work a pending request: nobody else can decide it until you decide or release it'),
  claimCommand('release', 'let go of a request you claimed'),
  {
    name: 'wallet-settings',
    summary: 'the withdrawal approval settings: above which amount a second staff member must approve (four eyes)',
    flags: {},
    run: (client) => client.call('GET', '/admin/wallet-settings'),
  },
  {
    name: 'set-wallet-settings',
    summary: 'set the four-eyes threshold: withdrawals above it need a second approver ("off" for never)',
    flags: {
      'second-approval-above': { description: 'whole rupees, or off', required: true },
      reason: { description: 'kept in the audit log' },
    },
    run: (client, flags) => {
      const raw = flags['second-approval-above'] ?? '';
      const value = raw === 'off' ? null : Number(raw);
      if (value !== null && (!Number.isInteger(value) || value < 0))
        throw new UsageError('--second-approval-above must be whole rupees or off');
      return client.call('PUT', '/admin/wallet-settings', {
        secondApprovalAbove: value,
        ...(flags.reason ? { reason: flags.reason } : {}),
      });
    },
  },
  {
    name: 'merchants',
    summary: 'every merchant account players pay into, active or not',
    flags: {},
    run: (client) => client.call('GET', ADMIN_WALLET_PATHS.merchants),
  },
  {
    name: 'add-merchant',
    summary: 'add an account players can deposit into (UPI needs --upi; Bank needs --account, --ifsc, --bank)',
    flags: {
      type: { description: 'UPI or Bank', required: true },
      name: { description: 'the display name players see', required: true },
      upi: { description: 'UPI id, e.g. shop@okaxis (also makes the QR code)' },
      account: { description: 'bank account number' },
      ifsc: { description: 'IFSC, e.g. HDFC0001234' },
      bank: { description: 'bank name' },
      'sub-type': { description: 'what players may pay with, e.g. "IMPS / NEFT" or "GPay / PhonePe"' },
    },
    run: (client, flags) => {
      const type = flags.type === 'UPI' || flags.type === 'Bank' ? flags.type : undefined;
      if (!type) throw new UsageError(`--type must be UPI or Bank, got "${flags.type}"`);
      const body: AdminMerchantCreate = {
        PaymentType: type,
        DisplayName: flags.name ?? '',
        UPIId: flags.upi,
        AccountNumber: flags.account,
        IFSC: flags.ifsc,
        Bank: flags.bank,
        PaymentSubType: flags['sub-type'],
      };
      return client.call('POST', ADMIN_WALLET_PATHS.merchants, body);
    },
  },
  {
    name: 'deactivate-merchant',
    summary: 'hide a merchant account from players (deposits already made to it are unaffected)',
    flags: { id: { description: 'the merchant id (see merchants)', required: true } },
    run: (client, flags) => client.call('POST', ADMIN_WALLET_PATHS.deactivateMerchant(requiredId(flags.id))),
  },
  {
    name: 'activate-merchant',
    summary: 'show a deactivated merchant account to players again',
    flags: { id: { description: 'the merchant id (see merchants)', required: true } },
    run: (client, flags) => client.call('POST', ADMIN_WALLET_PATHS.activateMerchant(requiredId(flags.id))),
  },
];
