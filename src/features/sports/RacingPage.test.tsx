// Horse and greyhound racing as a player finds them, through the app's own routes: the sport's page
// lists each meeting's races with every runner's name and best back and lay price, and a race's name
// opens its race page; the desktop menu opens the sport into meetings and races.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, PLAYER1_LOGIN } from '../../testing/authStore';
import { renderScreen } from '../../testing/render';
import { renderPlayerApp } from '../../testing/renderPlayerApp';
import { mockApi } from '../../testing/mockApi';
import { makeEvent, makeOdds, runner } from '../../testing/sportsFixtures';
import { bodyRowTexts } from '../../testing/tableText';
import { MobileSportTabs } from './MobileSportTabs';
import SportsMenu from './SportsMenu';

const MEETING = { seriesId: 31389771, seriesName: 'Sheffield 19th Apr', eid: '4339' as const };
const RACE = makeEvent({
  id: 197931750,
  eid: '4339',
  marketId: '1.197931750',
  eventName: 'Sheffield OR 280m',
  seriesId: MEETING.seriesId,
  seriesName: MEETING.seriesName,
  BookMaker: 0,
  Fancy: 0,
  eventDate: '2030-04-19T11:04:00.000Z',
});
const RUNNERS = [
  runner(40383313, '1. Paradise Mission', 6.4, 7),
  runner(37947503, '2. Sandwood Jet', 4.1, 4.3),
  runner(39394521, '3. Kirabilly Kathy', 9.2, 10),
  runner(40208815, '4. Gurtnacrehyblake', 5.5, 6),
  runner(40371093, '5. Castlehill Jil', 12, 13.5),
  runner(39823721, '6. Coolavanny Galiv', 2.5, 2.54),
];
const ODDS = makeOdds({
  Odds: [
    {
      ...makeOdds().Odds[0],
      marketId: RACE.marketId,
      gameId: RACE.gameId,
      eid: '4339',
      inplay: false,
      status: 'OPEN',
      runners: RUNNERS,
    },
  ],
  Bookmaker: [],
  Fancy: [],
});

const racingRoutes = {
  'GET /api/fetchSeriesBySportId': ({ query }: { query: Record<string, string> }) => ({
    body: { isSuccess: true, data: query.sportId === '4339' ? [MEETING] : [] },
  }),
  'GET /api/fetchEventsBySeriesId': ({ query }: { query: Record<string, string> }) => ({
    body: { isSuccess: true, data: query.seriesId === String(MEETING.seriesId) ? [RACE] : [] },
  }),
  [`GET /checkGetMatchOdds/${RACE.marketId}/${RACE.gameId}`]: { body: ODDS },
  [`GET /expo1/${PLAYER1_LOGIN.Id}/0`]: { body: { isSuccess: true, FinalExpo: 0, mainBalanceafterExpo: 100000 } },
  'GET /api/getMasterData': { body: [{ BetStartTime: 30, SiteMessage: '' }] },
  [`GET /GetUserIdandUserStatusDemo/${PLAYER1_LOGIN.Id}/127.0.0.1`]: { body: { isSuccess: true, isLoggedIn: true } },
};

function openApp(path: string) {
  const { store } = authStore(racingRoutes, { signedIn: true });
  return renderPlayerApp(store, path);
}

afterEach(() => jest.restoreAllMocks());

test("/greyhound lists the meeting's race with every runner's name and best back and lay price; the race's name opens the race page", async () => {
  const router = openApp('/greyhound');
  const meeting = await screen.findByRole('region', { name: 'Sheffield 19th Apr' }, { timeout: 5000 });
  const table = await within(meeting).findByRole('table', { name: 'Sheffield OR 280m runners' });
  expect(bodyRowTexts(table)).toEqual([
    ['1. Paradise Mission', '6.4', '7'],
    ['2. Sandwood Jet', '4.1', '4.3'],
    ['3. Kirabilly Kathy', '9.2', '10'],
    ['4. Gurtnacrehyblake', '5.5', '6'],
    ['5. Castlehill Jil', '12', '13.5'],
    ['6. Coolavanny Galiv', '2.5', '2.54'],
  ]);
  const link = within(meeting).getByRole('link', { name: 'Sheffield OR 280m' });
  expect(link).toHaveAttribute('href', '/matchscore/4339/197931750/1.197931750');
  await userEvent.click(link);
  expect(router.state.location.pathname).toBe('/matchscore/4339/197931750/1.197931750');
  router.dispose();
});

test('/horse with no races says so', async () => {
  const router = openApp('/horse');
  expect(await screen.findByText('No Record Found', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Horse Racing' })).toBeInTheDocument();
  router.dispose();
});

test('the desktop menu opens greyhound racing into its meetings and a meeting into its races', async () => {
  mockApi(racingRoutes);
  const { user } = renderScreen(<SportsMenu />);
  await user.click(screen.getByRole('button', { name: /Greyhound Racing/ }));
  await user.click(await screen.findByRole('button', { name: /Sheffield 19th Apr/ }));
  const race = await screen.findByRole('link', { name: 'Sheffield OR 280m' });
  expect(race).toHaveAttribute('href', '/matchscore/4339/197931750/1.197931750');
});

test("the phone's sport strip links to both racing pages after the three sports' tabs", () => {
  renderScreen(<MobileSportTabs selected="4" onSelect={() => undefined} panelId="panel" />);
  expect(screen.getByRole('link', { name: 'Horse Racing' })).toHaveAttribute('href', '/horse');
  expect(screen.getByRole('link', { name: 'Greyhound Racing' })).toHaveAttribute('href', '/greyhound');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cricket', 'Tennis', 'Football']);
});
