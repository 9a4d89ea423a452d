// Idempotent wallet seed: two merchant accounts players can deposit into on a fresh installation, one
// UPI and one bank account. Their QR images are rendered by the server from these rows; the fixed file
// names make a second run insert nothing.
import type { Db } from './database';

export const SEEDED_MERCHANTS = [
  {
    payment_type: 'UPI' as const,
    display_name: 'Exchange Payments',
    upi_id: 'exchange.pay@okaxis',
    account_number: '',
    bank: 'Axis Bank',
    ifsc: '',
    payment_sub_type: 'PhonePe / GPay / Paytm',
    qr_file: 'qr-seed-upi-1.png',
  },
  {
    payment_type: 'Bank' as const,
    display_name: 'Exchange Services Pvt Ltd',
    upi_id: 'exchangeservices@hdfcbank',
    account_number: '50200012345678',
    bank: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    payment_sub_type: 'IMPS / NEFT',
    qr_file: 'qr-seed-bank-1.png',
  },
];

export async function seedWallet(db: Db): Promise<void> {
  await db
    .insertInto('merchant_accounts')
    .values(SEEDED_MERCHANTS)
    .onConflict((oc) => oc.column('qr_file').doNothing())
    .execute();
}
