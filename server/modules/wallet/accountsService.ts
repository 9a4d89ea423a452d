// Accounts around the wallet: the merchant accounts players pay into (and their QR images), players'
// saved payout accounts, and the four wallet stake buttons.
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { MSG } from '../../../src/domain/messages';
import {
  SAVED_ACCOUNTS_MAX,
  type AdminMerchant,
  type AdminMerchantCreate,
  type MerchantAccount,
  type SaveBankDetailBody,
  type SavedAccount,
  type WalletOkResponse,
  type WalletStakeButtons,
} from '../../../src/domain/contract/wallet';
import * as repo from './accountsRepository';
import type { Trx } from '../../money/ledger';

/** The operator's audit row, written in the change's own transaction. */
export type AuditHook<T> = (trx: Trx, changed: T) => Promise<void>;
import { toAdminMerchant, toMerchant, toSavedAccount } from './mappers';
import { MerchantQrRenderer, newQrFileName } from './merchantQr';
import { WALLET_MSG } from './messages';

const clean = (value: string | undefined) => (value ?? '').trim();
const DIGITS = /^\d*$/;
/** A bank logo the SPA picked: a path on our own site, never a URL with a scheme. */
/**
 * An account's image is one of our own files or none: a single file name under one of our image
 * folders. Not any path on the site: `//host/x` is another site, and `/api/...` a call on our own.
 */
const OWN_IMAGE_PATH = /^(\/(banks|uploads)\/[A-Za-z0-9_-]{1,64}\.(png|jpe?g|svg|webp|heic))?$/;

export function makeAccountsService(deps: AppDeps) {
  const { db } = deps;
  const qr = new MerchantQrRenderer();

  async function activeMerchants(): Promise<MerchantAccount[]> {
    return (await repo.listMerchants(db, true)).map(toMerchant);
  }

  /** The PNG of an active merchant's QR code. */
  async function merchantQrPng(file: string): Promise<Buffer> {
    const merchant = await repo.findActiveMerchantByQrFile(db, file);
    if (!merchant) throw notFound(WALLET_MSG.merchantNotFound);
    return qr.render(file, merchant);
  }

  async function allMerchants(): Promise<AdminMerchant[]> {
    return (await repo.listMerchants(db, false)).map(toAdminMerchant);
  }

  async function createMerchant(input: AdminMerchantCreate, audit?: AuditHook<AdminMerchant>): Promise<AdminMerchant> {
    const values = {
      payment_type: input.PaymentType,
      display_name: input.DisplayName.trim(),
      account_number: clean(input.AccountNumber),
      upi_id: clean(input.UPIId),
      bank: clean(input.Bank),
      ifsc: clean(input.IFSC).toUpperCase(),
      payment_sub_type: clean(input.PaymentSubType),
    };
    if (!values.display_name) throw badRequest(MSG.fillAllInputFields);
    if (values.payment_type === 'UPI' && !values.upi_id) throw badRequest(WALLET_MSG.merchantUpiNeeded);
    if (values.payment_type === 'Bank' && !(values.account_number && values.ifsc && values.bank)) {
      throw badRequest(WALLET_MSG.merchantBankNeeded);
    }
    return db.transaction().execute(async (trx) => {
      const merchant = toAdminMerchant(await repo.insertMerchant(trx, { ...values, qr_file: newQrFileName() }));
      await audit?.(trx, merchant);
      return merchant;
    });
  }

  async function setMerchantActive(id: number, active: boolean, audit?: AuditHook<AdminMerchant>): Promise<AdminMerchant> {
    return db.transaction().execute(async (trx) => {
      const row = await repo.setMerchantActive(trx, id, active);
      if (!row) throw notFound(WALLET_MSG.merchantNotFound);
      const merchant = toAdminMerchant(row);
      await audit?.(trx, merchant);
      return merchant;
    });
  }

  async function savedAccounts(userId: number): Promise<SavedAccount[]> {
    return (await repo.listSavedAccounts(db, userId)).map(toSavedAccount);
  }

  async function saveAccount(userId: number, input: SaveBankDetailBody): Promise<WalletOkResponse> {
    const method = input.withdrawPaymentMethod === 'UPI' ? 'UPI' : 'Bank';
    const fields = {
      holder: clean(input.withdrawAccountHolder),
      number: clean(input.withdrawAccountNumber),
      ifsc: clean(input.withdrawIfsc).toUpperCase(),
      upi: clean(input.withdrawUpiId),
      bank: clean(input.withdrawBankName),
      phone: clean(input.withdrawPhone),
      image: clean(input.withdrawBankImgSrc),
    };
    const complete =
      method === 'UPI' ? Boolean(fields.holder && fields.upi) : Boolean(fields.number && fields.holder && fields.ifsc && fields.bank);
    if (!complete) throw badRequest(MSG.fillAllInputFields);
    if (!DIGITS.test(fields.phone)) throw badRequest(WALLET_MSG.phoneDigits);
    if (!OWN_IMAGE_PATH.test(fields.image)) throw badRequest(WALLET_MSG.imagePath);
    if ((await repo.countSavedAccounts(db, userId)) >= SAVED_ACCOUNTS_MAX) throw badRequest(WALLET_MSG.tooManySavedAccounts);
    await repo.insertSavedAccount(db, {
      user_id: userId,
      payment_method: method,
      account_holder: fields.holder,
      upi_id: method === 'UPI' ? fields.upi : '',
      account_number: method === 'Bank' ? fields.number : '',
      ifsc: method === 'Bank' ? fields.ifsc : '',
      bank_name: method === 'Bank' ? fields.bank : '',
      phone: fields.phone,
      bank_image: fields.image,
    });
    return { isSuccess: true, message: WALLET_MSG.accountSaved };
  }

  async function deleteAccount(userId: number, id: number): Promise<WalletOkResponse> {
    if (!(await repo.deleteSavedAccount(db, id, userId))) throw notFound(WALLET_MSG.savedAccountNotFound);
    return { isSuccess: true, message: MSG.deleted };
  }

  async function stakeButtons(userId: number): Promise<WalletStakeButtons> {
    const values = await repo.walletStakeValues(db, userId);
    const at = (slot: number) => values.get(slot) ?? 0;
    return { btn1: at(1), btn2: at(2), btn3: at(3), btn4: at(4) };
  }

  async function changeStakeButtons(userId: number, buttons: WalletStakeButtons): Promise<WalletOkResponse> {
    await repo.saveWalletStakes(db, userId, [buttons.btn1, buttons.btn2, buttons.btn3, buttons.btn4]);
    return { isSuccess: true, message: MSG.stakeChanged };
  }

  return {
    activeMerchants,
    merchantQrPng,
    allMerchants,
    createMerchant,
    setMerchantActive,
    savedAccounts,
    saveAccount,
    deleteAccount,
    stakeButtons,
    changeStakeButtons,
  };
}

export type AccountsService = ReturnType<typeof makeAccountsService>;
