// The operator audit log from the command line.
import { integer, type CliCommand } from '../registry';

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
      page: { description: 'page number (default 1)' },
      'page-size': { description: 'rows a page (default 50)' },
    },
    run: (client, flags) => {
      const params = {
        action: flags.action,
        target: flags.target,
        operator: flags.operator,
        from: flags.from,
        to: flags.to,
        page: integer('page', flags.page),
        pageSize: integer('page-size', flags['page-size']),
      };
      const entries = Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]);
      return client.call('GET', `/admin/audit${entries.length ? `?${new URLSearchParams(entries).toString()}` : ''}`);
    },
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
    run: (client, flags) => {
      const entries = Object.entries({ from: flags.from, to: flags.to }).filter(([, v]) => v !== undefined) as Array<[string, string]>;
      return client.call('GET', `/admin/summary${entries.length ? `?${new URLSearchParams(entries).toString()}` : ''}`);
    },
  },
];
