// Helpers for the wallet's tests: an app whose slips go to a temporary folder, generated slip images,
// deposit forms, and reads of the wallet and ledger.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../app';
import type { Db } from '../../db/database';
import { SEEDED_MERCHANTS } from '../../db/seedWallet';

import { logIn, openPlayerInDb, type Session } from '../auth/testSupport';
import { useApp, type Started, type Who } from '../fixtures';
import { hashPassword } from '../../lib/password';

export { logIn, logInOperator, type Session } from '../auth/testSupport';

// A fresh database and scrypt log-ins take a few seconds when the two shared cores are busy.
jest.setTimeout(30_000);

export interface WalletTestApp extends TestApp {
  uploadDir: string;
  slipFiles(): string[];
}

export async function buildWalletApp(options: { server?: FastifyServerOptions } = {}): Promise<WalletTestApp> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-uploads-'));
  const test = await buildTestApp({ config: { uploadDir }, server: options.server });
  const slipsDir = path.join(uploadDir, 'slips');
  return {
    ...test,
    uploadDir,
    slipFiles: () => (fs.existsSync(slipsDir) ? fs.readdirSync(slipsDir) : []),
    close: async () => {
      await test.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

let fontReady = false;
/** A PNG that looks like a payment app's receipt, drawn with a font from npm (no system fonts). */
export function slipPng(lines: string[]): Buffer {
  if (!fontReady) {
    GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), 'SlipSans');
    fontReady = true;
  }
  const canvas = createCanvas(640, 120 + lines.length * 60);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111111';
  g.font = '28px SlipSans';
  lines.forEach((line, i) => g.fillText(line, 40, 80 + i * 60));
  return canvas.toBuffer('image/png');
}

export const UPI_MERCHANT = SEEDED_MERCHANTS[0];

export interface DepositFields {
  userId: number | string;
  depositAmount?: string;
  UTR?: string;
  paymentMethod?: string;
  DisplayName?: string;
  UPIID?: string;
  AccountNumber?: string;
}

/** The deposit form as the SPA sends it: paying into the seeded UPI merchant unless told otherwise. */
export function depositForm(fields: DepositFields, image?: { bytes: Buffer; name?: string; type?: string }): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    userId: String(fields.userId),
    userName: 'self1',
    depositAmount: fields.depositAmount ?? '500',
    paymentMethod: fields.paymentMethod ?? UPI_MERCHANT.payment_type,
    DisplayName: fields.DisplayName ?? UPI_MERCHANT.display_name,
    AccountNumber: fields.AccountNumber ?? UPI_MERCHANT.account_number,
    PaymentSubType: UPI_MERCHANT.payment_sub_type,
    bank: UPI_MERCHANT.bank,
    IFSC: UPI_MERCHANT.ifsc,
    UPIID: fields.UPIID ?? UPI_MERCHANT.upi_id,
    UTR: fields.UTR ?? '412345678901',
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  if (image) {
    form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }), image.name ?? 'slip.png');
  }
  return form;
}

export async function postDeposit(app: FastifyInstance, cookie: string, form: FormData) {
  return app.inject({ method: 'POST', url: '/api/api/selfUser/depositRequest', headers: { cookie }, payload: form });
}

export async function walletOf(db: Db, userId: number) {
  return db.selectFrom('wallets').select(['balance', 'reserved', 'exposure']).where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** The ledger's sum and the wallet's balance, which must always agree. */
export async function ledgerAndBalance(db: Db, userId: number): Promise<{ ledger: number; balance: number }> {
  const sum = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.sum<string>('amount').as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const wallet = await walletOf(db, userId);
  return { ledger: Number(sum.total ?? 0), balance: wallet.balance };
}

export async function requestRows(db: Db, userId: number) {
  return db.selectFrom('wallet_requests').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/**
 * A second self-registered player (selfUser 1: only they have a wallet) with `rupees` in it,
 * signed in. Opened as sign-up opens an account, with the money credited as the operator would.
 */
export async function openSelfUser(t: TestApp, username: string, rupees: number): Promise<Session> {
  const password = `${username}-pass`;
  await openPlayerInDb(t.deps.db, {
    username,
    passwordHash: await hashPassword(password),
    selfUser: 1,
    exposureLimit: 20_000_000,
    openingPaise: rupees * 100,
  });
  return logIn(t.app, username, password);
}

/**
 * The wallet app (buildWalletApp) for one test file, started in beforeAll and closed in afterAll, with
 * `signIn` signed in and, given `self2Rupees`, a second selfUser player `self2` holding that much.
 */
export function useWalletApp<W extends Who = never>(
  options: { signIn?: readonly W[]; listen?: boolean; self2Rupees?: number } = {},
): Started<WalletTestApp, W> & { self2: Session } {
  const { self2Rupees } = options;
  return useApp({
    build: buildWalletApp,
    signIn: options.signIn,
    listen: options.listen,
    timeout: 30_000, // a fresh database, the wallet app and self2: slower than 5 s on a busy machine
    // self2 is there only when self2Rupees is given; a file that does not ask for it does not use it.
    then: async ({ t }) => (self2Rupees === undefined ? {} : { self2: await openSelfUser(t, 'self2', self2Rupees) }) as { self2: Session },
  });
}
