// Catalogue parity: every English text the player app asks for (t('…'), tk('…'), the spec's and the
// server's messages) has its Hindi and its Bengali, no catalogue keeps a key nothing asks for, no
// translation is empty or left in English, and a translation keeps its {{values}}.
import hi from './locales/hi';
import bn from './locales/bn';
import { allKeys } from './catalogueKeys';
import type { Catalogue } from './locales/catalogue';

const CATALOGUES: Array<[string, Catalogue]> = [
  ['hi', hi],
  ['bn', bn],
];
const keys = allKeys();
const values = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(CATALOGUES)('the %s catalogue', (_language, catalogue) => {
  test('has every key the app asks for', () => {
    expect(keys.filter((key) => !catalogue[key])).toEqual([]);
  });
  test('has no key nothing asks for', () => {
    expect(Object.keys(catalogue).filter((key) => !keys.includes(key))).toEqual([]);
  });
  test('keeps each key’s {{values}} and translates it', () => {
    const wrong = Object.entries(catalogue).filter(
      ([key, text]) => values(key).join() !== values(text).join() || (text === key && /[a-z]{3}/i.test(key)),
    );
    expect(wrong).toEqual([]);
  });
});
