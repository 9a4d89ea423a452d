// My account: two-factor enrolment shows a QR code and the key, refuses a malformed code in the page,
// sends the code, and shows the recovery codes once; the own-password form.
import { screen } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { staffSelf } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { AccountPage, ACCOUNT_MSG } from './AccountPage';

afterEach(() => jest.restoreAllMocks());

const ME = staffSelf({
  id: 7,
  username: 'cash_anita',
  displayName: 'Anita',
  roles: ['cashier'],
  permissions: ['self', 'wallet.read', 'wallet.decide', 'ledger.read'],
});
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test('two-factor: QR code and key, the code confirmed, the recovery codes shown', async () => {
  const codes = Array.from({ length: 10 }, (_, i) => `abcde-0000${i}`);
  const server = mockApi({
    'GET /admin/staff/me': { body: ME },
    'POST /admin/staff/me/totp': { body: { isSuccess: true, secret: SECRET, otpauthUrl: `otpauth://totp/X:cash_anita?secret=${SECRET}` } },
    'POST /admin/staff/me/totp/confirm': { body: { isSuccess: true, recoveryCodes: codes } },
  });
  const { user } = renderAdmin(<AccountPage />);
  await user.click(await screen.findByRole('button', { name: 'Turn on two-factor' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/png;base64,/),
  );
  expect(screen.getByLabelText('Two-factor key')).toHaveTextContent(SECRET);
  await user.type(screen.getByLabelText('Code from the app'), '12ab');
  await user.click(screen.getByRole('button', { name: 'Turn it on' }));
  expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MSG.codeFormat);
  expect(server.callsTo('POST /admin/staff/me/totp/confirm')).toHaveLength(0);
  await user.clear(screen.getByLabelText('Code from the app'));
  await user.type(screen.getByLabelText('Code from the app'), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn it on' }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(list.querySelectorAll('li')).toHaveLength(10);
  expect(server.callsTo('POST /admin/staff/me/totp/confirm')[0].body).toEqual({ code: '123456' });
});

test('own password: too short refused in the page; the server is sent both passwords', async () => {
  const server = mockApi({ 'GET /admin/staff/me': { body: ME }, 'POST /admin/staff/me/password': { body: { isSuccess: true } } });
  const { user } = renderAdmin(<AccountPage />);
  await user.type(await screen.findByLabelText('Current password'), 'old-pass-1');
  await user.type(screen.getByLabelText('New password'), 'abc');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MSG.newTooShort);
  await user.type(screen.getByLabelText('New password'), 'defgh');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await until(() => server.callsTo('POST /admin/staff/me/password').length === 1, 'the change');
  expect(server.callsTo('POST /admin/staff/me/password')[0].body).toEqual({ oldPassword: 'old-pass-1', newPassword: 'abcdefgh' });
  expect(await screen.findByText(ACCOUNT_MSG.passwordChanged)).toBeInTheDocument();
});
