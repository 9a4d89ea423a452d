// QR images of merchant accounts, rendered by our own server (spec §7 loads them from the provider's
// image path; we serve them ourselves). A UPI account's code is a standard UPI payment link that any
// Indian payment app scans; a bank account without a UPI id gets its details as text.
import crypto from 'node:crypto';
import QRCode from 'qrcode';

export interface QrSource {
  payment_type: 'UPI' | 'Bank';
  display_name: string;
  upi_id: string;
  account_number: string;
  ifsc: string;
  bank: string;
}

export function qrPayload(merchant: QrSource): string {
  if (merchant.upi_id) {
    const params = new URLSearchParams({ pa: merchant.upi_id, pn: merchant.display_name, cu: 'INR' });
    return `upi://pay?${params.toString()}`;
  }
  return [`Name: ${merchant.display_name}`, `A/C: ${merchant.account_number}`, `IFSC: ${merchant.ifsc}`, `Bank: ${merchant.bank}`].join(
    '\n',
  );
}

/** A new public file name for a merchant's QR image (unguessable, so lists are not enumerable). */
export function newQrFileName(): string {
  return `qr-${crypto.randomBytes(10).toString('hex')}.png`;
}

export const QR_FILE_PATTERN = '^qr-[a-z0-9-]{1,60}\\.png$';

const CACHE_MAX = 200;

/** Renders a merchant's PNG, cached per file name (accounts are never edited, only created or hidden). */
export class MerchantQrRenderer {
  private readonly cache = new Map<string, Buffer>();

  async render(file: string, merchant: QrSource): Promise<Buffer> {
    const cached = this.cache.get(file);
    if (cached) return cached;
    const png = await QRCode.toBuffer(qrPayload(merchant), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(file, png);
    return png;
  }
}
