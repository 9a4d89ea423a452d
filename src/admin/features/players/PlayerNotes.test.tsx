// Support's notes and the KYC status on a player's page: the list with author and IST time, a note
// added and shown, a rejection refused without its reason (nothing sent) and then sent with it, every
// reason field saying the player does not see it; a role without players.lock only reads.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { PLAYER_NOTES_MSG } from '../../../domain/contract/playerNotes';
import type { Permission } from '../../../domain/contract/staff';
import { staffSelf } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { PlayerKyc, PlayerNotes } from './PlayerNotes';

afterEach(() => jest.restoreAllMocks());

const me = (permissions: Permission[]) => ({
  body: staffSelf({ username: 'sunita', displayName: 'Sunita', roles: ['support'], permissions }),
});
type Server = ReturnType<typeof mockApi>;

/** Each reason field says who sees it; the form refuses without its text (nothing sent), then sends once it is typed. */
async function refusedThenSent(
  { user, form, server }: { user: ReturnType<typeof renderAdmin>['user']; form: HTMLElement; server: Server },
  step: { button: string; refusal: string; call: Parameters<Server['callsTo']>[0]; typed: [field: string, text: string] },
) {
  expect(within(form).getByText('Staff only: the player does not see it.')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: step.button }));
  expect(within(form).getByText(step.refusal)).toBeInTheDocument();
  expect(server.callsTo(step.call)).toHaveLength(0);

  await user.type(within(form).getByLabelText(step.typed[0]), step.typed[1]);
  await user.click(within(form).getByRole('button', { name: step.button }));
  await until(() => server.callsTo(step.call).length === 1, step.call);
}

const NOTE = { id: 1, body: 'Asked about a late deposit.', author: 'ravi', at: '2026-11-28 10:15:00' };

test('notes: author and IST time; a new note is sent trimmed and shown; an empty one is refused before sending', async () => {
  let notes = [NOTE];
  const server = mockApi({
    'GET /admin/staff/me': me(['players.read', 'players.lock']),
    'GET /admin/users/3/notes': () => ({ body: { isSuccess: true, data: notes } }),
    'POST /admin/users/3/notes': (call) => {
      notes = [{ id: 2, body: (call.body as { body: string }).body, author: 'sunita', at: '2026-11-28 11:00:00' }, ...notes];
      return { body: { isSuccess: true, data: notes } };
    },
  });
  const { user } = renderAdmin(<PlayerNotes userId={3} />);
  const list = await screen.findByRole('list', { name: 'Notes' });
  expect(within(list).getByText('Asked about a late deposit.')).toBeInTheDocument();
  expect(within(list).getByText('ravi, 2026-11-28 10:15:00 IST')).toBeInTheDocument();

  const form = await screen.findByRole('form', { name: 'Add a note' });
  await refusedThenSent(
    { user, form, server },
    {
      button: 'Add note',
      refusal: PLAYER_NOTES_MSG.noteEmpty,
      call: 'POST /admin/users/3/notes',
      typed: ['New note', '  Sent the slip again.  '],
    },
  );
  expect(server.callsTo('POST /admin/users/3/notes')[0].body).toEqual({ body: 'Sent the slip again.' });
  expect(await within(screen.getByRole('list', { name: 'Notes' })).findByText('sunita, 2026-11-28 11:00:00 IST')).toBeInTheDocument();
  expect(within(form).getByLabelText('New note')).toHaveValue('');
});

test('KYC: status and reason shown; a rejection needs its reason (nothing sent without it), then is sent and shown', async () => {
  let kyc = { status: 'pending', reason: null as string | null, by: 'ravi', at: '2026-11-27 09:00:00' };
  const server = mockApi({
    'GET /admin/staff/me': me(['players.read', 'players.lock']),
    'GET /admin/users/3/kyc': () => ({ body: { isSuccess: true, kyc } }),
    'PUT /admin/users/3/kyc': (call) => {
      const body = call.body as { status: string; reason: string };
      kyc = { status: body.status, reason: body.reason, by: 'sunita', at: '2026-11-28 11:05:00' };
      return { body: { isSuccess: true, kyc } };
    },
  });
  const { user } = renderAdmin(<PlayerKyc userId={3} />);
  const facts = await screen.findByLabelText('KYC status');
  expect(within(facts).getByText('Pending')).toBeInTheDocument();
  expect(within(facts).getByText('ravi, 2026-11-27 09:00:00 IST')).toBeInTheDocument();

  const form = await screen.findByRole('form', { name: 'Change the KYC status' });
  await user.selectOptions(within(form).getByLabelText('New KYC status'), 'rejected');
  await refusedThenSent(
    { user, form, server },
    {
      button: 'Save KYC status',
      refusal: PLAYER_NOTES_MSG.rejectReason,
      call: 'PUT /admin/users/3/kyc',
      typed: ['Why rejected (required)', 'PAN photo unreadable'],
    },
  );
  expect(server.callsTo('PUT /admin/users/3/kyc')[0].body).toEqual({ status: 'rejected', reason: 'PAN photo unreadable' });
  const shown = screen.getByLabelText('KYC status');
  expect(await within(shown).findByText('Rejected')).toBeInTheDocument();
  expect(within(shown).getByText('PAN photo unreadable')).toBeInTheDocument();
});

test('KYC: the server refusal is shown in its words', async () => {
  mockApi({
    'GET /admin/staff/me': me(['players.read', 'players.lock']),
    'GET /admin/users/3/kyc': {
      body: { isSuccess: true, kyc: { status: 'verified', reason: null, by: 'ravi', at: '2026-11-27 09:00:00' } },
    },
    'PUT /admin/users/3/kyc': { status: 409, body: { isSuccess: false, message: 'The KYC status is already Verified with this reason.' } },
  });
  const { user } = renderAdmin(<PlayerKyc userId={3} />);
  const form = await screen.findByRole('form', { name: 'Change the KYC status' });
  await user.click(within(form).getByRole('button', { name: 'Save KYC status' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('The KYC status is already Verified with this reason.');
});

test('a role that only reads players sees the notes and the status but no form', async () => {
  mockApi({
    'GET /admin/staff/me': me(['players.read']),
    'GET /admin/users/3/notes': { body: { isSuccess: true, data: [NOTE] } },
    'GET /admin/users/3/kyc': { body: { isSuccess: true, kyc: { status: 'not_started', reason: null, by: null, at: null } } },
  });
  renderAdmin(
    <>
      <PlayerNotes userId={3} />
      <PlayerKyc userId={3} />
    </>,
  );
  expect(await screen.findByText('Asked about a late deposit.')).toBeInTheDocument();
  expect(await screen.findByText('Not started')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Add a note' })).toBeNull();
  expect(screen.queryByRole('form', { name: 'Change the KYC status' })).toBeNull();
});
