// The packed report field reads the numbers PostgreSQL wrote exactly as Number(text) would.
import { PackedFields } from './packedFields';

// (PostgreSQL never writes '-0' for an integer or a numeric, so -0 is not among them.)
test('numbers, decimals, negatives and empty fields read as Number(text) reads them', () => {
  const values: string[] = [
    '0',
    '-1',
    '7',
    '1234567890123',
    '-987654321',
    '2.02',
    '100.00',
    '1.50',
    '999.99',
    '0.01',
    '-0.50',
    '',
    '45',
    '',
  ];
  for (let i = 0; i < 2000; i += 1) {
    const whole = (i * 7_919) % 100_000;
    values.push(`${i % 3 === 0 && whole !== 0 ? '-' : ''}${whole}`, `${(i * 31) % 1000}.${String((i * 17) % 100).padStart(2, '0')}`);
  }
  const fields = new PackedFields(values.join(','));
  for (const text of values) {
    const expected = text === '' ? null : Number(text);
    expect([text, fields.numberOrNull()]).toEqual([text, expected]);
  }
});

test('words come back as the constants given; anything else is an error', () => {
  const fields = new PackedFields('12,lay,settled,Fancy,oops');
  expect(fields.number()).toBe(12);
  expect(fields.word(['back', 'lay'])).toBe('lay');
  expect(fields.word(['settled', 'void'])).toBe('settled');
  expect(fields.word(['Matchodds', 'Fancy'])).toBe('Fancy');
  expect(() => fields.word(['back', 'lay'])).toThrow("unexpected value 'oops'");
});
