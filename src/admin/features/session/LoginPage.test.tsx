// The console's log-in page: both fields required before anything is sent, the server's refusal shown,
// the notice of an ended session, and one request for a double click.
import { act, screen } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { LoginPage, LOGIN_MSG } from './LoginPage';
import { sessionActions } from './sessionSlice';
import { STAFF_MSG } from '../../../domain/contract/staff';

afterEach(() => jest.restoreAllMocks());

test('empty fields are refused in the page; a wrong password shows the server message', async () => {
  const server = mockApi({ 'POST /admin/login': { status: 401, body: { isSuccess: false, message: 'Invalid Username or password' } } });
  const { user } = renderAdmin(<LoginPage />, { signedOut: true });
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_MSG.required);
  expect(server.calls).toHaveLength(0);
  await user.type(screen.getByLabelText('Operator name'), 'operator');
  await user.type(screen.getByLabelText('Password'), 'wrong-pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Invalid Username or password')).toBeInTheDocument();
  expect(server.callsTo('POST /admin/login')).toHaveLength(1);
});

test('after an ended session the page says so; a double click logs in once and returns to the page', async () => {
  const server = mockApi({ 'POST /admin/login': { body: { isSuccess: true, user: { id: 1, username: 'operator', role: 'operator' } } } });
  const { user, store, extra } = renderAdmin(<LoginPage />);
  act(() => {
    store.dispatch(
      sessionActions.sessionExpired({
        returnTo: '/admin/settlement',
        notice: 'Your session ended. Log in again to carry on where you were.',
      }),
    );
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Your session ended.');
  await user.type(screen.getByLabelText('Operator name'), 'operator');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.dblClick(screen.getByRole('button', { name: 'Log in' }));
  await until(() => extra.visited.length > 0, 'the return');
  expect(extra.visited).toEqual(['/admin/settlement']);
  expect(server.callsTo('POST /admin/login')).toHaveLength(1);
});

test('an account with two-factor: the server asks for a code, the field appears, the code is sent with the password', async () => {
  const server = mockApi({
    'POST /admin/login': (call) =>
      (call.body as { totp?: string }).totp === '123456'
        ? { body: { isSuccess: true, user: { id: 5, username: 'cash_anita', role: 'operator' } } }
        : { status: 401, body: { isSuccess: false, message: STAFF_MSG.codeNeeded } },
  });
  const { user, extra } = renderAdmin(<LoginPage />, { signedOut: true });
  expect(screen.queryByLabelText('Two-factor code')).toBeNull();
  await user.type(screen.getByLabelText('Operator name'), 'cash_anita');
  await user.type(screen.getByLabelText('Password'), 'anita-pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText(STAFF_MSG.codeNeeded)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Two-factor code'), '123 456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await until(() => extra.visited.length > 0, 'the log-in');
  expect(server.callsTo('POST /admin/login').map((c) => c.body)).toEqual([
    { username: 'cash_anita', password: 'anita-pass' },
    { username: 'cash_anita', password: 'anita-pass', totp: '123456' },
  ]);
});
