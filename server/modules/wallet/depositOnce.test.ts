// One transfer, one deposit: a UTR is compared by its key (the reference's digits without
// leading zeros), so the same reference typed another way is refused, and so is a slip image already
// used; either is refused with 409 and a clear message, nothing written and no file left behind,
// by whichever player tries. A rejected claim frees both for the corrected one.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import * as depositOnceMigration from '../../db/migrations/20261125_15_deposit_once';
import { MSG } from '../../../src/domain/messages';
import { WALLET_MSG } from './messages';
import { useWalletApp, depositForm, postDeposit, requestRows, slipPng, type Session } from '../../test/wallet/testSupport';
import { expectOneOfTwoRefused } from '../../test/fixtures';

const app = useWalletApp({ signIn: ['self1', 'operator'], self2Rupees: 1_000 });
beforeEach(async () => {
  // A clean slate of requests (MAX_PENDING per player): the files of earlier tests stay, counted from here.
  await app.t.deps.db.deleteFrom('wallet_requests').execute();
});

let slips = 0;
/** A slip image no deposit has used yet. */
const freshSlip = () => slipPng(['Payment successful', `Slip ${++slips}`]);
const deposit = (who: Session, utr: string, bytes: Buffer = freshSlip()) =>
  postDeposit(app.t.app, who.cookie, depositForm({ userId: who.userId, UTR: utr }, { bytes }));
const stored = async () => ({
  rows: (await app.t.deps.db.selectFrom('wallet_requests').select('id').execute()).length,
  files: app.t.slipFiles().length,
});

describe('the same reference typed another way', () => {
  it.each([
    ['letters in front', 'ABC123456789', ['UTRABC123456789', '0ABC123456789', 'abc123456789', '123456789', 'XYZ000123456789']],
    ['a 12-digit UPI reference', '412345678901', ['UTR412345678901', '0412345678901', 'UPI412345678901', '000412345678901']],
    ["a bank reference ('UTR' and 8 to 16 digits)", 'UTR00012345678', ['12345678', 'UTR12345678', 'SBIN00012345678']],
  ])('%s: the first is accepted, every variant refused by either player', async (_case, first, variants) => {
    expect((await deposit(app.self1, first)).json()).toEqual({ isSuccess: true, message: MSG.requestSent });
    const before = await stored();
    for (const variant of variants) {
      for (const who of [app.self1, app.self2]) {
        const response = await deposit(who, variant);
        expect({ variant, status: response.statusCode, body: response.json() }).toEqual({
          variant,
          status: 409,
          body: { isSuccess: false, message: WALLET_MSG.utrUsed },
        });
      }
    }
    expect(await stored()).toEqual(before);
  });

  it("stores the UTR as typed, its key and the slip's SHA-256", async () => {
    const bytes = freshSlip();
    expect((await deposit(app.self1, 'utr0412345678901', bytes)).statusCode).toBe(200);
    const [row] = await requestRows(app.t.deps.db, app.self1.userId);
    expect(row).toMatchObject({
      utr: 'UTR0412345678901',
      utr_key: '412345678901',
      slip_sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it.each([
    ['fewer than 8 digits', 'ABCD1234567'],
    ['12 digits, 7 after its leading zeros', 'UTR000001234567'],
    ['no digits', 'ABCDEFGHIJ'],
    ['more than 22 characters', '4'.repeat(23)],
  ])('a UTR with %s is refused before anything is written', async (_case, utr) => {
    const before = await stored();
    const response = await deposit(app.self1, utr);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ isSuccess: false, message: WALLET_MSG.utrFormat });
    expect(await stored()).toEqual(before);
  });
});

describe('the same slip image', () => {
  it('is refused under another UTR, by either player, with nothing written', async () => {
    const bytes = freshSlip();
    expect((await deposit(app.self1, '700000000001', bytes)).statusCode).toBe(200);
    const before = await stored();
    for (const [who, utr] of [
      [app.self1, '700000000002'],
      [app.self2, '700000000003'],
    ] as const) {
      const response = await deposit(who, utr, bytes);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ isSuccess: false, message: WALLET_MSG.slipUsed });
    }
    expect(await stored()).toEqual(before);
    // The same picture re-encoded is another file: that is the operator's to see (the UTR still holds).
    expect((await deposit(app.self1, '700000000004')).statusCode).toBe(200);
  });

  it('a rejected deposit frees its UTR and its slip for the corrected claim', async () => {
    const bytes = freshSlip();
    expect((await deposit(app.self1, '800000000001', bytes)).statusCode).toBe(200);
    const [row] = await requestRows(app.t.deps.db, app.self1.userId);
    const rejected = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/wallet-requests/${row.id}/reject`,
      headers: { cookie: app.operator.cookie },
      payload: { comment: 'Wrong amount' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await deposit(app.self1, 'UTR800000000001', bytes)).json()).toEqual({ isSuccess: true, message: MSG.requestSent });
    // Approved claims hold them for good.
    const rows = await requestRows(app.t.deps.db, app.self1.userId);
    const approved = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/wallet-requests/${rows[1].id}/approve`,
      headers: { cookie: app.operator.cookie },
      payload: { comment: 'ok' },
    });
    expect(approved.statusCode).toBe(200);
    expect((await deposit(app.self2, '800000000001')).json().message).toBe(WALLET_MSG.utrUsed);
    expect((await deposit(app.self2, '900000000001', bytes)).json().message).toBe(WALLET_MSG.slipUsed);
  });
});

describe('two claims of one transfer at the same moment (the unique indexes)', () => {
  it.each([
    [
      'one slip under two UTRs',
      () => {
        const bytes = freshSlip();
        return [
          ['610000000001', bytes],
          ['610000000002', bytes],
        ] as const;
      },
      WALLET_MSG.slipUsed,
    ],
    [
      'one reference typed two ways, two slips',
      () =>
        [
          ['620000000001', freshSlip()],
          ['UTR0620000000001', freshSlip()],
        ] as const,
      WALLET_MSG.utrUsed,
    ],
  ])('%s: one is accepted, the other refused, one file kept', async (_case, claims, message) => {
    const before = await stored();
    const responses = await Promise.all(claims().map(([utr, bytes], i) => deposit(i === 0 ? app.self1 : app.self2, utr, bytes)));
    expectOneOfTwoRefused(responses, message, 409);
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });
});

describe('migration 15 on deposits claimed before it', () => {
  it('keys each deposit; of two live ones with one key the first keeps it, so the migration never fails', async () => {
    const { db } = app.t.deps;
    // Back to before migration 15, with deposits the old rule let through.
    await sql`DROP INDEX wallet_requests_utr_key_once`.execute(db);
    await sql`DROP INDEX wallet_requests_slip_once`.execute(db);
    await sql`ALTER TABLE wallet_requests DROP COLUMN utr_key, DROP COLUMN slip_sha256`.execute(db);
    const legacy = [
      ['ABC123456789', 2],
      ['UTRABC123456789', 2],
      ['0ABC123456789', 3],
      ['AXIS000111', 1],
      ['000000', 2],
    ] as const;
    const ids: number[] = [];
    for (const [utr, status] of legacy) {
      const row = await sql<{ id: number }>`
        INSERT INTO wallet_requests (user_id, request_type, amount, status, payment_method, utr, slip_file, slip_type)
        VALUES (${app.self1.userId}, 'deposit', 50000, ${status}, 'UPI', ${utr}, ${`legacy-${utr}.png`}, 'png') RETURNING id`.execute(db);
      ids.push(row.rows[0].id);
    }
    await depositOnceMigration.up(db);
    const rows = await db
      .selectFrom('wallet_requests')
      .select(['id', 'utr_key', 'slip_sha256'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.utr_key, r.slip_sha256])).toEqual([
      ['123456789', null],
      [null, null],
      ['123456789', null],
      ['111', null],
      [null, null],
    ]);
    // The live claim holds its reference against new deposits.
    expect((await deposit(app.self2, 'XYZ123456789')).json().message).toBe(WALLET_MSG.utrUsed);
  });
});
