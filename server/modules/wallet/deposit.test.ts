// POST /api/selfUser/depositRequest: what a player sees for a good slip and for every bad input, and
// that a refused request leaves no row and no file behind.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '../../../src/domain/messages';
import { SLIP_MAX_BYTES } from '../../../src/domain/constants';
import { WALLET_MSG } from './messages';
import {
  useWalletApp,
  depositForm,
  postDeposit,
  requestRows,
  paddedPng,
  slipHeic,
  slipJpeg,
  slipPng,
  UPI_MERCHANT,
  type DepositFields,
} from '../../test/wallet/testSupport';
import type { Session } from '../../test/auth/testSupport';
import { must } from '../../test/must';

const app = useWalletApp({ signIn: ['self1'], self2Rupees: 100_000 }); // ₹1,00,000, as player1 has (a selfUser 0 player has no wallet)
const slip = slipPng(['Payment successful', 'UTR 412345678901']);

/** Each transfer's own slip: one image backs one live deposit. */
const slipOf = (utr: string) => slipPng(['Payment successful', `UTR ${utr}`]);

async function expectNothingStored(before: { rows: number; files: number }) {
  expect((await requestRows(app.t.deps.db, app.self1.userId)).length).toBe(before.rows);
  expect(app.t.slipFiles().length).toBe(before.files);
}
async function snapshot() {
  return { rows: (await requestRows(app.t.deps.db, app.self1.userId)).length, files: app.t.slipFiles().length };
}

/** The player's deposit form with `fields` and this slip, posted in their session. */
const depositAs = (who: Session, fields: Omit<DepositFields, 'userId'>, bytes: Buffer) =>
  postDeposit(app.t.app, who.cookie, depositForm({ userId: who.userId, ...fields }, { bytes }));

/** self1 posts `form` and is refused with `status`, and nothing is stored: no request row, no slip file. */
async function expectRefusedStoringNothing(form: FormData, status: number) {
  const before = await snapshot();
  const response = await postDeposit(app.t.app, app.self1.cookie, form);
  expect(response.statusCode).toBe(status);
  await expectNothingStored(before);
  return response;
}

describe('a good deposit', () => {
  it('answers Request Sent! and stores a pending request with its slip outside the web root', async () => {
    const response = await depositAs(app.self1, { UTR: 'AXISN26112100111' }, slip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, message: MSG.requestSent });

    const [row] = (await requestRows(app.t.deps.db, app.self1.userId)).filter((r) => r.utr === 'AXISN26112100111');
    expect(row).toMatchObject({
      request_type: 'deposit',
      amount: 50000,
      status: 2,
      payment_method: 'UPI',
      display_name: UPI_MERCHANT.display_name,
      upi_id: UPI_MERCHANT.upi_id,
      slip_type: 'png',
    });
    expect(row.slip_file).toMatch(/^[a-f0-9]{32}\.png$/);
    const stored = path.join(app.t.uploadDir, 'slips', must(row.slip_file, 'the stored slip file name'));
    expect(fs.readFileSync(stored).equals(slip)).toBe(true);
    // The player's file name is never used.
    expect(app.t.slipFiles()).not.toContain('slip.png');
  });

  it('accepts the boundaries: 100 and 100000 rupees, and a slip of exactly 5 MB', async () => {
    const fiveMb = paddedPng(slip, SLIP_MAX_BYTES);
    for (const [amount, bytes, utr] of [
      ['100', slipOf('500000000001'), '500000000001'],
      ['100000', fiveMb, '500000000002'],
    ] as const) {
      const response = await postDeposit(
        app.t.app,
        app.self1.cookie,
        depositForm({ userId: app.self1.userId, depositAmount: amount, UTR: utr }, { bytes }),
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('accepts a JPEG and a HEIC slip by their content, whatever the file is called', async () => {
    const jpeg = slipJpeg(['Paid ₹500', 'UTR 500000000003']);
    const heic = slipHeic();
    const first = await postDeposit(
      app.t.app,
      app.self1.cookie,
      depositForm({ userId: app.self1.userId, UTR: '500000000003' }, { bytes: jpeg, name: 'x.bin', type: 'application/octet-stream' }),
    );
    const second = await postDeposit(
      app.t.app,
      app.self1.cookie,
      depositForm({ userId: app.self1.userId, UTR: '500000000004' }, { bytes: heic, name: 'IMG_1.HEIC', type: 'image/heic' }),
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await requestRows(app.t.deps.db, app.self1.userId);
    expect(rows.find((r) => r.utr === '500000000003')?.slip_type).toBe('jpeg');
    expect(rows.find((r) => r.utr === '500000000004')?.slip_type).toBe('heic');
  });
});

describe('bad slips are refused and nothing is stored', () => {
  const cases: Array<[string, () => Parameters<typeof depositForm>[1], number, string]> = [
    [
      'a text file called slip.png',
      () => ({ bytes: Buffer.from('just some text, not a picture'), name: 'slip.png', type: 'image/png' }),
      400,
      WALLET_MSG.slipNotImage,
    ],
    [
      'a renamed executable',
      () => ({
        bytes: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(500)]),
        name: 'slip.jpg',
        type: 'image/jpeg',
      }),
      400,
      WALLET_MSG.slipNotImage,
    ],
    [
      'a Windows program called slip.heic',
      () => ({ bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500)]), name: 'slip.heic', type: 'image/heic' }),
      400,
      WALLET_MSG.slipNotImage,
    ],
    [
      'a PNG header followed by random bytes',
      () => ({ bytes: Buffer.concat([slip.subarray(0, 33), crypto.randomBytes(100_000)]), name: 'slip.png', type: 'image/png' }),
      400,
      WALLET_MSG.slipUnreadable,
    ],
    [
      'a JPEG header followed by random bytes',
      () => ({ bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(100_000)]), name: 'slip.jpg' }),
      400,
      WALLET_MSG.slipUnreadable,
    ],
    [
      'a HEIC header followed by random bytes',
      () => ({ bytes: Buffer.concat([slipHeic().subarray(0, 24), crypto.randomBytes(100_000)]), name: 'slip.heic' }),
      400,
      WALLET_MSG.slipUnreadable,
    ],
    [
      'a HEIC whose item points past its end',
      () => ({ bytes: slipHeic().subarray(0, slipHeic().length - 50), name: 'slip.heic' }),
      400,
      WALLET_MSG.slipUnreadable,
    ],
    ['an empty file', () => ({ bytes: Buffer.alloc(0) }), 400, MSG.slipRequired],
    ['a file over 5 MB', () => ({ bytes: Buffer.concat([slip, Buffer.alloc(SLIP_MAX_BYTES)]) }), 413, WALLET_MSG.slipTooLarge],
  ];
  it.each(cases)('%s', async (_name, image, status, message) => {
    const response = await expectRefusedStoringNothing(depositForm({ userId: app.self1.userId, UTR: 'BADSLIP01' }, image()), status);
    expect(response.json()).toMatchObject({ isSuccess: false, message });
  });

  it('no slip at all', async () => {
    const response = await expectRefusedStoringNothing(depositForm({ userId: app.self1.userId, UTR: 'NOSLIP01' }), 400);
    expect(response.json().message).toBe(MSG.slipRequired);
  });

  it('two slips in one form', async () => {
    const form = depositForm({ userId: app.self1.userId, UTR: 'TWOSLIP01' }, { bytes: slip });
    form.append('image', new Blob([new Uint8Array(slip)], { type: 'image/png' }), 'second.png');
    const response = await expectRefusedStoringNothing(form, 413);
    expect(response.json().message).toBe(WALLET_MSG.oneSlipOnly);
  });
});

describe('bad fields are refused and nothing is stored', () => {
  it.each(['99', '100001', '0', '-500', '500.50', 'abc', ''])('amount %p', async (amount) => {
    const response = await expectRefusedStoringNothing(
      depositForm({ userId: app.self1.userId, depositAmount: amount, UTR: 'AMOUNT01' }, { bytes: slip }),
      400,
    );
    expect(response.json()).toEqual({ isSuccess: false, message: MSG.depositRange });
  });

  it.each([
    ['', MSG.utrRequired],
    ['   ', MSG.utrRequired],
    ['12-34-56', WALLET_MSG.utrFormat],
    ['12345', WALLET_MSG.utrFormat],
  ])('UTR %p', async (utr, message) => {
    const response = await expectRefusedStoringNothing(depositForm({ userId: app.self1.userId, UTR: utr }, { bytes: slip }), 400);
    expect(response.json().message).toBe(message);
  });

  it('a merchant account that does not exist (or was removed)', async () => {
    const response = await expectRefusedStoringNothing(
      depositForm({ userId: app.self1.userId, UTR: '500000000005', UPIID: 'someone.else@ybl' }, { bytes: slip }),
      400,
    );
    expect(response.json().message).toBe(WALLET_MSG.merchantGone);
  });

  it("another player's userId", async () => {
    const response = await expectRefusedStoringNothing(depositForm({ userId: app.self2.userId, UTR: 'OTHER0001' }, { bytes: slip }), 403);
    expect(response.json().isSuccess).toBe(false);
    expect((await requestRows(app.t.deps.db, app.self2.userId)).length).toBe(0);
  });

  it('no session', async () => {
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/api/selfUser/depositRequest',
      payload: depositForm({ userId: app.self1.userId }, { bytes: slip }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a UTR backs one deposit', () => {
  it('refuses a UTR already used, by the same or another player', async () => {
    const first = await depositAs(app.self1, { UTR: '998877665544' }, slipOf('998877665544'));
    expect(first.statusCode).toBe(200);
    const before = await snapshot();
    const again = await depositAs(app.self1, { UTR: '998877665544' }, slip);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ isSuccess: false, message: WALLET_MSG.utrUsed });
    const other = await depositAs(app.self2, { UTR: '998877665544' }, slip);
    expect(other.statusCode).toBe(409);
    await expectNothingStored(before);
    expect((await requestRows(app.t.deps.db, app.self2.userId)).length).toBe(0);
  });

  it('lets exactly one of two simultaneous claims of a UTR through, and keeps one file', async () => {
    const before = await snapshot();
    const raced = slipOf('500000000006');
    const responses = await Promise.all([1, 2].map(() => depositAs(app.self1, { UTR: '500000000006' }, raced)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await requestRows(app.t.deps.db, app.self1.userId)).length).toBe(before.rows + 1);
    expect(app.t.slipFiles().length).toBe(before.files + 1);
  });
});
