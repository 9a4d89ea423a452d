// Operator commands for players beyond create/show/credit/update: the list, a player's ledger, bets
// and wallet requests, a debit with a reason, the log-in lock.
import { rupees, UsageError, type CliCommand } from '../registry';
import { listCommand, pageOf, paging, query, who } from './flags';
import { resolveId } from './users';

export const playerCommands: CliCommand[] = [
  listCommand(
    {
      name: 'users',
      summary: 'list players: search by name prefix, filter by status or selfUser, sort by balance or exposure',
      path: '/admin/players',
      paged: true,
    },
    {
      prefix: { description: 'the start of the user name' },
      status: { description: 'active, login-locked, betting-locked or below-exposure' },
      'self-user': { description: '1 self-registered, 0 created by the operator' },
      sort: { description: 'id, username, balance or exposure (default id)' },
      order: { description: 'asc or desc (default asc)' },
    },
  ),
  ...(['ledger', 'bets', 'requests'] as const).map((what): CliCommand => ({
    name: what,
    summary: `a player's ${what === 'requests' ? 'wallet requests' : what}, newest first`,
    flags: {
      ...who,
      ...paging,
      ...(what === 'bets' ? { status: { description: 'pending, matched, lapsed, deleted, settled or void' } } : {}),
    },
    oneOf: [['id', 'username']],
    run: async (client, flags) =>
      client.call('GET', `/admin/users/${await resolveId(client, flags)}/${what}${query({ status: flags.status, ...pageOf(flags) })}`),
  })),
  {
    name: 'debit',
    summary: 'take money from a player (never the money at risk in bets or held for withdrawals)',
    flags: {
      ...who,
      amount: { description: 'rupees, > 0', required: true },
      reason: { description: 'why (required; in the statement and the audit log)', required: true },
    },
    oneOf: [['id', 'username']],
    run: async (client, flags) => {
      const amount = rupees('amount', flags.amount);
      if (amount === undefined || amount <= 0) throw new UsageError('--amount must be more than 0');
      return client.call('POST', `/admin/users/${await resolveId(client, flags)}/debit`, { amount, reason: flags.reason });
    },
  },
  ...(['lock-login', 'unlock-login'] as const).map((name): CliCommand => ({
    name,
    summary: name === 'lock-login' ? 'refuse the player\u2019s log-in and end their sessions at once' : 'let the player log in again',
    flags: { ...who, reason: { description: 'why (required; kept in the audit log)', required: true } },
    oneOf: [['id', 'username']],
    run: async (client, flags) => client.call('POST', `/admin/users/${await resolveId(client, flags)}/${name}`, { reason: flags.reason }),
  })),
];
