// The match page as a player sees it: blocks per flags, overlays, the ladder popup, the toss rules,
// price taps reported to the slip, polling once started, CLOSED when the market closes.
import { act, screen, within } from '@testing-library/react';
import { addListener } from '@reduxjs/toolkit';
import MatchPage from './MatchPage';
import { priceClicked, type PriceClickedPayload } from '../market';
import type { MatchOddsResponse } from '../../domain/contract/sports';
import { mockApi } from '../../testing/mockApi';
import { bookmakerRow, INDIA_LADDER_REPLY, makeMatch, makeOdds, runner, session } from '../../testing/sportsFixtures';
import { renderScreen, setWindowWidth, runOnFakeTimersAt } from '../../testing/render';
import { priceNamed } from '../../ui/PriceButton.testing';
import { cellTexts } from '../../testing/tableText';
import { EVENT, LAY_AUSTRALIA, PLAYER, SPORT_LIMITS } from '../../testing/betFixtures';

const NOW = Date.parse('2025-01-15T10:00:00.000Z');
const HOUR = 3_600_000;
const PATH = '/matchscore/4/1000042/1.1000042';
const ROUTE = '/matchscore/:eid/:eventId/:marketId';
const stackLimits = { isSuccess: true, data: { sports: [SPORT_LIMITS], userMatchSettings: [] } };

function serve(options: { match?: ReturnType<typeof makeMatch>; odds?: () => MatchOddsResponse } = {}) {
  const match = options.match ?? makeMatch();
  const odds = options.odds ?? (() => makeOdds());
  return mockApi({
    'GET /fetchBetPageMatch/1000042': { body: { isSuccess: true, data: match } },
    'GET /checkGetMatchOdds/1.1000042/1000042': () => ({ body: odds() }),
    'GET /GetStackLimit': { body: stackLimits },
    'GET /oddsLadder/1.1000042/1000042': { body: INDIA_LADDER_REPLY },
    'GET /api/score/1000042': {
      body: {
        isSuccess: true,
        data: {
          gameId: '1000042',
          eid: '4',
          status: 'INPLAY',
          statusText: 'IND need 34 runs',
          updatedAt: '',
          score: {
            sport: 'cricket',
            innings: [{ team: 'IND', runs: 145, wickets: 3, overs: '16.2' }],
            batting: 0,
            target: null,
            recentBalls: ['1', '4', 'W'],
          },
        },
      },
    },
  });
}

const open = (state?: unknown, player: typeof PLAYER | null = PLAYER) =>
  renderScreen(<MatchPage />, { path: PATH, route: ROUTE, state, player, userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
const block = (name: string) => screen.findByRole('region', { name });

/** The odds poll answers India's back at 1.85 first, then at 1.9 on every later poll. */
function serveIndiaRising() {
  let tick = 0;
  return serve({
    odds: () =>
      makeOdds({
        Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', tick++ > 0 ? 1.9 : 1.85, 1.92), runner(2, 'Australia', 2.1, 2.14)] }],
      }),
  });
}

/** India's row opened: three levels a side, best prices in the middle. */
const INDIA_THREE_LEVELS = [
  'back India 1.83 3.04K',
  'back India 1.84 2.04K',
  'back India 1.85 1.04K',
  'lay India 1.87 1.04K',
  'lay India 1.88 2.04K',
  'lay India 1.89 3.04K',
];
/** What a screen reader announces for each price button in a runner's row, in order. */
const priceLabels = (row: ReturnType<typeof within>) =>
  row.getAllByRole('button', { name: /^(back|lay) / }).map((b: HTMLElement) => b.getAttribute('aria-label'));

runOnFakeTimersAt(NOW);

describe('match page on desktop', () => {
  it('shows the header, the score, and match odds with three back and three lay levels per runner', async () => {
    serve();
    open();
    const odds = await block('Match Odds');
    expect(screen.getByRole('heading', { level: 1, name: 'India v Australia' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Live score' })).toHaveTextContent('145/3');
    const india = within(odds).getByRole('group', { name: 'India' });
    expect(priceLabels(within(india))).toEqual(INDIA_THREE_LEVELS);
    expect(within(odds).getByText('Back')).toBeInTheDocument();
    expect(within(odds).getByText('Lay')).toBeInTheDocument();
    expect(within(odds).getByText('Min: 100 Max: 25,000')).toBeInTheDocument();
  });

  it('reports a price tap with everything the bet slip needs', async () => {
    serve();
    const { store, user } = open();
    const seen: PriceClickedPayload[] = [];
    store.dispatch(addListener({ actionCreator: priceClicked, effect: (action) => void seen.push(action.payload) }));

    await user.click(await screen.findByRole('button', { name: priceNamed('lay Australia 2.14') }));
    await user.click(screen.getByRole('button', { name: priceNamed('yes Fall of 1st wkt IND 30') }));

    const event = EVENT;
    expect(seen).toEqual([
      LAY_AUSTRALIA,
      {
        event,
        marketKind: 'Fancy',
        marketId: '3.302',
        selectionId: 302,
        runnerName: 'Fall of 1st wkt IND',
        side: 'back',
        price: 30,
        size: 100,
      },
    ]);
  });

  it('lays SUSPENDED across the match odds when the market is suspended', async () => {
    serve({ odds: () => makeOdds({ Odds: [{ ...makeOdds().Odds[0], status: 'SUSPENDED' }] }) });
    open();
    const odds = await block('Match Odds');
    expect(within(odds).getAllByText('SUSPENDED')).toHaveLength(2);
  });

  it('cuts bookmaker names at 18 characters and covers a row that is not ACTIVE with its status', async () => {
    serve({
      odds: () =>
        makeOdds({ Bookmaker: [[bookmakerRow(11, 'Kolkata Knight Riders XI'), bookmakerRow(12, 'Chennai', { s: 'BALL RUNNING' })]] }),
    });
    open();
    const bm = await block('Bookmaker');
    expect(within(bm).getByText('Kolkata Knight Rid')).toBeInTheDocument();
    expect(within(bm).getByRole('button', { name: priceNamed('back Kolkata Knight Riders XI 45') })).toBeInTheDocument();
    expect(within(within(bm).getByRole('group', { name: 'Chennai' })).getByText('BALL RUNNING')).toBeInTheDocument();
    expect(within(within(bm).getByRole('group', { name: 'Kolkata Knight Riders XI' })).queryByText('BALL RUNNING')).not.toBeInTheDocument();
  });

  it('shows fancy No and Yes, covers a session with a GameStatus, and opens its run position table', async () => {
    serve({
      odds: () => makeOdds({ Fancy: [session(301, '6 over runs IND'), session(303, '10 over runs IND', { GameStatus: 'Ball Running' })] }),
    });
    const { user } = open();
    const fancy = await block('Fancy');
    expect(within(fancy).getByText('No')).toBeInTheDocument();
    expect(within(fancy).getByText('Yes')).toBeInTheDocument();
    expect(within(fancy).getByRole('button', { name: priceNamed('no 6 over runs IND 52') })).toBeInTheDocument();
    expect(within(fancy).getByRole('button', { name: priceNamed('yes 6 over runs IND 54') })).toBeInTheDocument();
    expect(within(within(fancy).getByRole('group', { name: '10 over runs IND' })).getByText('Ball Running')).toBeInTheDocument();

    await user.click(within(fancy).getByRole('button', { name: 'Run position 6 over runs IND' }));
    const dialog = screen.getByRole('dialog', { name: 'Run Position: 6 over runs IND' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('RunAmount');
    expect(rows[1]).toHaveTextContent('47₹0.00');
    expect(rows).toHaveLength(12);
  });

  it('shows the blocks the router state asks for', async () => {
    serve();
    open({ isBetlock: false, isMO: true, isBM: false, isFancy: false });
    await block('Match Odds');
    expect(screen.queryByRole('region', { name: 'Bookmaker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fancy' })).not.toBeInTheDocument();
  });

  it("falls back to the event's own flags when opened by URL", async () => {
    serve({ match: makeMatch({ BookMaker: 0, IsBetLock: 1 }) });
    open();
    await block('Fancy');
    expect(screen.queryByRole('region', { name: 'Bookmaker' })).not.toBeInTheDocument();
    expect(screen.getByText('Bet Lock')).toBeInTheDocument();
  });

  it('says CLOSED at once when the market closes, with no prices, and stops polling', async () => {
    let closed = false;
    const api = serve({
      odds: () => makeOdds(closed ? { Odds: [{ ...makeOdds().Odds[0], status: 'CLOSED', runners: [] }], Bookmaker: [], Fancy: [] } : {}),
    });
    open();
    await screen.findByRole('button', { name: priceNamed('back India 1.85') });
    closed = true;
    // The next poll, then the animation frame in which the store tells the page (oddsTicked is auto-batched).
    await act(() => jest.advanceTimersByTimeAsync(600 + 20));
    expect(screen.getByRole('status', { name: 'Market closed' })).toHaveTextContent('CLOSED');
    expect(screen.queryByRole('region', { name: 'Match Odds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(back|lay|yes|no) / })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
    const calls = api.callsTo('GET /checkGetMatchOdds/1.1000042/1000042').length;
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(api.callsTo('GET /checkGetMatchOdds/1.1000042/1000042')).toHaveLength(calls);
  });

  it('says CLOSED on opening an event that has ended', async () => {
    serve({ match: makeMatch({ Status: 'CLOSED', ActiveMatch: 0 }) });
    open();
    expect(await screen.findByRole('status', { name: 'Market closed' })).toHaveTextContent('CLOSED');
    expect(screen.queryByRole('button', { name: /^back India/ })).not.toBeInTheDocument();
  });

  it('goes home for an event the server does not know', async () => {
    mockApi({ 'GET /GetStackLimit': { body: stackLimits } });
    open();
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('polls the odds every 600 ms once the event has started, and shows the new price', async () => {
    const api = serveIndiaRising();
    open();
    await screen.findByRole('button', { name: priceNamed('back India 1.85') });
    const before = api.callsTo('GET /checkGetMatchOdds/1.1000042/1000042').length;
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(api.callsTo('GET /checkGetMatchOdds/1.1000042/1000042').length).toBe(before + 1);
    // The change mark comes from the market slice: the price went up.
    expect(await screen.findByRole('button', { name: priceNamed('back India 1.9') })).toHaveAttribute('data-change', 'up');
    expect(screen.getByRole('button', { name: priceNamed('back Australia 2.1') })).not.toHaveAttribute('data-change');
  });

  it('backs off while the odds are shed (503): waits for Retry-After, says prices delayed, keeps the last prices', async () => {
    let call = 0;
    const shed = { status: 503, headers: { 'retry-after': '3' }, body: { message: 'Service unavailable', isSuccess: false as const } };
    const api = mockApi({
      'GET /fetchBetPageMatch/1000042': { body: { isSuccess: true, data: makeMatch() } },
      'GET /GetStackLimit': { body: stackLimits },
      'GET /checkGetMatchOdds/1.1000042/1000042': () => {
        call += 1;
        if (call === 2) return shed;
        const price = call === 1 ? 1.85 : 1.9;
        return {
          body: makeOdds({
            Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', price, 1.92), runner(2, 'Australia', 2.1, 2.14)] }],
          }),
        };
      },
    });
    const polls = () => api.callsTo('GET /checkGetMatchOdds/1.1000042/1000042').length;
    open();
    await screen.findByRole('button', { name: priceNamed('back India 1.85') });
    expect(screen.queryByText('Prices delayed')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(600)); // the second poll is shed
    expect(polls()).toBe(2);
    expect(await screen.findByText('Prices delayed')).toBeInTheDocument();
    // The last prices stay; no poll before Retry-After (3 s), where 600 ms polling would have made four.
    expect(screen.getByRole('button', { name: priceNamed('back India 1.85') })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2_500));
    expect(polls()).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(polls()).toBe(3);
    expect(await screen.findByRole('button', { name: priceNamed('back India 1.9') })).toBeInTheDocument();
    expect(screen.queryByText('Prices delayed')).not.toBeInTheDocument();
    // And back to 600 ms polls.
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(polls()).toBe(4);
  });

  it('does not poll before the start', async () => {
    const api = serve({ match: makeMatch({ eventDate: new Date(NOW + 3 * HOUR).toISOString(), Status: 'UPCOMING' }) });
    open();
    await block('Match Odds');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(api.callsTo('GET /checkGetMatchOdds/1.1000042/1000042')).toHaveLength(1);
  });
});

describe('to win the toss', () => {
  const toss = {
    marketId: '4.1000042',
    status: 'OPEN' as const,
    runners: [
      { selectionId: 41, runnerName: 'India', price: 1.95, size: 500000 },
      { selectionId: 42, runnerName: 'Australia', price: 1.95, size: 500000 },
    ],
  };

  it('shows back 1.95 for each side until an hour before the start', async () => {
    // The match starts an hour and five seconds from now: the toss is shown, and gone six seconds later.
    serve({ match: makeMatch({ eventDate: new Date(NOW + HOUR + 5_000).toISOString() }), odds: () => makeOdds({ Toss: toss }) });
    open();
    const block = await screen.findByRole('region', { name: 'To Win The Toss' });
    expect(within(block).getByRole('button', { name: priceNamed('back India 1.95') })).toHaveTextContent('1.95 5L');

    await act(() => jest.advanceTimersByTimeAsync(6_000));
    expect(screen.queryByRole('region', { name: 'To Win The Toss' })).not.toBeInTheDocument();
  });

  it('is not shown with 3 runners or for other sports', async () => {
    const three = makeOdds({ Toss: toss });
    three.Odds[0].runners.push(runner(3, 'The Draw', 4, 4.2));
    serve({ match: makeMatch({ eventDate: new Date(NOW + 2 * HOUR).toISOString() }), odds: () => three });
    open();
    await block('Match Odds');
    expect(screen.queryByRole('region', { name: 'To Win The Toss' })).not.toBeInTheDocument();
  });
});

describe("a runner's ladder", () => {
  it('opens from the runner row: ten levels a side where the feed has them, and the volume traded by price', async () => {
    serve();
    const { user } = open();
    const odds = await block('Match Odds');
    await user.click(within(odds).getByRole('button', { name: 'Ladder of India' }));
    const ladder = await screen.findByRole('table', { name: 'Ladder of India' });
    const rows = within(ladder).getAllByRole('row').slice(1);
    // 10 backs (1.85 … 1.76), the traded-only 1.86 between, 10 lays (1.87 … 1.96): highest first.
    expect(rows).toHaveLength(21);
    expect(cellTexts(rows[0])).toEqual(['', '1.96', '2.01K', '']);
    expect(cellTexts(rows[10])).toEqual(['', '1.86', '', '12.5K']);
    expect(cellTexts(rows[11])).toEqual(['1K', '1.85', '', '']);
    expect(screen.getByRole('dialog', { name: 'India ladder' })).toHaveTextContent(
      '10 back and 10 lay levels from the feed, traded volume by price.',
    );
    await user.click(within(screen.getByRole('dialog', { name: 'India ladder' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'India ladder' })).not.toBeInTheDocument();
  });
});

describe('match page on a phone', () => {
  beforeEach(() => setWindowWidth(390));

  it('has Odds, Matched Bet(0) and TV tabs and shows only the best back and lay', async () => {
    serve();
    const { user } = open();
    const odds = await block('Match Odds');
    // The row is drawn anew when it opens: read it again after each tap.
    const india = () => within(within(odds).getByRole('group', { name: 'India' }));
    expect(india().getAllByRole('button', { name: /^(back|lay) / })).toHaveLength(2);
    // A tap on the runner's name shows its three levels a side, another the best again.
    await user.click(india().getByRole('button', { name: 'India', expanded: false }));
    expect(priceLabels(india())).toEqual(INDIA_THREE_LEVELS);
    await user.click(india().getByRole('button', { name: 'India', expanded: true }));
    expect(india().getAllByRole('button', { name: /^(back|lay) / })).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Odds' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Matched Bet(0)' }));
    expect(screen.getByRole('region', { name: 'My Bet' })).toHaveTextContent('No Record Found');
    await user.click(screen.getByRole('tab', { name: 'TV' }));
    expect(screen.getByRole('region', { name: 'Live Match TV' })).toBeInTheDocument();
  });
});

describe('match page for a visitor (not signed in)', () => {
  it("shows the prices moving, asks for none of a player's own data, and a price tap asks to log in", async () => {
    const api = serveIndiaRising();
    const { user } = open(undefined, null);
    await screen.findByRole('button', { name: priceNamed('back India 1.85') });
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(await screen.findByRole('button', { name: priceNamed('back India 1.9') })).toHaveAttribute('data-change', 'up');
    expect(api.callsTo('GET /GetStackLimit')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: priceNamed('lay Australia 2.14') }));
    const slip = await screen.findByRole('group', { name: 'Log in to bet' });
    expect(slip).toHaveTextContent('Australia @ 2.14');
    expect(slip).toHaveTextContent('Log in to place a bet.');
    expect(within(slip).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
