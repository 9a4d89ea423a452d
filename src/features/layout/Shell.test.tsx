// The signed-in shell as each kind of player sees it: money in the header, the menu by selfUser,
// the tab strip only where spec §2 puts it, the wallet buttons, sign-out and the session check.
import { screen, waitFor, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Route, Routes } from 'react-router-dom';
import { makePlayerStore } from '../../testing/playerStore';
import type { LoginInfo } from '../../domain/contract/auth';
import { sessionRestored } from '../auth';
import { makeFakeExtra } from '../../testing/fakeExtra';
import { renderWithStore } from '../../testing/render';
import { LOCAL_WHOAMI, mockApi } from '../../testing/mockApi';
import Shell from './Shell';
import { exposureClicked } from './layoutActions';

const player1: LoginInfo = { Id: 7, UserName: 'player1', RoleId: 2, selfUser: 0, ExposureLimit: 200000, LockBetting: 0, passwordstatus: 1 };
const self1: LoginInfo = { ...player1, Id: 9, UserName: 'self1', selfUser: 1 };

function openShell(who: LoginInfo, path: string) {
  const server = mockApi({
    'GET /whoami': { body: LOCAL_WHOAMI },
    [`GET /expo1/${who.Id}/${who.selfUser}`]: { body: { isSuccess: true, FinalExpo: -250.5, mainBalanceafterExpo: 100000 } },
    'GET /api/getMasterData': { body: [{ BetStartTime: 30, SiteMessage: 'Welcome to the exchange!' }] },
    [`GET /api/fetchPasswordStatus/${who.Id}`]: { body: [{ passwordstatus: 1 }] },
    [`GET /GetUserIdandUserStatusDemo/${who.Id}/127.0.0.1`]: { body: { isSuccess: true, isLoggedIn: true } },
    'POST /logout': { body: { isSuccess: true } },
  });
  const extra = makeFakeExtra();
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored(who));
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const page = renderWithStore(
    <Routes>
      <Route path="/" element={<Shell />}>
        <Route path="*" element={<p>the page</p>} />
      </Route>
    </Routes>,
    { store, extra, path },
  );
  return { server, dispatched, ...page };
}

afterEach(() => jest.restoreAllMocks());

it('shows Balance and a negative Exp in rupees with Indian grouping; Exp opens My Market', async () => {
  const { user, dispatched } = openShell(player1, '/');
  const header = screen.getByRole('banner');
  await within(header).findByText('₹1,00,000.00');
  const exp = within(header).getByRole('button', { name: /^Exp: -₹250\.50/ });
  await user.click(exp);
  expect(dispatched.some(exposureClicked.match)).toBe(true);
  expect(await screen.findByText('Welcome to the exchange!')).toBeInTheDocument();
});

it('gives an operator-made player the account statement and no wallet', async () => {
  const { user } = openShell(player1, '/');
  await user.click(screen.getByRole('button', { name: /player1/ }));
  const menu = screen.getByRole('list', { name: 'Account' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual([
    'Account Statement',
    'Profit Loss',
    'Bet History',
    'Current Bet',
    'Change Button Values',
    'Change Password',
    'Responsible gaming',
  ]);
  expect(within(menu).getByRole('link', { name: 'Change Button Values' })).toHaveAttribute('href', '/change-btn-value');
  expect(screen.queryByRole('link', { name: 'DEPOSIT' })).not.toBeInTheDocument();
});

it('gives a self-registered player the wallet, and Deposit/Withdraw except on the wallet page', async () => {
  const { user } = openShell(self1, '/');
  await user.click(screen.getByRole('button', { name: /self1/ }));
  const menu = screen.getByRole('list', { name: 'Account' });
  expect(within(menu).getByRole('link', { name: 'Deposit and Withdrawal' })).toHaveAttribute('href', '/wallet-gateway');
  expect(within(menu).queryByRole('link', { name: 'Account Statement' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'DEPOSIT' })).toBeInTheDocument();

  await user.click(within(menu).getByRole('link', { name: 'Deposit and Withdrawal' }));
  expect(screen.queryByRole('link', { name: 'DEPOSIT' })).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Account' })).not.toBeInTheDocument();
});

it('shows the tab strip on sport routes with the current tab lit, and not on reports', async () => {
  const { user } = openShell(player1, '/cricket');
  const tabs = screen.getByRole('navigation', { name: 'Sections' });
  expect(within(tabs).getByRole('link', { name: 'Cricket' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: 'LUCKY 7' })).toHaveAttribute('href', '#');
  await user.click(screen.getByRole('button', { name: /player1/ }));
  await user.click(screen.getByRole('link', { name: 'Profit Loss' }));
  expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
});

it('re-checks the session on every route change', async () => {
  const { user, server } = openShell(player1, '/');
  const check = 'GET /GetUserIdandUserStatusDemo/7/127.0.0.1';
  await waitFor(() => expect(server.callsTo(check)).toHaveLength(1));
  await user.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Tennis' }));
  await waitFor(() => expect(server.callsTo(check)).toHaveLength(2));
});

it('signs out from the menu', async () => {
  const { user, server, extra } = openShell(player1, '/');
  await user.click(screen.getByRole('button', { name: /player1/ }));
  await user.click(screen.getByRole('button', { name: 'SignOut' }));
  await waitFor(() => expect(extra.visited).toEqual(['/login']));
  expect(server.callsTo('POST /logout')).toHaveLength(1);
});
