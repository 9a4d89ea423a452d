// The operator audit log from the command line.
import type { CliCommand } from '../registry';
import { pageOf, paging, query } from './flags';

export const auditCommands: CliCommand[] = [
  {
    name: 'audit',
    summary: 'the audit log, newest first: who changed what, when, from where, before and after, why',
    flags: {
      action: { description: 'e.g. market.suspend, settings.sport, user.debit' },
      target: { description: 'e.g. market:1.1000042, user:12, sport:4, event:1000042, master' },
      operator: { description: 'the operator\u2019s user name' },
      from: { description: 'IST, YYYY-MM-DD or "YYYY-MM-DD HH:mm:ss" (inclusive)' },
      to: { description: 'IST (exclusive)' },
      ...paging,
    },
    run: (client, flags) =>
      client.call(
        'GET',
        `/admin/audit${query({
          action: flags.action,
          target: flags.target,
          operator: flags.operator,
          from: flags.from,
          to: flags.to,
          ...pageOf(flags),
        })}`,
      ),
  },
];

export const summaryCommands: CliCommand[] = [
  {
    name: 'summary',
    summary: 'deposits, withdrawals, turnover, gross gaming revenue, new and active players, per IST day',
    flags: {
      from: { description: 'first day, YYYY-MM-DD (default: 29 days before --to)' },
      to: { description: 'last day, YYYY-MM-DD (default: today)' },
    },
    run: (client, flags) => client.call('GET', `/admin/summary${query({ from: flags.from, to: flags.to })}`),
  },
];
