// The operator audit log and the daily summary from the command line.
import type { CliCommand } from '../registry';
import { listCommand } from './flags';

export const auditCommands: CliCommand[] = [
  listCommand(
    {
      name: 'audit',
      summary: 'the audit log, newest first: who changed what, when, from where, before and after, why',
      path: '/admin/audit',
      paged: true,
    },
    {
      action: { description: 'e.g. market.suspend, settings.sport, user.debit' },
      target: { description: 'e.g. market:1.1000042, user:12, sport:4, event:1000042, master' },
      operator: { description: 'the operator\u2019s user name' },
      from: { description: 'IST, YYYY-MM-DD or "YYYY-MM-DD HH:mm:ss" (inclusive)' },
      to: { description: 'IST (exclusive)' },
    },
  ),
];

export const summaryCommands: CliCommand[] = [
  listCommand(
    {
      name: 'summary',
      summary: 'deposits, withdrawals, turnover, gross gaming revenue, new and active players, per IST day',
      path: '/admin/summary',
      paged: false,
    },
    {
      from: { description: 'first day, YYYY-MM-DD (default: 29 days before --to)' },
      to: { description: 'last day, YYYY-MM-DD (default: today)' },
    },
  ),
];
