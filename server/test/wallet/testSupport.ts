// Helpers for the wallet's tests: an app whose slips go to a temporary folder, generated slip images,
// deposit forms, and reads of the wallet and ledger.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../app';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { SEEDED_MERCHANTS } from '../../db/seedWallet';

import { logIn, openPlayerInDb, type Session } from '../auth/testSupport';
import { useApp, type Started, type Who } from '../fixtures';
import { testPasswordHash } from '../seededPasswords';

export { logIn, logInOperator, type Session } from '../auth/testSupport';

// A fresh database and scrypt log-ins take a few seconds when the two shared cores are busy.
jest.setTimeout(30_000);

export interface WalletTestApp extends TestApp {
  uploadDir: string;
  slipFiles(): string[];
}

export async function buildWalletApp(options: { server?: FastifyServerOptions; config?: Partial<Config> } = {}): Promise<WalletTestApp> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-uploads-'));
  const test = await buildTestApp({ config: { ...options.config, uploadDir }, server: options.server });
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
  return drawSlip(lines).toBuffer('image/png');
}

function drawSlip(lines: string[]) {
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
  return canvas;
}

/** The same receipt as a JPEG, as a phone's camera saves it. */
export function slipJpeg(lines: string[]): Buffer {
  return drawSlip(lines).toBuffer('image/jpeg');
}

/**
 * A valid PNG of exactly `total` bytes: `png` with a private ancillary chunk (which decoders skip)
 * before its IEND, as large as needed.
 */
export function paddedPng(png: Buffer, total: number): Buffer {
  const iend = png.length - 12;
  const data = Buffer.alloc(total - png.length - 12);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from('prVt', 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([png.subarray(0, iend), length, typeAndData, crc, png.subarray(iend)]);
}

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * A HEIC whose structure holds together (ftyp, a 'meta' box with a 'pict' handler and an item
 * location, and the 'mdat' it points into), as the server's check reads it. Its coded picture is
 * `payload` bytes of nothing: no HEVC decoder runs on the server (slipDecode.ts).
 */
export function slipHeic(payload = 200): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('heic', 'latin1'), Buffer.alloc(4), Buffer.from('mif1heic', 'latin1')]));
  const hdlr = box('hdlr', Buffer.concat([Buffer.alloc(8), Buffer.from('pict', 'latin1'), Buffer.alloc(13)]));
  const ilocLength = 8 + 4 + 2 + 2 + 2 + 2 + 2 + 4 + 4;
  const metaLength = 8 + 4 + hdlr.length + ilocLength;
  const dataStart = ftyp.length + metaLength + 8;
  const ilocBody = Buffer.alloc(ilocLength - 8);
  ilocBody.writeUInt16BE(0x4400, 4); // 4-byte offsets and lengths, no base offset
  ilocBody.writeUInt16BE(1, 6); // one item
  ilocBody.writeUInt16BE(1, 8); // item 1
  ilocBody.writeUInt16BE(1, 12); // one extent (after the data reference index)
  ilocBody.writeUInt32BE(dataStart, 14);
  ilocBody.writeUInt32BE(payload, 18);
  const meta = box('meta', Buffer.concat([Buffer.alloc(4), hdlr, box('iloc', ilocBody)]));
  return Buffer.concat([ftyp, meta, box('mdat', Buffer.alloc(payload, 1))]);
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
    passwordHash: testPasswordHash(password),
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

/** self1 asks to withdraw `amount` rupees to their UPI id, as the wallet page sends it; the request's id. */
export async function self1Withdraws(app: { t: TestApp; self1: Session }, amount: number): Promise<number> {
  const response = await app.t.app.inject({
    method: 'POST',
    url: '/api/api/selfUser/withdrawRequest',
    headers: { cookie: app.self1.cookie },
    payload: { userId: app.self1.userId, withdrawAmountBtn: amount, paymentMethod: 'UPI', UPIID: 'self1@ybl', accountHName: 'Self One' },
  });
  expect(response.statusCode).toBe(200);
  const rows = await requestRows(app.t.deps.db, app.self1.userId);
  return rows[rows.length - 1].id;
}
