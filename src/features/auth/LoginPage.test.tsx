// The log-in page as a player uses it: validation under each field, then the server's answer.
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../domain/messages';
import LoginPage from './LoginPage';
import { selectIsSignedIn } from './authSlice';
import { renderWithStore } from '../../testing/render';
import { LOCAL_WHOAMI, mockApi, type Route } from '../../testing/mockApi';
import type { LoginInfo } from '../../domain/contract/auth';
import { PLAYER1_LOGIN_BODY } from '../../testing/authStore';

const player: LoginInfo = { Id: 7, UserName: 'player1', RoleId: 2, selfUser: 0, ExposureLimit: 200000, LockBetting: 0, passwordstatus: 1 };

function open(routes: Record<string, Route> = {}) {
  const server = mockApi({
    'GET /whoami': { body: LOCAL_WHOAMI },
    'POST /user/auth/login': { body: { status: true, message: 'ok', result: [player] } },
    'GET /api/fetchPasswordStatus/7': { body: [{ passwordstatus: 1 }] },
    ...routes,
  });
  return { server, ...renderWithStore(<LoginPage />, { path: '/login' }) };
}

afterEach(() => jest.restoreAllMocks());

it('shows the required message under each empty field and sends nothing', async () => {
  const { server, user } = open();
  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(screen.getByLabelText('User Name')).toHaveAccessibleDescription(MSG.required);
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MSG.required);
  expect(screen.getAllByText(MSG.required)).toHaveLength(2);
  expect(server.callsTo('POST /user/auth/login')).toHaveLength(0);
});

it('clears a field’s error as soon as the player types in it', async () => {
  const { user } = open();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await user.type(screen.getByLabelText('User Name'), 'p');

  expect(screen.getByLabelText('User Name')).not.toHaveAccessibleDescription();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MSG.required);
});

it('asks only for the password when the user name is filled', async () => {
  const { user } = open();
  await user.type(screen.getByLabelText('User Name'), 'player1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getAllByText(MSG.required)).toHaveLength(1);
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MSG.required);
});

it('logs in with the IP and location, toasts and goes home', async () => {
  const { server, user, extra, store } = open();
  await user.type(screen.getByLabelText('User Name'), ' player1 ');
  await user.type(screen.getByLabelText('Password'), 'player123');
  await user.click(screen.getByRole('button', { name: 'Login' }));

  await waitFor(() => expect(extra.visited).toEqual(['/']));
  expect(server.callsTo('POST /user/auth/login')[0].body).toEqual(PLAYER1_LOGIN_BODY);
  expect(extra.toasts).toContainEqual({ kind: 'success', message: MSG.loggedIn });
  expect(selectIsSignedIn(store.getState())).toBe(true);
});

it("toasts the server's message when the password is wrong", async () => {
  const { user, extra } = open({
    'POST /user/auth/login': { status: 401, body: { status: false, message: 'Invalid user name or password.' } },
  });
  await user.type(screen.getByLabelText('User Name'), 'player1');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(extra.toasts).toEqual([{ kind: 'error', message: 'Invalid user name or password.' }]));
});

it('cannot log in when the IP and location are missing', async () => {
  const { server, user, extra } = open({ 'GET /whoami': 'network-error' });
  await user.type(screen.getByLabelText('User Name'), 'player1');
  await user.type(screen.getByLabelText('Password'), 'player123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(extra.toasts).toEqual([{ kind: 'error', message: MSG.loginUnavailable }]));
  expect(server.callsTo('POST /user/auth/login')).toHaveLength(0);
});

it('offers the demo log-in and the sign-up page', async () => {
  const { user, extra } = open({ 'POST /Demologin': { body: { message: 'ok', result: [{ ...player, RoleId: 3 }] } } });
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  await user.click(screen.getByRole('button', { name: 'Login with demo Id' }));
  await waitFor(() => expect(extra.visited).toEqual(['/']));
});
