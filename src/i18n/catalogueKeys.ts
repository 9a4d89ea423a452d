// Every key the player app asks for: the literal texts in t('…') and tk('…') across src/ (the console
// under src/admin stays English), the spec's messages, the server's, and the message templates.
// Node only: read by the catalogue test and `npx tsx scripts/i18nMissing.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { MSG, SERVER_MSG } from '../domain/messages';
import { PROTECTION_MSG } from '../domain/contract/protection';
import { MESSAGE_TEMPLATES, PERIOD_WORDS, SERVER_TEXTS } from './serverMessages';

const SRC = path.resolve(__dirname, '..');
const CALL = /\bt[k]?\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' || entry.name === 'testing' || entry.name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** key → the first file that asks for it. */
export function keysInSource(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(CALL)) {
      const key = unescape(match[2] ?? '');
      if (key && !keys.has(key)) keys.set(key, path.relative(SRC, file));
    }
  }
  return keys;
}

export function messageKeys(): string[] {
  const plain = [...Object.values(MSG), ...Object.values(SERVER_MSG), ...Object.values(PROTECTION_MSG)].flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : [],
  );
  return [...plain, ...MESSAGE_TEMPLATES, ...SERVER_TEXTS, ...PERIOD_WORDS];
}

export function allKeys(): string[] {
  return [...new Set([...keysInSource().keys(), ...messageKeys()])].sort();
}
