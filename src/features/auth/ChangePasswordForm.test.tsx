// The change-password form, on its page and in the forced modal: spec §5's checks in order, the
// server's answers, and the sign-out 1 s after success.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePlayerStore } from '../../testing/playerStore';
import { MSG } from '../../domain/messages';
import type { LoginInfo } from '../../domain/contract/auth';
import ChangePasswordPage from './ChangePasswordPage';
import { ForcedPasswordModal } from './ForcedPasswordModal';
import { loggedIn, selectIsSignedIn } from './authSlice';
import { makeFakeExtra } from '../../testing/fakeExtra';
import { renderWithStore } from '../../testing/render';
import { mockApi, type RouteOf } from '../../testing/mockApi';

const CHANGE = 'PUT /api/changePassword/users/7';
const player: LoginInfo = { Id: 7, UserName: 'player1', RoleId: 2, selfUser: 0, ExposureLimit: 200000, LockBetting: 0, passwordstatus: 1 };

function signedInStore(passwordstatus: 0 | 1 = 1) {
  const extra = makeFakeExtra();
  const store = makePlayerStore({ extra });
  store.dispatch(loggedIn({ ...player, passwordstatus }));
  return { extra, store };
}

function open(answer: RouteOf<typeof CHANGE> = { body: { isSuccess: true, message: MSG.passwordChanged } }) {
  const server = mockApi({
    [CHANGE]: answer,
    'GET /api/fetchPasswordStatus/7': { body: [{ passwordstatus: 1 }] },
    'POST /logout': { body: { isSuccess: true } },
  });
  const page = renderWithStore(<ChangePasswordPage />, { ...signedInStore(), path: '/change-password' });
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      ['Current Password', current],
      ['New Password', next],
      ['Confirm New Password', confirm],
    ]) {
      if (value) await page.user.type(screen.getByLabelText(label), value);
    }
    await page.user.click(screen.getByRole('button', { name: 'Change Password' }));
  };
  return { server, fill, ...page };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('asks for all three fields first', async () => {
  const { fill, server } = open();
  await fill('player123', 'secret99', '');
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.fillAllFields);
  expect(server.callsTo(CHANGE)).toHaveLength(0);
});

it('then a new password of at least 6 characters', async () => {
  const { fill } = open();
  await fill('player123', 'abc12', 'abc13');
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.newPasswordTooShort);
});

it('then a confirmation that matches', async () => {
  const { fill } = open();
  await fill('player123', 'secret99', 'secret98');
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.newPasswordMismatch);
});

it('drops spaces as they are typed and sends the spec fields', async () => {
  const { fill, server } = open();
  await fill('player 123', ' secret 99', 'secret99 ');
  expect(screen.getByLabelText('Current Password')).toHaveValue('player123');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MSG.passwordChanged));
  expect(server.callsTo(CHANGE)[0].body).toEqual({ oldPassword: 'player123', newPassword: 'secret99' });
});

it("shows the server's error text on 400", async () => {
  const { fill } = open({ status: 400, body: { message: 'Current password is incorrect.', error: 'Current password is incorrect.' } });
  await fill('wrong1', 'secret99', 'secret99');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Current password is incorrect.'));
});

it('says an unexpected error occurred for other refusals', async () => {
  const { fill } = open({ status: 500, body: { message: 'Something went wrong on our side.' } });
  await fill('player123', 'secret99', 'secret99');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MSG.unexpectedError));
});

it('says the network failed when it did', async () => {
  const { fill } = open('network-error');
  await fill('player123', 'secret99', 'secret99');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MSG.networkError));
});

it('forces the change after a first log-in, cannot be dismissed, and closes by signing out after 1 s', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  mockApi({
    [CHANGE]: { body: { isSuccess: true, message: MSG.passwordChanged } },
    'GET /api/fetchPasswordStatus/7': { body: [{ passwordstatus: 0 }] },
    'POST /logout': { body: { isSuccess: true } },
  });
  const { store, extra } = signedInStore(0);
  renderWithStore(<ForcedPasswordModal />, { store, extra });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(dialog).toBeInTheDocument();

  await user.type(screen.getByLabelText('Current Password'), 'player123');
  await user.type(screen.getByLabelText('New Password'), 'secret99');
  await user.type(screen.getByLabelText('Confirm New Password'), 'secret99');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MSG.passwordChanged));
  expect(selectIsSignedIn(store.getState())).toBe(true);

  await act(() => jest.advanceTimersByTimeAsync(1000));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(selectIsSignedIn(store.getState())).toBe(false);
  expect(extra.visited).toEqual(['/login']);
});
