// A refusal's reason as a bounded label value: the key of its message in the product's message
// tables (insufficientBalance, oddsChanged, …). Messages with numbers in them (the stake range, a
// field name) are matched by their fixed beginning; anything else is "other", so no text a client
// controls and no amount can ever become a label value.
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { HttpError } from '../errors';

const byMessage = new Map<string, string>();
const byPrefix: Array<[string, string]> = [];

/** Adds a table's fixed messages by text, and the fixed beginning of its message-making functions. */
export function addReasonMessages(table: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') byMessage.set(value, key);
    else if (typeof value === 'function') {
      // The text before the first argument: call it with a marker and keep what precedes it.
      const sample = String((value as (...args: unknown[]) => unknown)('\u0000', '\u0000'));
      const prefix = sample.split('\u0000')[0];
      if (prefix.length >= 8) byPrefix.push([prefix, key]);
    }
  }
}
addReasonMessages(MSG);
addReasonMessages(SERVER_MSG);

export function reasonOf(error: unknown): string {
  if (!(error instanceof HttpError)) return 'server_error';
  const key = byMessage.get(error.message);
  if (key) return key;
  for (const [prefix, name] of byPrefix) if (error.message.startsWith(prefix)) return name;
  return 'other';
}
