// The header's Exp opens My Market: the player's unsettled markets with the spec's columns; an event
// leads to its match page and the popup closes.
import { screen, within } from '@testing-library/react';
import { BalanceSlot } from '../features/layout/BalanceSlot';
import type { NotSettledBetRow } from '../domain/contract/bets';
import { MSG } from '../domain/messages';
import { paths, fakeTimersAtNow } from '../testing/betFixtures';
import { renderBetting } from '../testing/renderBetting';
import { mockApi } from '../testing/mockApi';

const ROW: NotSettledBetRow = {
  eid: '4',
  gameId: '1000042',
  marketId: '1.1000042',
  eventName: 'India v Australia',
  market: 'Matchodds',
  trade: 2,
  IsBetLock: 0,
  Matchodds: 1,
  BookMaker: 1,
  Fancy: 1,
};

function serve(rows: NotSettledBetRow[]) {
  return mockApi({
    [paths.expo1]: { body: { isSuccess: true, FinalExpo: -250, mainBalanceafterExpo: 99750 } },
    [paths.expo2]: { body: { isSuccess: true, FinalExpo: -250, mainBalancebeforeExpo: 100000 } },
    [paths.notSettled]: { body: { isSuccess: true, data: rows } },
  });
}

fakeTimersAtNow();

test('Exp opens My Market with Event Type, Event Name, Market and Trade; an event goes to its match page', async () => {
  serve([
    ROW,
    { ...ROW, eid: '2', gameId: '2000001', marketId: '1.2000001', eventName: 'Alcaraz v Sinner', market: 'Matchodds', trade: 1 },
    { ...ROW, market: 'Fancy', trade: 3 },
  ]);
  const { user } = renderBetting(<BalanceSlot />);
  await user.click(await screen.findByRole('button', { name: /^Exp: -₹250.00/ }));
  const popup = await screen.findByRole('dialog', { name: 'My Market' });
  await within(popup).findByText('Alcaraz v Sinner');
  const rows = within(popup)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent));
  expect(rows).toEqual([
    ['Event Type', 'Event Name', 'Market', 'Trade'],
    ['Cricket', 'India v Australia', 'Match Odds', '2'],
    ['Tennis', 'Alcaraz v Sinner', 'Match Odds', '1'],
    ['Cricket', 'India v Australia', 'Fancy', '3'],
  ]);
  expect(within(popup).getByText('-₹250.00')).toBeInTheDocument();

  await user.click(within(popup).getByRole('link', { name: 'Alcaraz v Sinner' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/matchscore/2/2000001/1.2000001');
  expect(screen.queryByRole('dialog', { name: 'My Market' })).not.toBeInTheDocument();
});

test("says 'No Record Found' without unsettled bets", async () => {
  serve([]);
  const { user } = renderBetting(<BalanceSlot />);
  await user.click(await screen.findByRole('button', { name: /^Exp:/ }));
  expect(await within(await screen.findByRole('dialog', { name: 'My Market' })).findByText(MSG.noRecordFound)).toBeInTheDocument();
});
