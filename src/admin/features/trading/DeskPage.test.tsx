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
      book: { worstCase: -300, matched: 500, players: 2 },
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
