// Operator commands for players: create, show, credit or debit, update.
import type { OperatorClient } from '../client';
import { integer, rupees, UsageError, zeroOrOne, type CliCommand } from '../registry';
import type { AdminUser, CreateUserRequest, UpdateUserRequest } from '../../../src/domain/contract/admin';
import type { LinkedAccountsResponse } from '../../../src/domain/contract/linked';
import { who } from './flags';

/** The player's id: --id as given, or looked up from --username. */
export async function resolveId(client: OperatorClient, flags: Record<string, string | undefined>): Promise<number> {
  const id = integer('id', flags.id);
  if (id !== undefined) return id;
  const user = await client.call<AdminUser>('GET', `/admin/users?username=${encodeURIComponent(flags.username ?? '')}`);
  return user.id;
}

export const userCommands: CliCommand[] = [
  {
    name: 'create-user',
    summary: 'create a player (selfUser 0) who must change the password at the first log-in',
    flags: {
      username: { description: '3 to 32 letters, digits or _', required: true },
      password: { description: 'the first password, 6 to 128 characters', required: true },
      credit: { description: 'rupees credited at once (default 0)' },
      'exposure-limit': { description: 'rupees (default 0: no betting until set)' },
    },
    run: (client, flags) => {
      const body: CreateUserRequest = {
        username: flags.username ?? '',
        password: flags.password ?? '',
        credit: rupees('credit', flags.credit) ?? 0,
        exposureLimit: rupees('exposure-limit', flags['exposure-limit']) ?? 0,
      };
      return client.call('POST', '/admin/users', body);
    },
  },
  {
    name: 'show-user',
    summary:
      'balance, exposure, reserved, available, ledger sum, settings, the log-in lock (why, who, when), last log-ins and linked accounts',
    flags: who,
    oneOf: [['id', 'username']],
    run: async (client, flags) => {
      const id = await resolveId(client, flags);
      const user = await client.call<object>('GET', `/admin/users/${id}`);
      const { linked } = await client.call<LinkedAccountsResponse>('GET', `/admin/users/${id}/linked`);
      return { ...user, linkedAccounts: linked };
    },
  },
  {
    name: 'phone-duplicates',
    summary: 'phone numbers more than one account had before one phone opened one account (kept, never merged)',
    flags: {},
    run: (client) => client.call('GET', '/admin/phone-duplicates'),
  },
  {
    name: 'credit',
    summary: 'credit (or, with a negative amount, debit) a player through the ledger',
    flags: {
      ...who,
      amount: { description: 'rupees, non-zero; a debit is negative: --amount=-500', required: true },
      reason: { description: 'why: the player sees it on the statement (default "Operator credit" / "Operator debit"); as for debit' },
      remark: { description: 'the older name of --reason, still taken' },
    },
    oneOf: [['id', 'username']],
    run: async (client, flags) => {
      const amount = rupees('amount', flags.amount);
      const remark = flags.reason ?? flags.remark;
      return client.call('POST', `/admin/users/${await resolveId(client, flags)}/credit`, { amount, remark });
    },
  },
  {
    name: 'update-user',
    summary: 'lock or unlock betting, set the exposure limit, or reset the password',
    flags: {
      ...who,
      'lock-betting': { description: '1 to lock betting, 0 to unlock' },
      'exposure-limit': { description: 'rupees' },
      password: { description: 'a new password; the player must change it at the next log-in' },
      reason: { description: 'why (required; kept in the audit log, the player does not see it)', required: true },
    },
    oneOf: [
      ['id', 'username'],
      ['lock-betting', 'exposure-limit', 'password'],
    ],
    run: async (client, flags) => {
      const body: UpdateUserRequest = {
        lockBetting: zeroOrOne('lock-betting', flags['lock-betting']),
        exposureLimit: rupees('exposure-limit', flags['exposure-limit']),
        password: flags.password,
        reason: flags.reason,
      };
      if (body.exposureLimit !== undefined && body.exposureLimit < 0) throw new UsageError('--exposure-limit must not be negative');
      return client.call('PATCH', `/admin/users/${await resolveId(client, flags)}`, body);
    },
  },
];
