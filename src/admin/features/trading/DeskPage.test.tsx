// The desk page, keyboard first: a line moved one run with '+', ball running with 'B', a wicket with
// 'W', a typed quote with Enter; each change carries the line's version; a stale one shows the
// server's message.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { DeskPage } from './DeskPage';
import type { DeskResponse } from './deskApi';

const DESK: DeskResponse = {
  isSuccess: true,
  event: { eventId: 7, name: 'Mumbai v Delhi', status: 'inplay', worstCaseLimit: null },
  lines: [
    {
      marketId: '3.97001',
      name: '6 over runs MUM',
      kind: 'Fancy',
      status: 'OPEN',
      version: 4,
      noRuns: 48,
      yesRuns: 50,
      noRate: 100,
      yesRate: 100,
      worstCaseLimit: null,
      alert: null,
      book: { worstCase: -300, matched: 500, players: 2, matchedSides: { no: 200, yes: 300 } },
    },
  ],
};

test('keys move the line, put it in ball running, suspend all; a typed quote goes with Enter; a stale change shows why', async () => {
  let stale = false;
  const server = mockApi({
    'GET /admin/trading/events/7/desk': { body: DESK },
    'PATCH /admin/trading/fancy/3.97001': () =>
      stale ? { status: 409, body: { message: 'The line moved: 49/51 now.', isSuccess: false } } : { body: { isSuccess: true } },
    'POST /admin/trading/events/7/suspend-all': { body: { isSuccess: true, lines: [] } },
  });
  const { user } = renderAdmin(<DeskPage />);
  await user.type(screen.getByLabelText('Event id'), '7{Enter}');
  const table = await screen.findByRole('table', { name: 'Lines' });
  expect(within(table).getByText('6 over runs MUM')).toBeInTheDocument();
  expect(within(table).getByText('Open')).toBeInTheDocument();
  // The stake matched on each side, beside the line.
  expect(within(table).getByLabelText('Matched on 6 over runs MUM')).toHaveTextContent('NO ₹200.00 · YES ₹300.00');

  table.focus();
  await user.keyboard('+');
  await until(() => server.callsTo('PATCH /admin/trading/fancy/3.97001').length === 1, 'the move');
  expect(server.callsTo('PATCH /admin/trading/fancy/3.97001')[0].body).toEqual({ version: 4, noRuns: 49, yesRuns: 51 });

  table.focus();
  await user.keyboard('b');
  await until(() => server.callsTo('PATCH /admin/trading/fancy/3.97001').length === 2, 'ball running');
  expect(server.callsTo('PATCH /admin/trading/fancy/3.97001')[1].body).toEqual({ version: 4, status: 'BALL_RUNNING' });

  table.focus();
  await user.keyboard('w');
  await until(() => server.callsTo('POST /admin/trading/events/7/suspend-all').length === 1, 'the wicket');

  stale = true;
  await user.type(screen.getByLabelText('New quote for 6 over runs MUM'), '47/49{Enter}');
  await until(() => server.callsTo('PATCH /admin/trading/fancy/3.97001').length === 3, 'the typed quote');
  expect(server.callsTo('PATCH /admin/trading/fancy/3.97001')[2].body).toEqual({ version: 4, noRuns: 47, yesRuns: 49 });
  expect(await screen.findByText('The line moved: 49/51 now.')).toBeInTheDocument();
});

const BOOK: DeskResponse = {
  ...DESK,
  event: { ...DESK.event, runners: [] },
  lines: [
    { ...DESK.lines[0], minStake: 100, maxStake: 50_000 },
    {
      marketId: '2.97',
      name: 'Bookmaker',
      kind: 'BookMaker',
      status: 'OPEN',
      version: 2,
      rows: [
        { selectionId: 11, name: 'Mumbai', back: 45, lay: 50, backSize: 1000, laySize: 1000 },
        { selectionId: 12, name: 'Delhi', back: 90, lay: 95, backSize: 1000, laySize: 1000 },
      ],
      worstCaseLimit: null,
      alert: null,
      book: {
        worstCase: 0,
        matched: 650,
        players: 1,
        matchedSides: {
          runners: [
            { selectionId: 11, name: 'Mumbai', back: 400, lay: 250 },
            { selectionId: 12, name: 'Delhi', back: 0, lay: 0 },
          ],
        },
      },
    },
  ],
};

test('a bookmaker runner is quoted back/lay with Enter; the line shows and edits its stake limits; results are declared from the desk', async () => {
  const server = mockApi({
    'GET /admin/trading/events/7/desk': { body: BOOK },
    'PATCH /admin/trading/fancy/3.97001': { body: { isSuccess: true } },
    'PATCH /admin/trading/bookmaker/2.97/runners/12': { body: { isSuccess: true } },
    'PATCH /admin/trading/bookmaker/2.97/runners/11': { body: { isSuccess: true } },
    'POST /admin/markets/3.97001/settle': { body: { isSuccess: true } },
    'POST /admin/markets/2.97/settle': { body: { isSuccess: true } },
    'GET /admin/trading/to-settle': { body: { isSuccess: true, lines: [] } },
  });
  const { user } = renderAdmin(<DeskPage />);
  await user.type(screen.getByLabelText('Event id'), '7{Enter}');
  const table = await screen.findByRole('table', { name: 'Lines' });
  expect(within(table).getByText('100–50,000')).toBeInTheDocument();
  expect(within(table).getByLabelText('Matched on Bookmaker: Mumbai')).toHaveTextContent('Back ₹400.00 · Lay ₹250.00');
  expect(within(table).getByLabelText('Matched on Bookmaker: Delhi')).toHaveTextContent('Back ₹0.00 · Lay ₹0.00');

  await user.clear(screen.getByLabelText('Line max stake'));
  await user.type(screen.getByLabelText('Line max stake'), '2000{Enter}');
  await until(() => server.callsTo('PATCH /admin/trading/fancy/3.97001').length === 1, 'the limits');
  expect(server.callsTo('PATCH /admin/trading/fancy/3.97001')[0].body).toEqual({ version: 4, minStake: 100, maxStake: 2000 });

  await user.type(screen.getByLabelText('Runs scored'), '53{Enter}');
  await until(() => server.callsTo('POST /admin/markets/3.97001/settle').length === 1, 'the runs');
  expect(server.callsTo('POST /admin/markets/3.97001/settle')[0].body).toEqual({ runs: 53 });
  // The line was open: suspended first.
  expect(server.callsTo('PATCH /admin/trading/fancy/3.97001')[1].body).toEqual({ version: 4, status: 'SUSPENDED' });

  table.focus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  await user.type(screen.getByLabelText('New quote for Bookmaker: Delhi'), '88/92{Enter}');
  await until(() => server.callsTo('PATCH /admin/trading/bookmaker/2.97/runners/12').length === 1, 'the runner quote');
  expect(server.callsTo('PATCH /admin/trading/bookmaker/2.97/runners/12')[0].body).toEqual({ version: 2, back: 88, lay: 92 });

  await user.selectOptions(screen.getByLabelText('Winner'), 'Delhi');
  await user.click(screen.getByRole('button', { name: 'Declare result' }));
  await until(() => server.callsTo('POST /admin/markets/2.97/settle').length === 1, 'the winner');
  expect(server.callsTo('POST /admin/markets/2.97/settle')[0].body).toEqual({ winnerSelectionId: 12 });
  expect(server.callsTo('PATCH /admin/trading/bookmaker/2.97/runners/11')[0].body).toEqual({ version: 2, status: 'SUSPENDED' });
});
