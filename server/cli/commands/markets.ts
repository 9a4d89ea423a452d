// Operator commands for markets beyond settle/void: suspend and resume by hand, roll a settlement
// back, the risk book of a market and the risk list.
import type { CliCommand } from '../registry';

const market = { description: "the market's id, e.g. 1.1000042", required: true };
const reason = { description: 'why (required; kept in the audit log, up to 500 characters)', required: true };

export const marketCommands: CliCommand[] = [
  ...(
    [
      ['suspend', 'suspend a market by hand: SUSPENDED for players and no bets until resumed, whatever the feed says'],
      ['resume', 'lift a hand suspension: the feed decides the market\u2019s status again'],
      ['rollback', 'reverse a settlement or void: reversing ledger entries, bets matched again; then settle it again'],
    ] as const
  ).map(([name, summary]): CliCommand => ({
    name,
    summary,
    flags: { market, reason },
    run: (client, flags) => client.call('POST', `/admin/markets/${flags.market}/${name}`, { reason: flags.reason }),
  })),
  {
    name: 'book',
    summary: 'the house\u2019s profit or loss per runner (or run, for fancy), matched volume, the largest positions',
    flags: { market },
    run: (client, flags) => client.call('GET', `/admin/markets/${flags.market}/book`),
  },
  {
    name: 'feed',
    summary: 'the feed: its source, connection, last message age, markets followed, Betfair clk, undecided markets, last errors',
    flags: {},
    run: (client) => client.call('GET', '/admin/feed'),
  },
  {
    name: 'risk',
    summary: 'open markets by the house\u2019s worst case, totals, and players below their exposure',
    flags: {},
    run: (client) => client.call('GET', '/admin/risk'),
  },
];
