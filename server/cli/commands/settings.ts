// Operator commands for settings: read them all, change a sport's, an event's, master data, and
// the default stake buttons. A change applies to the next bet on every API process.
import { integer, UsageError, zeroOrOne, type CliCommand } from '../registry';

const reason = { description: 'why (kept in the audit log, up to 500 characters)' };

/** Flags given on the command line only: undefined ones are left out of the body. */
function defined(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** 1, 0, or 'feed' (the feed's own value again: clears the operator's override). */
function override(flag: string, value: string | undefined): 0 | 1 | 'feed' | undefined {
  if (value === 'feed' || value === 'clear') return 'feed';
  return zeroOrOne(flag, value);
}

const LIMIT_FLAGS = ['min-odd', 'max-odd', 'min-bookmaker', 'max-bookmaker', 'min-fancy', 'max-fancy'] as const;
const LIMIT_FIELDS: Record<(typeof LIMIT_FLAGS)[number], string> = {
  'min-odd': 'minOddLimit',
  'max-odd': 'maxOddLimit',
  'min-bookmaker': 'minBookmakerLimit',
  'max-bookmaker': 'maxBookmakerLimit',
  'min-fancy': 'minFancyLimit',
  'max-fancy': 'maxFancyLimit',
};
const limitFlags = Object.fromEntries(LIMIT_FLAGS.map((f) => [f, { description: `${LIMIT_FIELDS[f]} in whole rupees` }]));

const DELAY_FLAGS = ['bet-delay', 'bookmaker-delay', 'fancy-delay'] as const;
const DELAY_FIELDS: Record<(typeof DELAY_FLAGS)[number], string> = {
  'bet-delay': 'betDelayTime',
  'bookmaker-delay': 'bookmakerDelayTime',
  'fancy-delay': 'fancyDelayTime',
};
const delayFlags = {
  'bet-delay': { description: 'match odds and toss delay, seconds' },
  'bookmaker-delay': { description: 'bookmaker delay, seconds' },
  'fancy-delay': { description: 'fancy delay, seconds' },
};
const priceFlags = {
  'min-price': { description: 'the lowest match-odds price a bet may be placed at (1.01\u20131000, 2 decimals)' },
  'max-price': { description: 'the highest match-odds price a bet may be placed at' },
};

/** A price such as 1.01 or 3.5 (the server checks the window). */
function price(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(value)) throw new UsageError(`--${flag} must be a price such as 1.01 or 3.5`);
  return Number(value);
}

/** All of a group's flags or none; `clear` 1 sends null (the sport's apply again). */
function group<F extends string>(
  flags: Record<string, string | undefined>,
  names: readonly F[],
  fields: Record<F, string>,
  clear: string,
  read: (flag: F, v: string | undefined) => number | undefined,
) {
  if (flags[clear] === '1') return null;
  const given = names.filter((f) => flags[f] !== undefined);
  if (given.length === 0) return undefined;
  if (given.length < names.length) throw new UsageError(`give all of --${names.join(', --')} (or --${clear} 1)`);
  return Object.fromEntries(names.map((f) => [fields[f], read(f, flags[f])]));
}

export const settingsCommands: CliCommand[] = [
  {
    name: 'settings',
    summary: 'every sport\u2019s limits and delays, master data, default stake buttons; --event for one event\u2019s',
    flags: { event: { description: 'an event id (gameId): its lock, market kinds and own limits' } },
    run: (client, flags) =>
      flags.event !== undefined
        ? client.call('GET', `/admin/settings/events/${integer('event', flags.event)}`)
        : client.call('GET', '/admin/settings'),
  },
  {
    name: 'set-sport',
    summary: 'change a sport\u2019s stake limits (whole rupees), bet delays (0\u201360 s) and match-odds price window',
    flags: {
      sport: { description: 'sport id: 4 cricket, 2 tennis, 1 football', required: true },
      ...limitFlags,
      ...delayFlags,
      ...priceFlags,
      reason,
    },
    run: (client, flags) => {
      const body = defined({
        ...Object.fromEntries(LIMIT_FLAGS.map((f) => [LIMIT_FIELDS[f], integer(f, flags[f])])),
        betDelayTime: integer('bet-delay', flags['bet-delay']),
        bookmakerDelayTime: integer('bookmaker-delay', flags['bookmaker-delay']),
        fancyDelayTime: integer('fancy-delay', flags['fancy-delay']),
        minOddPrice: price('min-price', flags['min-price']),
        maxOddPrice: price('max-price', flags['max-price']),
        reason: flags.reason,
      });
      return client.call('PATCH', `/admin/settings/sports/${integer('sport', flags.sport)}`, body);
    },
  },
  {
    name: 'set-event',
    summary: 'lock betting on an event, offer or withdraw a market kind, set or clear its own stake limits, delays and price window',
    flags: {
      event: { description: 'the event id (gameId)', required: true },
      'bet-lock': { description: '1 locks betting, 0 unlocks, feed: the feed decides again' },
      'match-odds': { description: '1 offered, 0 not, feed' },
      bookmaker: { description: '1 offered, 0 not, feed' },
      fancy: { description: '1 offered, 0 not, feed' },
      ...limitFlags,
      'clear-limits': { description: '1: drop the event\u2019s own limits (the sport\u2019s apply)' },
      ...delayFlags,
      'clear-delays': { description: '1: drop the event\u2019s own delays (the sport\u2019s apply)' },
      ...priceFlags,
      'clear-price': { description: '1: drop the event\u2019s own price window (the sport\u2019s applies)' },
      reason,
    },
    run: (client, flags) => {
      const given = LIMIT_FLAGS.filter((f) => flags[f] !== undefined);
      if (given.length > 0 && given.length < LIMIT_FLAGS.length)
        throw new UsageError(`an event's limits take all six: --${LIMIT_FLAGS.join(', --')}`);
      const limits =
        flags['clear-limits'] === '1'
          ? null
          : given.length > 0
            ? Object.fromEntries(LIMIT_FLAGS.map((f) => [LIMIT_FIELDS[f], integer(f, flags[f])]))
            : undefined;
      const body = defined({
        isBetLock: override('bet-lock', flags['bet-lock']),
        matchOdds: override('match-odds', flags['match-odds']),
        bookMaker: override('bookmaker', flags.bookmaker),
        fancy: override('fancy', flags.fancy),
        limits,
        delays: group(flags, DELAY_FLAGS, DELAY_FIELDS, 'clear-delays', integer),
        priceWindow: group(
          flags,
          ['min-price', 'max-price'] as const,
          { 'min-price': 'minOddPrice', 'max-price': 'maxOddPrice' },
          'clear-price',
          price,
        ),
        reason: flags.reason,
      });
      return client.call('PATCH', `/admin/settings/events/${integer('event', flags.event)}`, body);
    },
  },
  {
    name: 'set-master',
    summary: 'the site message (the ticker under the header) and BetStartTime (minutes before the start)',
    flags: {
      message: { description: 'the site message' },
      'bet-start': { description: 'minutes before the start when betting opens' },
      reason,
    },
    oneOf: [['message', 'bet-start']],
    run: (client, flags) =>
      client.call(
        'PATCH',
        '/admin/settings/master',
        defined({ siteMessage: flags.message, betStartTime: integer('bet-start', flags['bet-start']), reason: flags.reason }),
      ),
  },
  {
    name: 'set-stake-buttons',
    summary: 'the default stake buttons of new players: --kind match (10 values) or wallet (4)',
    flags: {
      kind: { description: 'match or wallet', required: true },
      values: { description: 'comma-separated whole rupees, e.g. 100,200,500,...', required: true },
      reason,
    },
    run: (client, flags) => {
      if (flags.kind !== 'match' && flags.kind !== 'wallet') throw new UsageError('--kind must be match or wallet');
      const values = (flags.values ?? '').split(',').map((v) => integer('values', v.trim()) ?? 0);
      return client.call(
        'PUT',
        '/admin/settings/stake-buttons',
        defined({ kind: flags.kind, buttons: values.map((value) => ({ label: String(value), value })), reason: flags.reason }),
      );
    },
  },
];
