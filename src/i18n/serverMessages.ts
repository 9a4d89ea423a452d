// The messages with a value inside (a stake range, minutes to wait, a reason): each English template
// here is a catalogue key, and a message read back from the server or a listener is matched against
// them to find its key and values. A message with no value is its own key (runtime.ts).

/** The templates, written as the English of src/domain/messages.ts writes them. */
export const MESSAGE_TEMPLATES = [
  'Enter Stake between {{min}} to {{max}}',
  'Request Failed: {{message}}',
  'Error: {{message}}',
  'Delete Failed: {{message}}',
  'Too many failed log-ins. Try again in {{count}} minutes.',
  'Too many failed log-ins. Try again in {{count}} minute.',
  'Too many failed log-ins. Try again in {{count}} seconds.',
  'Too many failed log-ins. Try again in {{count}} second.',
  'Too many sign-ups from your network. Try again in {{count}} minutes.',
  'Matched at {{matched}}, better than your {{asked}}',
  'Matched at {{matched}} (you asked {{asked}})',
  'asked {{asked}}',
  // The statement's remarks the server writes (a settlement's is '<event> / <market> / <result>').
  'Deposit (UTR {{utr}})',
  '{{runs}} runs',
  'Min: {{min}} Max: {{max}}',
  // The sign-up page's rules (SIGN_UP_RULES: validation.ts is in the log-in route's JavaScript, which
  // carries no translation marks, so they are named here).
  'User name: 3 to 32 letters, digits or _',
  'Password: at least {{count}} characters',
  'Mobile: 10 to 15 digits',
  // Player protection's answers (src/domain/contract/protection.ts): {{period}} is one of PERIOD_WORDS,
  // translated on its own; {{until}} and {{from}} are 'DD/MM/YYYY HH:mm IST'.
  'Your {{period}} deposit limit is now {{amount}}.',
  'Your {{period}} loss limit is now {{amount}}.',
  'Your {{period}} deposit limit will be removed on {{from}} (pending until then).',
  'Your {{period}} loss limit will be removed on {{from}} (pending until then).',
  'Your {{period}} deposit limit will be {{amount}} from {{from}} (pending until then).',
  'Your {{period}} loss limit will be {{amount}} from {{from}} (pending until then).',
  'Deposit limit: this deposit would pass your {{period}} deposit limit of {{limit}}. You can deposit {{left}} more now.',
  "Loss limit: this bet's worst case would pass your {{period}} loss limit of {{limit}}. {{left}} of it is left.",
  'Your limits cannot be changed during your time-out or self-exclusion (until {{until}}).',
  'You already have a time-out or self-exclusion until {{until}}.',
  'Deposits are refused during your time-out or self-exclusion (until {{until}}).',
  'Withdrawals are refused during your time-out or self-exclusion (until {{until}}).',
  'You are on a time-out until {{until}}. A new account cannot be opened until then.',
  'You have self-excluded until {{until}}. A new account cannot be opened until then.',
  'You are on a time-out until {{until}}. You can log in again after that.',
  'You have self-excluded until {{until}}. You can log in again after that.',
  'Your time-out has started. It ends on {{until}}.',
  'Your self-exclusion has started. It ends on {{until}}.',
  'Reality check every {{minutes}} minutes.',
  'Reality check is off.',
] as const;

/** A limit's period inside a protection message ('Your daily deposit limit …'): a word translated on its own. */
export const PERIOD_WORDS = ['daily', 'weekly', 'monthly'] as const;

/** Words the server writes into rows (statement remarks, market states) with no value inside. */
export const SERVER_TEXTS = [
  'Demo play money',
  'Sign-up',
  'Opening credit',
  'Operator credit',
  'Operator debit',
  'Withdrawal',
  'void',
  'SUSPENDED',
  'Ball Running',
  'CLOSED',
  'ACTIVE',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = MESSAGE_TEMPLATES.map((key) => {
  const names: string[] = [];
  const source = key
    .split(/({{\w+}})/)
    .map((part) => {
      const name = /^{{(\w+)}}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** The template `message` was made from, with its values; null when it is no template's. */
export function messageKey(message: string): { key: string; values: Record<string, string> } | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}
