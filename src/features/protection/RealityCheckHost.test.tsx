// The reality check as a player meets it: at the next whole interval after log-in, a dialog with the
// session's figures from the server; "Continue" waits for the next one, "Log out" signs out.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderReport } from '../../testing/renderReport';
import { mockApi } from '../../testing/mockApi';
import { NOW } from '../../testing/reportFixtures';
import type { ProtectionState } from '../../domain/contract/protection';
import { RealityCheckHost } from './RealityCheckHost';

const MIN = 60_000;
const STATE = { deposit: [], loss: [], exclusion: null, realityCheckMinutes: 15 } as unknown as ProtectionState;

beforeEach(() => jest.useFakeTimers({ doNotFake: ['Date'] }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function open() {
  const server = mockApi({
    'GET /protection': { body: STATE },
    'GET /protection/session': { body: { signedInAt: NOW - 14 * MIN, minutes: 15, profitLoss: -250, realityCheckMinutes: 15 } },
    'POST /logout': { body: { isSuccess: true } },
  });
  const view = renderReport(<RealityCheckHost />);
  return { ...view, server };
}

it('shows the time signed in and the P&L since log-in at the next 15 minutes, then again after Continue', async () => {
  const { server } = open();
  await waitFor(() => expect(server.callsTo('GET /protection/session')).toHaveLength(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(MIN);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
  expect(dialog).toHaveTextContent('You have been signed in for 15 minutes.');
  expect(within(dialog).getByText('-₹250.00')).toHaveAttribute('data-sign', 'loss');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(server.callsTo('GET /protection/session')).toHaveLength(3));
});

it('"Log out" signs the player out', async () => {
  const { server, store } = open();
  await waitFor(() => expect(server.callsTo('GET /protection/session')).toHaveLength(1));
  await act(async () => {
    jest.advanceTimersByTime(MIN);
  });
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reality check' })).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(server.callsTo('POST /logout')).toHaveLength(1));
  await waitFor(() => expect(store.getState().auth.loginInfo).toBeNull());
});
