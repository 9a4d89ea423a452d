// Support's notes on a player and the KYC status: support writes them (author and IST time), an
// auditor reads them but may not write, bad input is a 4xx in words that changes nothing, and each
// change is one audit row.
import { buildTestApp, type TestApp } from '../../test/app';
import { logInOperator, type Session } from '../../test/auth/testSupport';
import { createStaff, logInStaff, type StaffSession } from '../../test/auth/staffSupport';
import { PLAYER_NOTES_MSG } from '../../../src/domain/contract/playerNotes';
import { admin, auditCount, auditRows, rowCount } from './testSupport';
import { OPERATOR_MSG } from './messages';

let t: TestApp;
let op: Session;
let support: StaffSession;
let auditor: StaffSession;
let asSupport: ReturnType<typeof admin>;
let asAuditor: ReturnType<typeof admin>;
let player1: number;

const IST_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

beforeAll(async () => {
  t = await buildTestApp();
  op = await logInOperator(t.app);
  await createStaff(t.app, op.cookie, 'sunita', ['support']);
  await createStaff(t.app, op.cookie, 'arun', ['auditor']);
  support = await logInStaff(t.app, 'sunita');
  auditor = await logInStaff(t.app, 'arun');
  asSupport = admin(t, support.cookie);
  asAuditor = admin(t, auditor.cookie);
  player1 = (await admin(t, op.cookie)('GET', '/users?username=player1')).json().id;
});
afterAll(() => t.close());

const noteCount = () => rowCount(t, 'player_notes');

test('support adds a note: the list answers it newest first with the author and the IST time, and one audit row', async () => {
  expect((await asSupport('GET', `/users/${player1}/notes`)).json()).toEqual({ isSuccess: true, data: [] });
  const audits = await auditCount(t);
  await asSupport('POST', `/users/${player1}/notes`, { body: 'Asked about a deposit of 5,000 on 27 Nov.' });
  const second = await asSupport('POST', `/users/${player1}/notes`, { body: '  Sent the slip again; waiting for the bank.  ' });
  expect(second.statusCode).toBe(200);
  const { data } = second.json();
  expect(data.map((n: { body: string }) => n.body)).toEqual([
    'Sent the slip again; waiting for the bank.',
    'Asked about a deposit of 5,000 on 27 Nov.',
  ]);
  expect(data[0]).toMatchObject({ id: expect.any(Number), author: 'sunita', at: expect.stringMatching(IST_TIME) });
  expect(await auditCount(t)).toBe(audits + 2);
  const last = (await auditRows(t)).at(-1);
  expect(last).toMatchObject({ action: 'user.note', target: `user:${player1}`, operator_id: support.userId });
  expect(last?.after).toMatchObject({ body: 'Sent the slip again; waiting for the bank.' });
  // The auditor reads them too.
  expect((await asAuditor('GET', `/users/${player1}/notes`)).json().data).toHaveLength(2);
});

test('a note refused: empty, too long, an unknown player, or a role that may not write; nothing is stored or audited', async () => {
  const notes = await noteCount();
  const audits = await auditCount(t);
  for (const body of ['', '   ', 'x'.repeat(2001)]) {
    const response = await asSupport('POST', `/users/${player1}/notes`, { body });
    expect([response.statusCode, response.json().message]).toEqual([400, PLAYER_NOTES_MSG.noteEmpty]);
  }
  const unknown = await asSupport('POST', '/users/999999/notes', { body: 'hello' });
  expect([unknown.statusCode, unknown.json().message]).toEqual([404, OPERATOR_MSG.noSuchUser]);
  expect((await asSupport('POST', `/users/${support.userId}/notes`, { body: 'staff are not players' })).statusCode).toBe(404);
  expect((await asSupport('POST', `/users/${player1}/notes`, {})).statusCode).toBe(400);
  expect(await auditCount(t)).toBe(audits);
  const denied = await asAuditor('POST', `/users/${player1}/notes`, { body: 'an auditor only reads' });
  expect(denied.statusCode).toBe(403);
  expect(denied.json()).toMatchObject({ permission: 'players.lock' });
  expect(await noteCount()).toBe(notes);
});

test('KYC: not started until set; support rejects with a reason, then verifies; each change one audit row with before and after', async () => {
  expect((await asSupport('GET', `/users/${player1}/kyc`)).json()).toEqual({
    isSuccess: true,
    kyc: { status: 'not_started', reason: null, by: null, at: null },
  });
  const audits = await auditCount(t);
  const rejected = await asSupport('PUT', `/users/${player1}/kyc`, { status: 'rejected', reason: 'PAN card photo unreadable.' });
  expect(rejected.statusCode).toBe(200);
  expect(rejected.json().kyc).toEqual({
    status: 'rejected',
    reason: 'PAN card photo unreadable.',
    by: 'sunita',
    at: expect.stringMatching(IST_TIME),
  });
  const verified = await asSupport('PUT', `/users/${player1}/kyc`, { status: 'verified' });
  expect(verified.json().kyc).toMatchObject({ status: 'verified', reason: null, by: 'sunita' });
  expect((await asAuditor('GET', `/users/${player1}/kyc`)).json().kyc).toMatchObject({ status: 'verified' });
  expect(await auditCount(t)).toBe(audits + 2);
  const [first, second] = (await auditRows(t)).slice(-2);
  expect(first).toMatchObject({
    action: 'user.kyc',
    target: `user:${player1}`,
    before: { kyc: 'not_started', reason: null },
    after: { kyc: 'rejected', reason: 'PAN card photo unreadable.' },
    reason: 'PAN card photo unreadable.',
  });
  expect(second).toMatchObject({ before: { kyc: 'rejected' }, after: { kyc: 'verified', reason: null } });
});

test('KYC refused: an unknown status, a rejection without a reason, no change, a role without the permission; nothing changes', async () => {
  const before = (await asSupport('GET', `/users/${player1}/kyc`)).json().kyc;
  const audits = await auditCount(t);
  const bad = await asSupport('PUT', `/users/${player1}/kyc`, { status: 'approved' });
  expect([bad.statusCode, bad.json().message]).toEqual([400, PLAYER_NOTES_MSG.badKycStatus]);
  for (const reason of [undefined, '', '   ']) {
    const response = await asSupport('PUT', `/users/${player1}/kyc`, { status: 'rejected', ...(reason === undefined ? {} : { reason }) });
    expect([response.statusCode, response.json().message]).toEqual([400, PLAYER_NOTES_MSG.rejectReason]);
  }
  const long = await asSupport('PUT', `/users/${player1}/kyc`, { status: 'pending', reason: 'x'.repeat(501) });
  expect([long.statusCode, long.json().message]).toEqual([400, PLAYER_NOTES_MSG.reasonTooLong]);
  const same = await asSupport('PUT', `/users/${player1}/kyc`, { status: before.status });
  expect([same.statusCode, same.json().message]).toEqual([409, PLAYER_NOTES_MSG.unchanged('Verified')]);
  expect((await asSupport('PUT', '/users/999999/kyc', { status: 'pending' })).statusCode).toBe(404);
  const denied = await asAuditor('PUT', `/users/${player1}/kyc`, { status: 'pending' });
  expect([denied.statusCode, denied.json().permission]).toEqual([403, 'players.lock']);
  expect(await auditCount(t)).toBe(audits + 1); // the refused-permission row (access.refused), nothing else
  expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'access.refused' });
  expect((await asSupport('GET', `/users/${player1}/kyc`)).json().kyc).toEqual(before);
});
