// The left menu: sports expand lazily (series, then events), closing clears, events open the match
// page with their flags and a refetch request; the in-play strip shows at most 5 events.
import { screen, within } from '@testing-library/react';
import InPlayStrip from './InPlayStrip';
import SportsMenu from './SportsMenu';
import { mockApi } from '../../testing/mockApi';
import { inPlayLists, makeEvent } from '../../testing/sportsFixtures';
import { renderScreen } from '../../testing/render';

afterEach(() => jest.restoreAllMocks());

function serveMenu() {
  return mockApi({
    'GET /api/fetchSeriesBySportId': ({ query }) => ({
      body: {
        isSuccess: true,
        data:
          query.sportId === '4'
            ? [
                { seriesId: 11, seriesName: 'Indian Premier League', eid: '4' },
                { seriesId: 12, seriesName: 'Big Bash League', eid: '4' },
              ]
            : [],
      },
    }),
    'GET /api/fetchEventsBySeriesId': ({ query }) => ({
      body: {
        isSuccess: true,
        data:
          query.seriesId === '11'
            ? [makeEvent({ id: 501, eid: '4', marketId: '1.501', eventName: 'Mumbai v Chennai', seriesId: 11, Fancy: 0 })]
            : [],
      },
    }),
  });
}

describe('sports menu', () => {
  it('lists Others and about 40 sports; only cricket, tennis, football and the two racing sports are buttons', () => {
    serveMenu();
    renderScreen(<SportsMenu />);
    const menu = screen.getByRole('navigation', { name: 'Sports menu' });
    const others = within(menu).getByRole('list', { name: 'Others' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('★', '')),
    ).toEqual(['Our Casino', 'Our Virtual', 'Live Casino', 'Slot Game', 'Fantasy Game']);
    const sports = within(menu).getByRole('list', { name: 'All Sports' });
    expect(within(sports).getAllByRole('listitem').length).toBeGreaterThanOrEqual(40);
    expect(
      within(sports)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace('▶', '')),
    ).toEqual(['Cricket', 'Tennis', 'Football', 'Horse Racing', 'Greyhound Racing']);
    expect(within(sports).getByText('Kabaddi')).toBeInTheDocument();
  });

  it('loads series only when a sport opens, events only when a series opens, and clears on close', async () => {
    const api = serveMenu();
    const { user } = renderScreen(<SportsMenu />);
    expect(api.calls).toHaveLength(0);

    const cricket = screen.getByRole('button', { name: 'Cricket' });
    await user.click(cricket);
    expect(cricket).toHaveAttribute('aria-expanded', 'true');
    const ipl = await screen.findByRole('button', { name: 'Indian Premier League' });
    expect(api.callsTo('GET /api/fetchSeriesBySportId').map((c) => c.query.sportId)).toEqual(['4']);
    expect(api.callsTo('GET /api/fetchEventsBySeriesId')).toHaveLength(0);

    await user.click(ipl);
    expect(await screen.findByRole('link', { name: 'Mumbai v Chennai' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/fetchEventsBySeriesId').map((c) => c.query.seriesId)).toEqual(['11']);

    await user.click(ipl);
    expect(ipl).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Mumbai v Chennai' })).not.toBeInTheDocument();

    await user.click(cricket);
    expect(screen.queryByRole('button', { name: 'Indian Premier League' })).not.toBeInTheDocument();
  });

  it('says so when a sport has no series', async () => {
    serveMenu();
    const { user } = renderScreen(<SportsMenu />);
    await user.click(screen.getByRole('button', { name: 'Tennis' }));
    expect(await within(screen.getByRole('list', { name: 'Tennis series' })).findByText('No Record Found')).toBeInTheDocument();
  });

  it('opens the match page of an event with its flags and a refetch request', async () => {
    serveMenu();
    const { user } = renderScreen(<SportsMenu />);
    await user.click(screen.getByRole('button', { name: 'Cricket' }));
    await user.click(await screen.findByRole('button', { name: 'Indian Premier League' }));
    await user.click(await screen.findByRole('link', { name: 'Mumbai v Chennai' }));

    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/matchscore/4/501/1.501');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      isBetlock: false,
      isMO: true,
      isBM: true,
      isFancy: false,
      refetch: true,
    });
  });

  it('works from the keyboard', async () => {
    serveMenu();
    const { user } = renderScreen(<SportsMenu />);
    screen.getByRole('button', { name: 'Cricket' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Indian Premier League' })).toBeInTheDocument();
  });
});

describe('in-play strip', () => {
  it('shows 5 of the events in play, each linking to its match page', async () => {
    const events = Array.from({ length: 8 }, (_, i) =>
      makeEvent({ id: 900 + i, eid: (['1', '2', '4'] as const)[i % 3], eventName: `Live ${i}`, eventDate: '2020-01-01T00:00:00.000Z' }),
    );
    mockApi({ 'GET /GetInPlaySportEvents': { body: { isSuccess: true, data: inPlayLists(events, [makeEvent({ eventName: 'Later' })]) } } });
    renderScreen(<InPlayStrip />);

    const strip = await screen.findByRole('navigation', { name: 'In-play events' });
    const links = within(strip).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/matchscore\/[124]\/90\d\/1\.90\d$/);
    expect(within(strip).queryByText('Later')).not.toBeInTheDocument();
  });

  it('shows nothing when nothing is in play', async () => {
    const api = mockApi({ 'GET /GetInPlaySportEvents': { body: { isSuccess: true, data: inPlayLists([]) } } });
    const { container } = renderScreen(<InPlayStrip />);
    await screen.findByTestId('location');
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls).toHaveLength(1);
    expect(within(container).queryByRole('navigation')).not.toBeInTheDocument();
  });
});
