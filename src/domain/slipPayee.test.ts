// The slip's payee against the merchant: matched by UPI id, account (in full or its masked ending) or
// name however OCR spaced them; another payee's id is a mismatch naming what the slip shows.
import { payeeMark, readSlipPayee } from './slipPayee';

const UPI_MERCHANT = { displayName: 'Exchange Payments', upiId: 'exchange.pay@okhdfc', accountNumber: '' };
const BANK_MERCHANT = { displayName: 'Exchange Payments', upiId: '', accountNumber: '50100234567812' };

test('the merchant UPI id on the slip, even split by OCR, is a match', () => {
  const slip = readSlipPayee('Paid to\nexchange. pay@okhdfc\nFrom ravi@okaxis\nUTR 412345678901');
  expect(payeeMark(slip, UPI_MERCHANT)).toEqual({ mark: 'match', by: 'UPI id' });
});

test('the merchant name on the slip is a match (the journey slips say "Paid to Exchange Payments")', () => {
  expect(payeeMark(readSlipPayee('Paid to Exchange  Payments ₹500'), UPI_MERCHANT)).toEqual({ mark: 'match', by: 'name' });
});

test('a bank merchant: the full number or its masked ending matches; another ending is a mismatch', () => {
  expect(payeeMark(readSlipPayee('To A/c 5010 0234 5678 12'), BANK_MERCHANT)).toEqual({ mark: 'match', by: 'account' });
  expect(payeeMark(readSlipPayee('Credited to A/c XXXXXXXX7812'), BANK_MERCHANT)).toEqual({ mark: 'match', by: 'account' });
  expect(payeeMark(readSlipPayee('Credited to A/c XXXXXXXX4455'), BANK_MERCHANT)).toEqual({
    mark: 'mismatch',
    shown: 'an account ending 4455',
  });
});

test('another UPI id and not the merchant name: a mismatch naming it', () => {
  const slip = readSlipPayee('Paid to Sharma Traders\nsharma.traders@ybl\nUTR 412345678901');
  expect(payeeMark(slip, UPI_MERCHANT)).toEqual({ mark: 'mismatch', shown: 'sharma.traders@ybl' });
});

test('a slip with no payee id and no merchant name cannot be compared', () => {
  expect(payeeMark(readSlipPayee('Payment successful ₹500 UTR 412345678901'), UPI_MERCHANT)).toEqual({ mark: 'unread' });
});
