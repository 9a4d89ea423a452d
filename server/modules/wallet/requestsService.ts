// The player's wallet requests: a deposit (a slip and a UTR, pending until the operator approves it),
// a withdrawal (its amount reserved at once under the wallet lock, so requests can never overdraw) and
// the history with its approved totals.
import crypto from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../session';
import { badRequest, conflict, tooMany } from '../../lib/errors';
import { lockWallet, reserveForWithdrawal } from '../../money/wallets';
import { MSG } from '../../../src/domain/messages';
import { DEPOSIT_MAX, DEPOSIT_MIN, WITHDRAW_MIN } from '../../../src/domain/constants';
import { toPaise, toRupees } from '../../../src/domain/money';
import type { WalletHistoryResponse, WalletOkResponse, WithdrawMethod, WithdrawRequestBody } from '../../../src/domain/contract/wallet';
import { OCR_AMOUNT_FORMAT_MSG, WALLET_HISTORY_MAX_ROWS } from '../../../src/domain/contract/wallet';
import type { WalletRequestStatus } from '../../db/tables/wallet';
import * as accounts from './accountsRepository';
import * as requests from './requestsRepository';
import { historyRange } from './dates';
import { toHistoryRow } from './mappers';
import { WALLET_MSG } from './messages';
import { SlipStore, sniffSlipType } from './slip';
import { slipDecodes } from './slipDecode';
import { assertSlipFits } from './slipQuota';
import type { WarnLog } from '../alerts';
import { walletRefusal } from './walletAccess';
import { isUtr, utrKey } from './utr';
import { assertDepositAllowed, assertPayeesNotExcluded } from '../protection';

/** Pending requests a player may have of each kind: enough for real use, bounded for the disk. */
export const MAX_PENDING = 10;
const RUPEES_FORMAT = /^\d{1,9}(\.\d{1,2})?$/;

/** The amount the browser read from the slip: untrusted, so only its form is checked and it is kept
 *  for the operator to compare; null when none was sent. */
function ocrAmountPaise(text: string | undefined): number | null {
  const value = clean(text);
  if (!value) return null;
  if (!RUPEES_FORMAT.test(value) || !(Number(value) > 0)) throw badRequest(OCR_AMOUNT_FORMAT_MSG);
  return toPaise(Number(value));
}
const DIGITS = /^\d*$/;

export interface DepositInput {
  depositAmount: string;
  paymentMethod: string;
  DisplayName: string;
  AccountNumber?: string;
  UPIID?: string;
  UTR?: string;
  ocrAmount?: string;
  image?: unknown;
}

/** The withdraw request's body as the contract has it: the player is the session's (the access hook checked userId), and 'Bank' is taken for 'BANK'. */
export type WithdrawInput = Omit<WithdrawRequestBody, 'userId' | 'paymentMethod'> & { paymentMethod: WithdrawMethod | 'Bank' };

export interface HistoryInput {
  fromDate?: string;
  toDate?: string;
  status?: string;
}

const ok = (message: string): WalletOkResponse => ({ isSuccess: true, message });
const clean = (value: string | undefined) => (value ?? '').trim();

/** Real money, self-registered players only (routes.ts refuses the others before this; kept for any other caller). */
function assertRealMoneyPlayer(user: SessionUser): void {
  const refusal = walletRefusal(user);
  if (refusal) throw refusal;
}

export function makeRequestsService(deps: AppDeps) {
  const { db, clock } = deps;
  const slips = new SlipStore(deps.config.uploadDir);

  async function deposit(user: SessionUser, input: DepositInput, log?: WarnLog): Promise<WalletOkResponse> {
    assertRealMoneyPlayer(user);
    const amountText = input.depositAmount.trim();
    const rupees = /^\d{1,9}$/.test(amountText) ? Number(amountText) : NaN;
    if (!(rupees >= DEPOSIT_MIN && rupees <= DEPOSIT_MAX)) throw badRequest(MSG.depositRange);

    const image = input.image;
    if (!Buffer.isBuffer(image) || image.length === 0) throw badRequest(MSG.slipRequired);
    const slipType = sniffSlipType(image);
    if (!slipType) throw badRequest(WALLET_MSG.slipNotImage);
    // An image in full, not a header in front of anything (slipDecode.ts).
    if (!slipDecodes(image, slipType)) throw badRequest(WALLET_MSG.slipUnreadable);

    const utr = clean(input.UTR).toUpperCase();
    if (!utr) throw badRequest(MSG.utrRequired);
    if (!isUtr(utr)) throw badRequest(WALLET_MSG.utrFormat);
    const claim = { utrKey: utrKey(utr), slipSha256: crypto.createHash('sha256').update(image).digest('hex') };
    const ocrAmount = ocrAmountPaise(input.ocrAmount);

    // Exclusion follows the person: a UPI id or bank account of an account on a time-out or
    // self-exclusion takes no deposit from another account.
    await assertPayeesNotExcluded(
      db,
      { userId: user.id, payees: [clean(input.UPIID), clean(input.AccountNumber)], kind: 'deposit' },
      clock.now(),
    );
    const paymentType = input.paymentMethod.trim().toUpperCase() === 'UPI' ? 'UPI' : 'Bank';
    const merchant = await accounts.findActiveMerchantFor(db, {
      paymentType,
      displayName: input.DisplayName.trim(),
      upiId: clean(input.UPIID),
      accountNumber: clean(input.AccountNumber),
    });
    if (!merchant) throw badRequest(WALLET_MSG.merchantGone);
    if ((await requests.countPending(db, user.id, 'deposit')) >= MAX_PENDING) throw tooMany(WALLET_MSG.tooManyPending(MAX_PENDING));
    await assertSlipFits(deps, user.id, image.length, log);
    // One transfer, one deposit: the same reference however it is typed, or the same slip image.
    const claimed = await requests.depositClaimed(db, claim);
    if (claimed.utr) throw conflict(WALLET_MSG.utrUsed);
    if (claimed.slip) throw conflict(WALLET_MSG.slipUsed);

    const slipFile = slips.newName(slipType);
    let written = false;
    try {
      await db.transaction().execute(async (trx) => {
        // Under the wallet lock: concurrent requests are counted one after the other against the
        // player's deposit limits, so together they never pass one.
        await lockWallet(trx, user.id);
        await assertDepositAllowed(trx, user.id, toPaise(rupees), clock.now());
        await requests.insertRequest(trx, {
          user_id: user.id,
          request_type: 'deposit',
          amount: toPaise(rupees),
          requested_at: new Date(clock.now()),
          merchant_id: merchant.id,
          payment_method: merchant.payment_type,
          display_name: merchant.display_name,
          bank: merchant.bank,
          account_number: merchant.account_number,
          ifsc: merchant.ifsc,
          upi_id: merchant.upi_id,
          payment_sub_type: merchant.payment_sub_type,
          utr,
          utr_key: claim.utrKey,
          slip_sha256: claim.slipSha256,
          slip_file: slipFile,
          slip_type: slipType,
          slip_bytes: image.length,
          ocr_amount: ocrAmount,
        });
        // Written inside the transaction: if the file cannot be written, no request exists.
        await slips.save(slipFile, image);
        written = true;
      });
    } catch (error) {
      if (written) await slips.remove(slipFile);
      // Two claims of one transfer at the same moment: the unique indexes let one through.
      const index = requests.violatedIndex(error);
      if (index === 'wallet_requests_slip_once') throw conflict(WALLET_MSG.slipUsed);
      if (index !== undefined) throw conflict(WALLET_MSG.utrUsed);
      throw error;
    }
    return ok(MSG.requestSent);
  }

  async function withdraw(user: SessionUser, input: WithdrawInput): Promise<WalletOkResponse> {
    assertRealMoneyPlayer(user);
    const rupees = input.withdrawAmountBtn;
    if (!Number.isInteger(rupees)) throw badRequest(WALLET_MSG.wholeRupees);
    if (rupees < WITHDRAW_MIN) throw badRequest(MSG.withdrawMinimum);

    const method = input.paymentMethod === 'UPI' ? 'UPI' : 'BANK';
    const fields = {
      holder: clean(input.accountHName),
      number: clean(input.accountNumber),
      ifsc: clean(input.IFSC).toUpperCase(),
      upi: clean(input.UPIID),
      phone: clean(input.phone),
      bank: clean(input.bankName),
    };
    // Spec §5's rules, word for word: UPI needs a name or a UPI id; BANK any one of its four fields.
    const filled =
      method === 'UPI' ? Boolean(fields.holder || fields.upi) : Boolean(fields.number || fields.ifsc || fields.holder || fields.bank);
    if (!filled) throw badRequest(MSG.fillAllInputFields);
    if (!DIGITS.test(fields.phone)) throw badRequest(WALLET_MSG.phoneDigits);

    // Nor is money paid out from another account to a payout account of an excluded one.
    const payees = method === 'UPI' ? [fields.upi] : [fields.number];
    await assertPayeesNotExcluded(db, { userId: user.id, payees, kind: 'withdraw' }, clock.now());
    const amount = toPaise(rupees);
    await db.transaction().execute(async (trx) => {
      const wallet = await lockWallet(trx, user.id);
      const available = wallet.balance - wallet.exposure - wallet.reserved;
      if (amount > available) throw badRequest(MSG.insufficientFunds);
      if ((await requests.countPending(trx, user.id, 'withdraw')) >= MAX_PENDING) {
        throw tooMany(WALLET_MSG.tooManyPending(MAX_PENDING));
      }
      await requests.insertRequest(trx, {
        user_id: user.id,
        request_type: 'withdraw',
        amount,
        requested_at: new Date(clock.now()),
        payment_method: method,
        display_name: fields.holder,
        account_holder: fields.holder,
        account_number: fields.number,
        ifsc: fields.ifsc,
        upi_id: method === 'UPI' ? fields.upi : '',
        bank: method === 'BANK' ? fields.bank : '',
        phone: fields.phone,
      });
      await reserveForWithdrawal(trx, user.id, amount);
    });
    return ok(MSG.requestSent);
  }

  async function history(userId: number, input: HistoryInput): Promise<WalletHistoryResponse> {
    const range = historyRange(clock.now(), input.fromDate, input.toDate);
    const listed = clean(input.status)
      .split(',')
      .filter(Boolean)
      .map((s) => Number(s) as WalletRequestStatus);
    const statuses: WalletRequestStatus[] = listed.length ? [...new Set(listed)] : [1, 2, 3];
    const [rows, totals] = await Promise.all([
      requests.history(db, { userId, ...range, statuses, limit: WALLET_HISTORY_MAX_ROWS }),
      requests.approvedTotals(db, { userId, ...range }),
    ]);
    return {
      data: rows.map(toHistoryRow),
      totalDepositAmount: toRupees(totals.deposit),
      totalWithdrawAmount: toRupees(totals.withdraw),
      totalPL: toRupees(totals.deposit - totals.withdraw),
    };
  }

  return { deposit, withdraw, history, slips };
}

export type RequestsService = ReturnType<typeof makeRequestsService>;
