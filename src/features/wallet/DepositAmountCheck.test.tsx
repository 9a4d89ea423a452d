// The amount typed is checked against the amount read from the slip: a mismatch is shown to the
// player under the amount, and the read amount goes with the request (ocrAmount) for the operator.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makePlayerStore } from '../../testing/playerStore';
import { renderWithStore } from '../../testing/render';
import { sessionRestored } from '../auth';
import { MSG } from '../../domain/messages';
import WalletPage from './WalletPage';
import { installObjectUrls, makeWalletExtra, readRoutes, SELF1, slip } from './testing/walletFixtures';
import { mockApi } from '../../testing/mockApi';

const DEPOSIT = 'POST /api/selfUser/depositRequest';

async function depositWithSlip(slipText: string, typed: string) {
  installObjectUrls();
  const server = mockApi({ ...readRoutes(5000), [DEPOSIT]: { body: { isSuccess: true, message: MSG.requestSent } } });
  const extra = makeWalletExtra(async () => slipText);
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored(SELF1));
  const page = renderWithStore(<WalletPage />, { path: '/wallet-gateway?view=deposit', extra, store });
  await page.user.type(screen.getByLabelText('Deposit amount'), typed);
  await page.user.click(screen.getByRole('button', { name: 'Next' }));
  await page.user.click(screen.getByRole('button', { name: 'OK' }));
  await screen.findByText('shreetraders@okaxis');
  // Node's File (see walletFixtures.slip): the one FormData can send.
  fireEvent.change(screen.getByLabelText('Upload payment slip'), { target: { files: [slip('png bytes')] } });
  await screen.findByDisplayValue('412345678901');
  return { ...page, server };
}

afterEach(() => jest.restoreAllMocks());

test('a slip showing another amount is pointed out under the amount, until the two agree', async () => {
  const { user } = await depositWithSlip('Paid to Shree Traders\n₹450.00\nUTR: 412345678901', '500');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Your slip shows ₹450.00, not the ₹500.00 you entered: check the amount before you submit.',
  );
  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), '450');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Matches the ₹450.00 on your slip.')).toBeInTheDocument();
});

test('the amount read from the slip is sent beside the request; none is sent when the slip shows none', async () => {
  const first = await depositWithSlip('₹450.00\nUTR: 412345678901', '500');
  await first.user.click(screen.getByRole('button', { name: 'Submit Request' }));
  await waitFor(() => expect(first.server.callsTo(DEPOSIT)).toHaveLength(1));
  expect(first.server.callsTo(DEPOSIT)[0].body).toMatchObject({ depositAmount: '500', ocrAmount: '450.00', UTR: '412345678901' });
  first.unmount();
  jest.restoreAllMocks();

  const second = await depositWithSlip('Paid\nUTR: 412345678901', '500');
  expect(screen.queryByText(/Your slip shows/)).not.toBeInTheDocument();
  await second.user.click(screen.getByRole('button', { name: 'Submit Request' }));
  await waitFor(() => expect(second.server.callsTo(DEPOSIT)).toHaveLength(1));
  expect(second.server.callsTo(DEPOSIT)[0].body).not.toHaveProperty('ocrAmount');
});
