// The alerts that concern a cashier or support (a big deposit, a shared UTR or IP) are theirs to read
// and acknowledge without the reports: the list answers them, the acknowledgement names them and is
// an audit row; a second acknowledgement is refused and changes nothing.
import { buildTestApp, type TestApp } from '../../test/app';
import { logInOperator } from '../../test/auth/testSupport';
import { createStaff, logInStaff, type StaffSession } from '../../test/auth/staffSupport';
import { ROLE_PERMISSIONS } from '../../../src/domain/contract/staff';
import { admin, auditCount, auditRows } from './testSupport';

let t: TestApp;
let cashier: StaffSession;
let support: StaffSession;
let alertId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const op = await logInOperator(t.app);
  await createStaff(t.app, op.cookie, 'kavya', ['cashier']);
  await createStaff(t.app, op.cookie, 'sunita', ['support']);
  cashier = await logInStaff(t.app, 'kavya');
  support = await logInStaff(t.app, 'sunita');
  const row = await t.deps.db
    .insertInto('operator_alerts')
    .values({
      at: new Date(),
      kind: 'deposit.big',
      subject: 'wallet-request:41',
      message: 'A deposit of ₹1,50,000.00 by ravi.',
      link: 'wallet-request:41',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  alertId = Number(row.id);
});
afterAll(() => t.close());

test('neither a cashier nor support holds the reports, and both read the alerts', async () => {
  expect(ROLE_PERMISSIONS.cashier).not.toContain('reports.read');
  expect(ROLE_PERMISSIONS.support).not.toContain('reports.read');
  for (const who of [cashier, support]) {
    const list = await admin(t, who.cookie)('GET', '/alerts?open=true');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      isSuccess: true,
      open: 1,
      data: [{ id: alertId, kind: 'deposit.big', link: 'wallet-request:41' }],
    });
  }
  expect((await admin(t, cashier.cookie)('GET', '/summary')).statusCode).toBe(403);
});

test('the cashier acknowledges it: named in the answer and the audit row; support acknowledging again is refused and writes nothing', async () => {
  const audits = await auditCount(t);
  const ack = await admin(t, cashier.cookie)('POST', `/alerts/${alertId}/acknowledge`);
  expect(ack.statusCode).toBe(200);
  expect(ack.json()).toMatchObject({ isSuccess: true, id: alertId, acknowledgedBy: 'kavya' });
  expect(await auditCount(t)).toBe(audits + 1);
  expect((await auditRows(t)).at(-1)).toMatchObject({
    action: 'alert.acknowledge',
    target: `alert:${alertId}`,
    operator_id: cashier.userId,
  });
  const again = await admin(t, support.cookie)('POST', `/alerts/${alertId}/acknowledge`);
  expect([again.statusCode, again.json().message]).toEqual([409, 'The alert was already acknowledged by kavya.']);
  expect(await auditCount(t)).toBe(audits + 1);
  expect((await admin(t, support.cookie)('GET', '/alerts?open=true')).json().open).toBe(0);
});
