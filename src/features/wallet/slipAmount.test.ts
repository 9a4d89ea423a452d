import { findSlipAmount } from './slipAmount';

it('reads the amount after ₹, Rs or INR, with Indian grouping and paise', () => {
  expect(findSlipAmount('Paid to Shree Traders\n₹500\nUTR: 412345678901')).toBe(500);
  expect(findSlipAmount('₹ 1,050.00 sent')).toBe(1050);
  expect(findSlipAmount('Rs. 450.50 debited')).toBe(450.5);
  expect(findSlipAmount('INR 2,00,000 credited')).toBe(200000);
});

it('falls back to a labelled amount, and finds none where there is none', () => {
  expect(findSlipAmount('Transfer Amount: 750\nUTR 412345678901')).toBe(750);
  expect(findSlipAmount('Paid to Shree Traders\nUTR: 412345678901')).toBeNull();
  expect(findSlipAmount('Rs 0')).toBeNull();
});
