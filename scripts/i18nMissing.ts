// `npx tsx scripts/i18nMissing.ts`: the keys a catalogue lacks, as JSON, to translate and add
// (docs/i18n.md). The catalogue test (src/i18n/catalogues.test.ts) fails while any is missing.
import hi from '../src/i18n/locales/hi';
import bn from '../src/i18n/locales/bn';
import { allKeys, keysInSource } from '../src/i18n/catalogueKeys';

const where = keysInSource();
for (const [language, catalogue] of [
  ['hi', hi],
  ['bn', bn],
] as const) {
  const missing = allKeys().filter((key) => !(key in catalogue));
  process.stdout.write(`${language}: ${missing.length} missing\n`);
  for (const key of missing) process.stdout.write(`  ${JSON.stringify(key)}: '', // ${where.get(key) ?? 'messages'}\n`);
}
