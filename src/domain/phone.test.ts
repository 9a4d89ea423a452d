import { phoneKey } from './phone';

test('a number in each of its written forms has one normal form', () => {
  for (const form of ['9876543210', '+91 98765 43210', '+919876543210', '919876543210', '09876543210', '0091 98765-43210']) {
    expect(phoneKey(form)).toBe('9876543210');
  }
});

test('91 is a country code only on a 12-digit number; other numbers keep their digits', () => {
  expect(phoneKey('9198765432')).toBe('9198765432');
  expect(phoneKey('447700900123')).toBe('447700900123');
  expect(phoneKey('')).toBeNull();
  expect(phoneKey('000')).toBeNull();
});
