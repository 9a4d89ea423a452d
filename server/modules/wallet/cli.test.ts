// `npm run operator` wallet commands against the real app listening on a free port: the operator lists
// a player's deposit, approves it (the balance grows once), rejects a withdrawal (the reserve returns).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commands } from '../../cli/operator';
import { runCli } from '../../cli/run';
import { TEST_OPERATOR } from '../../test/constants';
import { WALLET_MSG } from './messages';
import { useWalletApp, depositForm, postDeposit, slipPng, walletOf } from '../../test/wallet/testSupport';

const app = useWalletApp({ signIn: ['self1'], listen: true });

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { OPERATOR_URL: app.url, OPERATOR_USER: TEST_OPERATOR.operatorUser, OPERATOR_PASSWORD: TEST_OPERATOR.operatorPassword };
  const code = await runCli(commands, argv, env, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

test('wallet-requests, approve and reject move the money as the operator decides', async () => {
  const deposited = await postDeposit(
    app.t.app,
    app.self1.cookie,
    depositForm({ userId: app.self1.userId, UTR: '412345678901' }, { bytes: slipPng(['UTR 412345678901']) }),
  );
  expect(deposited.statusCode).toBe(200);

  const listed = await cli('wallet-requests', '--status', 'pending', '--type', 'deposit');
  expect(listed.code).toBe(0);
  const [request] = JSON.parse(listed.stdout).data;
  expect(request).toMatchObject({ userName: 'self1', requestType: 'deposit', Amount: 500, Status: 2, UTRNo: '412345678901' });
  // A clerk reads the status as a word and the time in IST.
  expect(request).toMatchObject({
    status: 'pending',
    requestedIst: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d IST$/),
    decidedIst: null,
  });

  // The operator looks at the slip before deciding: the exact bytes the player uploaded.
  const slipFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'slip-')), 'slip.png');
  const slip = await cli('slip', '--id', String(request.id), '--out', slipFile);
  expect(slip.code).toBe(0);
  expect(JSON.parse(slip.stdout)).toMatchObject({ id: request.id, file: slipFile, contentType: 'image/png' });
  expect(fs.readFileSync(slipFile).equals(slipPng(['UTR 412345678901']))).toBe(true);

  const approved = await cli('approve', '--id', String(request.id), '--comment', 'Received');
  expect(approved.code).toBe(0);
  expect(JSON.parse(approved.stdout)).toMatchObject({ isSuccess: true, balance: 5500, request: { Status: 1, Comment: 'Received' } });
  expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(550000);

  const twice = await cli('approve', '--id', String(request.id));
  expect(twice).toMatchObject({ code: 1, stderr: `409 ${WALLET_MSG.alreadyDecided(request.id, 'approved')}` });
  expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(550000);

  const withdrawn = await app.t.app.inject({
    method: 'POST',
    url: '/api/api/selfUser/withdrawRequest',
    headers: { cookie: app.self1.cookie },
    payload: { userId: app.self1.userId, withdrawAmountBtn: 200, paymentMethod: 'UPI', UPIID: 'self1@ybl' },
  });
  expect(withdrawn.statusCode).toBe(200);
  expect((await walletOf(app.t.deps.db, app.self1.userId)).reserved).toBe(20000);
  const pending = JSON.parse((await cli('wallet-requests', '--status', '2', '--user-id', String(app.self1.userId))).stdout).data;
  expect(pending).toHaveLength(1);
  const rejected = await cli('reject', '--id', String(pending[0].id), '--comment', 'Wrong UPI id');
  expect(rejected.code).toBe(0);
  expect(await walletOf(app.t.deps.db, app.self1.userId)).toMatchObject({ balance: 550000, reserved: 0 });
});

test('merchant commands add, list and hide accounts', async () => {
  const added = await cli(
    'add-merchant',
    '--type',
    'Bank',
    '--name',
    'Desk Two',
    '--account',
    '9876543210',
    '--ifsc',
    'ICIC0004321',
    '--bank',
    'ICICI Bank',
    '--sub-type',
    'IMPS',
  );
  expect(added.code).toBe(0);
  const merchant = JSON.parse(added.stdout);
  expect(merchant).toMatchObject({ PaymentType: 'Bank', DisplayName: 'Desk Two', IFSC: 'ICIC0004321', active: true });
  expect(JSON.parse((await cli('deactivate-merchant', '--id', String(merchant.id))).stdout).active).toBe(false);
  const all = JSON.parse((await cli('merchants')).stdout).data;
  expect(all).toContainEqual(expect.objectContaining({ id: merchant.id, active: false }));

  const incomplete = await cli('add-merchant', '--type', 'Bank', '--name', 'No IFSC', '--account', '1', '--bank', 'SBI');
  expect(incomplete).toMatchObject({ code: 1, stderr: `400 ${WALLET_MSG.merchantBankNeeded}` });
});

test('command-line mistakes exit 2 with the usage', async () => {
  for (const argv of [
    ['approve'],
    ['approve', '--id', 'abc'],
    ['reject', '--id', '0'],
    ['wallet-requests', '--status', 'done'],
    ['wallet-requests', '--type', 'bonus'],
    ['add-merchant', '--type', 'Cash', '--name', 'x'],
  ]) {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--/);
  }
});
