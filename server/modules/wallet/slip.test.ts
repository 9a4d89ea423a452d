// A slip's type comes from its first bytes; and demo players never move real money.
import { sniffSlipType } from './slip';
import { WALLET_MSG } from './messages';
import { buildWalletApp, depositForm, postDeposit, requestRows, slipPng, type WalletTestApp } from '../../test/wallet/testSupport';
import { cookieHeader } from '../../test/app';

describe('sniffSlipType', () => {
  const ftyp = (major: string, ...compatible: string[]) => {
    const brands = Buffer.from(compatible.join(''), 'latin1');
    const size = Buffer.alloc(4);
    size.writeUInt32BE(16 + brands.length);
    return Buffer.concat([size, Buffer.from(`ftyp${major}`, 'latin1'), Buffer.alloc(4), brands, Buffer.alloc(64)]);
  };

  it.each([
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'png'],
    ['a JPEG (JFIF)', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpeg'],
    ['a JPEG (Exif)', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0x10]), 'jpeg'],
    ['an iPhone HEIC', ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['a HEIF whose major brand is mif1', ftyp('mif1', 'heic'), 'heic'],
    ['a HEIF naming heix only among compatible brands', ftyp('msf2', 'isom', 'heix'), 'heic'],
  ])('recognises %s', (_name, bytes, type) => {
    expect(sniffSlipType(bytes)).toBe(type);
  });

  it.each([
    ['a Linux program', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0])],
    ['a Windows program', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['an SVG (scripts can hide in it)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['an MP4 video (ftyp, but not HEIF)', ftyp('isom', 'iso2', 'mp41')],
    ['an AVIF (HEIF, but not HEIC)', ftyp('avif', 'mif1', 'miaf', 'avif')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffSlipType(bytes)).toBeNull();
  });
});

describe('demo players', () => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await buildWalletApp();
  });
  afterAll(async () => t.close());

  it('cannot deposit or withdraw', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/Demologin', payload: {} });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login);
    const userId = login.json().result[0].Id;

    const deposit = await postDeposit(t.app, cookie, depositForm({ userId, UTR: 'DEMO000001' }, { bytes: slipPng(['UTR 1']) }));
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().message).toBe(WALLET_MSG.demoNotAllowed);
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/api/api/selfUser/withdrawRequest',
      headers: { cookie },
      payload: { userId, withdrawAmountBtn: 100, paymentMethod: 'UPI', UPIID: 'demo@ybl' },
    });
    expect(withdraw.statusCode).toBe(403);
    expect(await requestRows(t.deps.db, userId)).toHaveLength(0);
    expect(t.slipFiles()).toHaveLength(0);
  });
});
