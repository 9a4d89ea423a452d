// The settlement page: the markets waiting for a result and those settled lately come from the
// server; the form refuses what the server refuses; the final button waits for the market's name
// typed exactly; the answer shows how many players and how much money moved.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { traderSelf } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { SettlementPage } from './SettlementPage';
import { SETTLE_MSG } from './settlementValidation';

afterEach(() => jest.restoreAllMocks());

const MARKETS = {
  isSuccess: true,
  awaiting: [
    {
      marketId: '1.7000001',
      eventId: 7000001,
      eventName: 'Mumbai v Delhi',
      marketName: 'Match Odds',
      kind: 'Matchodds',
      startsAt: '2026-11-25 14:00:00',
      marketStatus: 'CLOSED',
      bettingState: 'closed',
      rolledBack: false,
      openBets: 12,
      players: 5,
      runners: [
        { selectionId: 101, name: 'Mumbai' },
        { selectionId: 102, name: 'Delhi' },
      ],
    },
  ],
  settled: [
    {
      marketId: '1.7000009',
      eventName: 'Chennai v Pune',
      marketName: 'Match Odds',
      kind: 'Matchodds',
      result: 'Pune',
      source: 'feed',
      settledAt: '2026-11-25 10:00:00',
      users: 3,
    },
  ],
};

const PREVIEW = {
  isSuccess: true,
  marketId: '1.7000001',
  outcome: 'winner',
  betsWon: 7,
  betsLost: 5,
  betsVoided: 0,
  betsLapsed: 1,
  players: 5,
  paid: 2400,
  taken: 1850.5,
  houseNet: -549.5,
};

const SETTLED = {
  isSuccess: true,
  marketId: '1.7000001',
  outcome: 'winner',
  result: 'Delhi',
  source: 'operator',
  settledAt: '2026-11-25 18:30:00',
  betsSettled: 12,
  betsVoided: 0,
  betsLapsed: 1,
  users: 5,
  alreadySettled: false,
  paid: 2400,
  collected: 1850.5,
};

test('a market picked from the list: winner by name, confirmed by typing its name, settled once, money moved shown', async () => {
  const server = mockApi({
    'GET /admin/settlement/markets': { body: MARKETS },
    'GET /admin/markets/1.7000001/settle-preview': { body: PREVIEW },
    'POST /admin/markets/1.7000001/settle': { body: SETTLED },
  });
  const { user } = renderAdmin(<SettlementPage />);
  const waiting = await screen.findByRole('table', { name: 'Markets waiting for a result' });
  expect(await within(waiting).findByText('Mumbai v Delhi')).toBeInTheDocument();
  await user.click(within(waiting).getByRole('button', { name: 'Settle Mumbai v Delhi / Match Odds' }));

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText(SETTLE_MSG.winner)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('WINNER'), 'Delhi');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  const confirm = screen.getByRole('group', { name: 'Confirm the settlement' });
  expect(confirm).toHaveTextContent('Settle Mumbai v Delhi / Match Odds (1.7000001) with Delhi as the winner.');
  // Before confirming: the money this result moves, as the server works it out (nothing written yet).
  const money = await within(confirm).findByLabelText('Money if confirmed');
  expect(money).toHaveTextContent('Bets that win / lose7 / 5');
  expect(money).toHaveTextContent('Paid to players₹2,400.00');
  expect(money).toHaveTextContent('Taken from players₹1,850.50');
  expect(money).toHaveTextContent('House net-₹549.50');
  expect(server.callsTo('GET /admin/markets/1.7000001/settle-preview').map((c) => c.query)).toEqual([{ winnerSelectionId: '102' }]);
  const settle = within(confirm).getByRole('button', { name: 'Settle the market' });
  const typed = within(confirm).getByLabelText('Type Mumbai v Delhi / Match Odds to confirm');
  await user.type(typed, '1.7000001');
  expect(settle).toBeDisabled();
  await user.clear(typed);
  await user.type(typed, 'Mumbai v Delhi / Match Odds');
  await user.dblClick(settle);

  const results = await screen.findByRole('table', { name: 'Settlements' });
  const cells = within(within(results).getAllByRole('row')[1])
    .getAllByRole('cell')
    .map((c) => c.textContent?.trim());
  expect(cells).toEqual([
    'Mumbai v Delhi / Match Odds',
    'settled',
    'Delhi',
    '2026-11-25 18:30:00',
    '12',
    '0',
    '1',
    '5',
    '₹2,400.00',
    '₹1,850.50',
    '—',
  ]);
  expect(server.callsTo('POST /admin/markets/1.7000001/settle').map((c) => c.body)).toEqual([{ winnerSelectionId: 102 }]);
  // The form starts afresh: the market has left the list.
  expect(screen.getByLabelText('Market id')).toHaveValue('');
  // The lists are asked again after the settlement.
  expect(server.callsTo('GET /admin/settlement/markets').length).toBeGreaterThanOrEqual(2);
});

test('a settled market rolls back with a reason, confirmed by its name', async () => {
  const server = mockApi({
    'GET /admin/settlement/markets': { body: MARKETS },
    'POST /admin/markets/1.7000009/rollback': {
      body: {
        isSuccess: true,
        marketId: '1.7000009',
        generation: 0,
        undone: 'Pune',
        users: 3,
        betsReopened: 4,
        reversed: 990,
        alreadyRolledBack: false,
      },
    },
  });
  const { user } = renderAdmin(<SettlementPage />);
  const settled = await screen.findByRole('table', { name: 'Markets settled lately' });
  await user.click(await within(settled).findByRole('button', { name: 'Roll back Chennai v Pune / Match Odds' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText(SETTLE_MSG.reason)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Reason for the rollback'), 'Result corrected by the feed');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const confirm = screen.getByRole('group', { name: 'Confirm the settlement' });
  await user.type(within(confirm).getByLabelText('Type Chennai v Pune / Match Odds to confirm'), 'Chennai v Pune / Match Odds');
  await user.click(within(confirm).getByRole('button', { name: 'Roll back' }));
  const results = await screen.findByRole('table', { name: 'Settlements' });
  const cells = within(within(results).getAllByRole('row')[1])
    .getAllByRole('cell')
    .map((c) => c.textContent?.trim());
  expect(cells).toEqual(['Chennai v Pune / Match Odds', 'rolled back', 'Pune', '—', '4', '0', '0', '3', '—', '—', '₹990.00']);
  expect(server.callsTo('POST /admin/markets/1.7000009/rollback').map((c) => c.body)).toEqual([{ reason: 'Result corrected by the feed' }]);
});

test('any other market by id: validated as the server does, confirmed by typing the id', async () => {
  const server = mockApi({
    'GET /admin/settlement/markets': { body: { isSuccess: true, awaiting: [], settled: [] } },
    'POST /admin/markets/3.1000042/settle': {
      body: { ...SETTLED, marketId: '3.1000042', outcome: 'runs', result: '57 runs', paid: 0, collected: 400 },
    },
  });
  const { user } = renderAdmin(<SettlementPage />);
  expect(await screen.findByText('No market with open bets is waiting.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Market id'), '3.1000042');
  await user.selectOptions(screen.getByLabelText('RESULT'), 'runs');
  await user.type(screen.getByLabelText('Runs'), '-3');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText(SETTLE_MSG.runs)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Runs'));
  await user.type(screen.getByLabelText('Runs'), '57');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const confirm = screen.getByRole('group', { name: 'Confirm the settlement' });
  expect(confirm).toHaveTextContent('Settle fancy 3.1000042 at 57 runs.');
  await user.type(within(confirm).getByLabelText('Type 3.1000042 to confirm'), '3.1000042');
  await user.click(within(confirm).getByRole('button', { name: 'Settle the market' }));
  const results = await screen.findByRole('table', { name: 'Settlements' });
  expect(within(results).getByText('₹400.00')).toBeInTheDocument();
  expect(server.callsTo('POST /admin/markets/3.1000042/settle').map((c) => c.body)).toEqual([{ runs: 57 }]);
});

const ME = traderSelf(['markets.read', 'markets.control', 'markets.settle']);

test('each waiting market shows whether players can bet; one still open is suspended here with a reason', async () => {
  const open = { ...MARKETS.awaiting[0], marketId: '1.7000002', eventName: 'Goa v Kerala', bettingState: 'open', marketStatus: 'OPEN' };
  let suspended = false;
  const server = mockApi({
    'GET /admin/staff/me': { body: ME },
    'GET /admin/settlement/markets': () => ({
      body: { ...MARKETS, awaiting: [MARKETS.awaiting[0], suspended ? { ...open, bettingState: 'handSuspended' } : open] },
    }),
    'POST /admin/markets/1.7000002/suspend': () => {
      suspended = true;
      return { body: { isSuccess: true, marketId: '1.7000002', eventId: 1, kind: 'Matchodds', handSuspended: true, feedStatus: 'OPEN' } };
    },
  });
  const { user } = renderAdmin(<SettlementPage />);
  const waiting = await screen.findByRole('table', { name: 'Markets waiting for a result' });
  await within(waiting).findByText('Goa v Kerala');
  const [, closedRow, openRow] = within(waiting).getAllByRole('row');
  expect(closedRow).toHaveTextContent('Closed');
  expect(within(closedRow).queryByRole('button', { name: /^Suspend/ })).toBeNull();
  expect(openRow).toHaveTextContent('Open for bets');

  await user.click(await within(openRow).findByRole('button', { name: 'Suspend Goa v Kerala / Match Odds' }));
  const form = within(waiting).getByRole('group', { name: 'Suspend Goa v Kerala / Match Odds' });
  await user.click(within(form).getByRole('button', { name: 'Suspend now' }));
  expect(within(form).getByText('Give a reason (1 to 500 characters).')).toBeInTheDocument();
  expect(server.callsTo('POST /admin/markets/1.7000002/suspend')).toHaveLength(0);
  await user.type(within(form).getByLabelText('Reason (internal: players do not see it)'), 'Match over, no result from the feed');
  await user.click(within(form).getByRole('button', { name: 'Suspend now' }));

  expect(await within(waiting).findByText('Suspended by hand')).toBeInTheDocument();
  expect(server.callsTo('POST /admin/markets/1.7000002/suspend').map((c) => c.body)).toEqual([
    { reason: 'Match over, no result from the feed' },
  ]);
  expect(within(waiting).queryByRole('button', { name: 'Suspend Goa v Kerala / Match Odds' })).toBeNull();
});

test('settled lately: markets players bet on, with Roll back; the switch asks for every market, those without bets have no Roll back', async () => {
  const empty = { ...MARKETS.settled[0], marketId: '1.7000010', eventName: 'Assam v Bihar', users: 0 };
  const server = mockApi({
    'GET /admin/settlement/markets': (call) => ({
      body: { ...MARKETS, settled: call.query.all === 'true' ? [MARKETS.settled[0], empty] : MARKETS.settled },
    }),
  });
  const { user } = renderAdmin(<SettlementPage />);
  const settled = await screen.findByRole('table', { name: 'Markets settled lately' });
  expect(await within(settled).findByText('Chennai v Pune')).toBeInTheDocument();
  expect(within(settled).getAllByRole('row')).toHaveLength(2);
  expect(server.callsTo('GET /admin/settlement/markets')[0].query).toEqual({});

  await user.click(screen.getByRole('checkbox', { name: 'Show markets nobody bet on' }));
  expect(await within(settled).findByText('Assam v Bihar')).toBeInTheDocument();
  expect(server.callsTo('GET /admin/settlement/markets').some((c) => c.query.all === 'true')).toBe(true);
  const rows = within(settled).getAllByRole('row');
  expect(within(rows[1]).getByRole('button', { name: 'Roll back Chennai v Pune / Match Odds' })).toBeInTheDocument();
  expect(within(rows[2]).queryByRole('button', { name: /Roll back/ })).toBeNull();
  expect(rows[2]).toHaveTextContent('no bets');
});

test('the preview of a void, and a refused preview said as the server says it', async () => {
  mockApi({
    'GET /admin/settlement/markets': { body: MARKETS },
    'GET /admin/markets/1.7000001/settle-preview': (call) =>
      call.query.void === 'true'
        ? { body: { ...PREVIEW, outcome: 'void', betsWon: 0, betsLost: 0, betsVoided: 12, paid: 0, taken: 0, houseNet: 0 } }
        : {
            status: 400,
            body: {
              isSuccess: false,
              message: 'Selection 102 is a non-runner of this market (withdrawn before the off): it cannot be the winner.',
            },
          },
  });
  const { user } = renderAdmin(<SettlementPage />);
  const waiting = await screen.findByRole('table', { name: 'Markets waiting for a result' });
  await user.click(await within(waiting).findByRole('button', { name: 'Void Mumbai v Delhi / Match Odds' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const money = await screen.findByLabelText('Money if confirmed');
  expect(money).toHaveTextContent('Bets void / lapsed (unmatched)12 / 1');
  expect(money).toHaveTextContent('House net₹0.00');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(within(waiting).getByRole('button', { name: 'Settle Mumbai v Delhi / Match Odds' }));
  await user.selectOptions(screen.getByLabelText('WINNER'), 'Delhi');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(/Selection 102 is a non-runner/)).toBeInTheDocument();
});
