// The warnings the operator sees beside a pending deposit (GET /admin/wallet-requests): the
// UTR or slip image claimed before by another deposit (one rejected, since two live claims cannot
// exist), and the slip's amount differing from the typed one. A clean deposit has none.
import type { AdminWalletRequest } from '../../../src/domain/contract/wallet';
import { useWalletApp, depositForm, postDeposit, requestRows, slipPng, type Session } from '../../test/wallet/testSupport';

const app = useWalletApp({ signIn: ['self1', 'operator'], self2Rupees: 1_000 });

async function deposit(who: Session, utr: string, bytes: Buffer, extra: { amount?: string; ocrAmount?: string } = {}): Promise<number> {
  const form = depositForm({ userId: who.userId, UTR: utr, depositAmount: extra.amount ?? '500' }, { bytes });
  if (extra.ocrAmount !== undefined) form.append('ocrAmount', extra.ocrAmount);
  const response = await postDeposit(app.t.app, who.cookie, form);
  expect(response.statusCode).toBe(200);
  const rows = await requestRows(app.t.deps.db, who.userId);
  return rows[rows.length - 1].id;
}

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.t.app.inject({ method, url: `/api${url}`, headers: { cookie: app.operator.cookie }, ...(payload ? { payload } : {}) });

async function pending(id: number): Promise<AdminWalletRequest> {
  const list = await admin('GET', '/admin/wallet-requests?status=2&requestType=deposit');
  expect(list.statusCode).toBe(200);
  const row = (list.json() as { data: AdminWalletRequest[] }).data.find((r) => r.id === id);
  if (!row) throw new Error(`deposit ${id} is not in the pending list`);
  return row;
}

it('a deposit nobody claimed before, with the slip reading the typed amount, has no warnings', async () => {
  const id = await deposit(app.self1, '612345678901', slipPng(['Rs 500', 'UTR 612345678901']), { ocrAmount: '500' });
  expect((await pending(id)).Warnings).toEqual([]);
});

it('warns when the slip reads another amount than the player typed', async () => {
  const id = await deposit(app.self1, '612345678902', slipPng(['Rs 450', 'UTR 612345678902']), { amount: '500', ocrAmount: '450.00' });
  expect((await pending(id)).Warnings).toEqual([
    { kind: 'amount', requestId: null, message: 'The slip reads ₹450.00; the player typed ₹500.00.' },
  ]);
});

it('warns when the UTR (typed another way) and the slip were claimed by a rejected deposit of another player', async () => {
  const slip = slipPng(['Rs 500', 'UTR 612345678903']);
  const first = await deposit(app.self2, '612345678903', slip);
  expect((await admin('POST', `/admin/wallet-requests/${first}/reject`, { comment: 'Not received' })).statusCode).toBe(200);
  const second = await deposit(app.self1, 'UTR0612345678903', slip);
  const warnings = (await pending(second)).Warnings ?? [];
  expect(warnings.map((w) => [w.kind, w.requestId])).toEqual([
    ['utr', first],
    ['slip', first],
  ]);
  expect(warnings[0].message).toMatch(
    new RegExp(`^The same UTR was claimed by deposit ${first} of self2 \\(rejected, \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d IST\\)\\.$`),
  );
  expect(warnings[1].message).toMatch(new RegExp(`^The same slip image was sent with deposit ${first} of self2 \\(rejected, `));
  // The rejected one, listed too, is warned of the newer claim: the pair shows from either side.
  const all = await admin('GET', '/admin/wallet-requests?requestType=deposit');
  const old = (all.json() as { data: AdminWalletRequest[] }).data.find((r) => r.id === first);
  expect(old?.Warnings?.map((w) => w.requestId)).toEqual([second, second]);
});

it('the decision answer carries no warnings (the list call only)', async () => {
  const id = await deposit(app.self1, '612345678904', slipPng(['Rs 500', 'UTR 612345678904']));
  const decided = await admin('POST', `/admin/wallet-requests/${id}/approve`, {});
  expect(decided.statusCode).toBe(200);
  expect(decided.json().request.Warnings).toBeUndefined();
});
