// The sign-up page: the ordered validation of spec §5, one message at a time, and each answer.
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../domain/messages';
import SignUpPage from './SignUpPage';
import { renderWithStore } from '../../testing/render';
import { mockApi, type Route } from '../../testing/mockApi';

const SIGN_UP = 'POST /api/selfuser/signUp';

function open(answer: Route = { status: 201, body: { isSuccess: true, message: MSG.signUpSuccess } }) {
  const server = mockApi({ [SIGN_UP]: answer });
  const page = renderWithStore(<SignUpPage />, { path: '/signup' });
  const submit = () => page.user.click(screen.getByRole('button', { name: 'Sign Up' }));
  const input = (label: string) => screen.getByLabelText(label, { exact: true });
  return { server, submit, input, ...page };
}

/** The only validation message on the page, and the field it describes. */
function shownError(): { text: string; field: string | null } {
  const invalid = screen
    .queryAllByRole('textbox')
    .concat(Array.from(document.querySelectorAll('input[type=password]')) as HTMLElement[])
    .filter((el) => el.getAttribute('aria-invalid') === 'true');
  expect(invalid).toHaveLength(1);
  const label = document.querySelector(`label[for="${invalid[0].id}"]`)?.textContent ?? null;
  return { text: document.getElementById(invalid[0].getAttribute('aria-describedby') ?? '')?.textContent ?? '', field: label };
}

afterEach(() => jest.restoreAllMocks());

it('checks user name, password, confirmation, match, then mobile, one at a time', async () => {
  const { server, submit, input, user } = open();

  await submit();
  expect(shownError()).toEqual({ text: MSG.required, field: 'User Name' });

  await user.type(input('User Name'), 'newplayer');
  await submit();
  expect(shownError()).toEqual({ text: MSG.required, field: 'Password' });

  await user.type(input('Password'), 'secret1');
  await submit();
  expect(shownError()).toEqual({ text: MSG.required, field: 'Confirm Password' });

  await user.type(input('Confirm Password'), 'secret2');
  await submit();
  expect(shownError()).toEqual({ text: MSG.confirmPasswordMismatch, field: 'Confirm Password' });

  await user.clear(input('Confirm Password'));
  await user.type(input('Confirm Password'), 'secret1');
  await submit();
  expect(shownError()).toEqual({ text: MSG.required, field: 'Your Mobile' });
  expect(server.calls).toHaveLength(0);
});

it('clears the message when its field is edited', async () => {
  const { submit, input, user } = open();
  await submit();
  expect(screen.getByText(MSG.required)).toBeInTheDocument();
  await user.type(input('User Name'), 'a');
  expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();
});

async function fillValid(page: ReturnType<typeof open>) {
  await page.user.type(page.input('User Name'), 'new_player');
  await page.user.type(page.input('Password'), 'secret1');
  await page.user.type(page.input('Confirm Password'), 'secret1');
  await page.user.type(page.input('Your Mobile'), '98765 43210x');
}

it('keeps only digits in the mobile number and sends the spec fields', async () => {
  const page = open();
  await fillValid(page);
  expect(page.input('Your Mobile')).toHaveValue('9876543210');
  await page.submit();
  await waitFor(() => expect(page.extra.visited).toEqual(['/login']));
  expect(page.server.callsTo(SIGN_UP)[0].body).toEqual({ username: 'new_player', password: 'secret1', phone: '9876543210' });
  expect(page.extra.toasts).toEqual([{ kind: 'success', message: MSG.signUpSuccess }]);
});

it('says "Try another username!" under User Name when the name is taken, until it is edited', async () => {
  const page = open({ status: 409, body: { message: 'Already exists.', isSuccess: false } });
  await fillValid(page);
  await page.submit();
  await waitFor(() => expect(page.input('User Name')).toHaveAccessibleDescription(MSG.tryAnotherUsername));
  expect(page.extra.toasts).toEqual([]);
  await page.user.type(page.input('User Name'), '2');
  expect(screen.queryByText(MSG.tryAnotherUsername)).not.toBeInTheDocument();
});

it("says a registered number under Your Mobile in the server's words, while the number is the same in its normal form", async () => {
  const page = open({ status: 409, body: { message: MSG.phoneTaken, isSuccess: false } });
  await fillValid(page);
  await page.submit();
  await waitFor(() => expect(page.input('Your Mobile')).toHaveAccessibleDescription(MSG.phoneTaken));
  expect(page.input('User Name')).not.toHaveAccessibleDescription(MSG.tryAnotherUsername);
  expect(page.extra.toasts).toEqual([]);
  // A 91 in front is the same number: still refused. Another number clears it.
  const typed = (page.input('Your Mobile') as HTMLInputElement).value;
  await page.user.clear(page.input('Your Mobile'));
  await page.user.type(page.input('Your Mobile'), `91${typed}`);
  expect(page.input('Your Mobile')).toHaveAccessibleDescription(MSG.phoneTaken);
  await page.user.clear(page.input('Your Mobile'));
  await page.user.type(page.input('Your Mobile'), '9000000001');
  expect(screen.queryByText(MSG.phoneTaken)).not.toBeInTheDocument();
});

it("says the exclusion of the number's account under Your Mobile, with its end date", async () => {
  const message = 'You have self-excluded until 28/05/2027 16:00 IST. A new account cannot be opened until then.';
  const page = open({ status: 403, body: { message, isSuccess: false } });
  await fillValid(page);
  await page.submit();
  await waitFor(() => expect(page.input('Your Mobile')).toHaveAccessibleDescription(message));
  expect(page.extra.toasts).toEqual([]);
});

it('toasts "Try again later!" for a 403 that is not about the number', async () => {
  const page = open({ status: 403, body: { message: 'Cross-site request refused.', isSuccess: false } });
  await fillValid(page);
  await page.submit();
  await waitFor(() => expect(page.extra.toasts).toEqual([{ kind: 'error', message: MSG.tryAgainLater }]));
  expect(screen.queryByText('Cross-site request refused.')).not.toBeInTheDocument();
});

it('toasts "Try again later!" for any other refusal', async () => {
  const page = open({ status: 500, body: { message: 'boom' } });
  await fillValid(page);
  await page.submit();
  await waitFor(() => expect(page.extra.toasts).toEqual([{ kind: 'error', message: MSG.tryAgainLater }]));
  expect(page.extra.visited).toEqual([]);
});

it('toasts that sign-up is unavailable when the network fails', async () => {
  const page = open('network-error');
  await fillValid(page);
  await page.submit();
  await waitFor(() => expect(page.extra.toasts).toEqual([{ kind: 'error', message: MSG.signUpUnavailable }]));
});

it('explains the server rules the spec does not word, after its own checks', async () => {
  const page = open();
  await page.user.type(page.input('User Name'), 'ab');
  await page.user.type(page.input('Password'), 'secret1');
  await page.user.type(page.input('Confirm Password'), 'secret1');
  await page.user.type(page.input('Your Mobile'), '98765');
  await page.submit();
  expect(shownError().field).toBe('User Name');
  expect(page.server.calls).toHaveLength(0);
});

it('takes a player who has an account to the log-in page', async () => {
  mockApi({});
  const page = renderWithStore(<SignUpPage />, { path: '/signup', route: '/signup', elsewhere: { '/login': <p>Login page</p> } });
  expect(screen.getByText('Have already an account?')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '24X7 Support' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Terms and Conditions' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Responsible Gaming' })).toBeInTheDocument();
  await page.user.click(screen.getByRole('button', { name: 'LOGIN HERE' }));
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
});
