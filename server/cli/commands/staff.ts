// Staff accounts from the command line: `npm run operator -- staff add|list|suspend|reset-password|reset-2fa|roles`.
// Each calls the admin API as the logged-in staff member (OPERATOR_USER), so the server's permissions
// and the audit log apply as they do in the console.
import { UsageError, integer, type CliCommand } from '../registry';
import type { OperatorClient } from '../client';
import { isStaffRole, type StaffMember, type StaffRole } from '../../../src/domain/contract/staff';

function roles(value: string | undefined): StaffRole[] {
  const list = (value ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = list.filter((r) => !isStaffRole(r));
  if (list.length === 0 || unknown.length > 0) {
    throw new UsageError(`--roles must be owner, manager, trader, cashier, support or auditor, comma-separated; got "${value ?? ''}"`);
  }
  return list as StaffRole[];
}

/** The staff member's id from --id or --username. */
async function staffId(client: OperatorClient, flags: Record<string, string | undefined>): Promise<number> {
  const id = integer('id', flags.id);
  if (id !== undefined) return id;
  const { staff } = await client.call<{ staff: StaffMember[] }>('GET', '/admin/staff');
  const found = staff.find((s) => s.username.toLowerCase() === (flags.username ?? '').toLowerCase());
  if (!found) throw new UsageError(`No staff member named "${flags.username ?? ''}".`);
  return found.id;
}

const who = { id: { description: 'the staff member\u2019s id' }, username: { description: 'or their username' } };

export const staffCommands: CliCommand[] = [
  {
    name: 'staff list',
    summary: 'every staff member: roles, status, two-factor, last log-in',
    flags: {},
    run: (client) => client.call('GET', '/admin/staff'),
  },
  {
    name: 'staff add',
    summary: 'a new staff member with their own log-in and roles',
    flags: {
      username: { description: 'letters, digits and _', required: true },
      password: { description: 'their first password (6+ characters)', required: true },
      roles: { description: 'comma-separated: owner, manager, trader, cashier, support, auditor', required: true },
      'display-name': { description: 'their name as the console shows it' },
    },
    run: (client, flags) =>
      client.call('POST', '/admin/staff', {
        username: flags.username,
        password: flags.password,
        roles: roles(flags.roles),
        ...(flags['display-name'] ? { displayName: flags['display-name'] } : {}),
      }),
  },
  {
    name: 'staff suspend',
    summary: 'suspend a staff member (their sessions end at once); --undo to reinstate',
    flags: { ...who, undo: { description: '1: make them active again' } },
    oneOf: [['id', 'username']],
    run: async (client, flags) =>
      client.call('PATCH', `/admin/staff/${await staffId(client, flags)}`, { status: flags.undo === '1' ? 'active' : 'suspended' }),
  },
  {
    name: 'staff roles',
    summary: 'replace a staff member\u2019s roles (their sessions end at once)',
    flags: { ...who, roles: { description: 'comma-separated roles', required: true } },
    oneOf: [['id', 'username']],
    run: async (client, flags) => client.call('PATCH', `/admin/staff/${await staffId(client, flags)}`, { roles: roles(flags.roles) }),
  },
  {
    name: 'staff reset-password',
    summary: 'give a staff member a new password (their sessions end)',
    flags: { ...who, password: { description: 'the new password', required: true } },
    oneOf: [['id', 'username']],
    run: async (client, flags) =>
      client.call('POST', `/admin/staff/${await staffId(client, flags)}/password`, { password: flags.password }),
  },
  {
    name: 'staff reset-2fa',
    summary: 'turn a staff member\u2019s two-factor off (a lost phone): they enrol again',
    flags: who,
    oneOf: [['id', 'username']],
    run: async (client, flags) => client.call('POST', `/admin/staff/${await staffId(client, flags)}/totp/reset`),
  },
];
