import { UTR_PATTERN } from './constants';

const read = (text: string) => UTR_PATTERN.exec(text)?.[1] ?? null;

test.each([
  ['UTR 412345678901', '412345678901'],
  ['Paid ₹500\nUTR: 412345678901\nSuccess', '412345678901'],
  ['UTR No. 41234567', '41234567'],
  ['utr ref 1234567890123456', '1234567890123456'],
])('reads the UTR from %j', (text, utr) => {
  expect(read(text)).toBe(utr);
});

test.each([['UTR 1234567'], ['UTR 12345678901234567'], ['Txn 412345678901'], ['UTR']])('finds no UTR in %j', (text) => {
  expect(read(text)).toBeNull();
});
