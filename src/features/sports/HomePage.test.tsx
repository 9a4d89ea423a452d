// Home and the sport pages as a player sees them: rows, '-' for 0, the clock once started, sorting,
// one row per game on mobile, the cricket-only badges, the empty state and the link to the match.
import { screen, within } from '@testing-library/react';
import moment from 'moment';
import { MSG } from '../../domain/messages';
import HomePage from './HomePage';
import SportPage from './SportPage';
import { mockApi } from '../../testing/mockApi';
import { inPlayLists, makeEvent } from '../../testing/sportsFixtures';
import { renderScreen, setWindowWidth } from '../../testing/render';

const NOW = Date.parse('2025-01-15T10:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW + offsetHours * HOUR).toISOString();

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  setWindowWidth(1366);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const serve = (lists: ReturnType<typeof inPlayLists>) =>
  mockApi({ 'GET /GetInPlaySportEvents': { body: { isSuccess: true, data: lists } } });
const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');
const linkNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.querySelector('strong')?.textContent);

describe('home on desktop', () => {
  it('lists the events in play of each sport, earliest first, with a clock and "-" for a 0 price', async () => {
    serve(
      inPlayLists([
        makeEvent({ id: 1, eid: '4', eventName: 'India v Australia', eventDate: at(-1) }),
        makeEvent({ id: 2, eid: '4', eventName: 'Mumbai v Delhi', eventDate: at(-3) }),
        makeEvent({ id: 3, eid: '2', eventName: 'Sinner v Alcaraz', eventDate: at(-0.5), back1: 0, lay1: 0 }),
        makeEvent({ id: 4, eid: '1', eventName: 'Arsenal v Chelsea', eventDate: at(-0.2), back1: 3.4, lay1: 3.5 }),
      ]),
    );
    renderScreen(<HomePage />);

    const cricket = await screen.findByRole('region', { name: 'Cricket in play' });
    expect(linkNames(cricket)).toEqual(['Mumbai v Delhi', 'India v Australia']);
    expect(within(cricket).getAllByRole('img', { name: 'In play' })).toHaveLength(2);

    const tennis = screen.getByRole('region', { name: 'Tennis in play' });
    const [tennisRow] = rowsOf(tennis);
    expect(within(tennisRow).getByText('back X', { exact: false }).parentElement).toHaveTextContent(/^back X -$/);
    const football = screen.getByRole('region', { name: 'Football in play' });
    expect(rowsOf(football)[0]).toHaveTextContent('back X 3.4');
    expect(within(tennis).queryByRole('img', { name: 'Fancy' })).not.toBeInTheDocument();
    expect(within(cricket).getAllByRole('img', { name: 'Fancy' })).toHaveLength(2);
    expect(within(cricket).getAllByRole('img', { name: 'Bookmaker' })).toHaveLength(2);
    expect(within(rowsOf(cricket)[0]).getByText(moment(at(-3)).format('DD/MM/YYYY hh:mm:ss A'))).toBeInTheDocument();
  });

  it('links each event to its match page with the flags in the router state', async () => {
    serve(
      inPlayLists([
        makeEvent({ id: 77, eid: '4', marketId: '1.77', eventName: 'India v Australia', eventDate: at(-1), IsBetLock: 1, BookMaker: 0 }),
      ]),
    );
    const { user } = renderScreen(<HomePage />);

    await user.click(await screen.findByRole('link', { name: /India v Australia/ }));

    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/matchscore/4/77/1.77');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ isBetlock: true, isMO: true, isBM: false, isFancy: true });
  });

  it('shows the prices as buttons beside a Place Bet column; a price outside the betting window is muted, an empty one off', async () => {
    serve(
      inPlayLists([makeEvent({ id: 5, eid: '2', eventName: 'Sinner v Alcaraz', eventDate: at(-1), back11: 1.8, back12: 4.6, back1: 0 })]),
    );
    renderScreen(<HomePage />);
    const tennis = await screen.findByRole('region', { name: 'Tennis in play' });
    expect(screen.getByRole('region', { name: 'Place Bet' })).toHaveTextContent('Click a Back or Lay price to start a bet.');
    const inWindow = within(tennis).getByRole('button', { name: 'back 1 1.8' });
    const outside = within(tennis).getByRole('button', { name: 'back 2 4.6' });
    expect(inWindow).not.toHaveAttribute('data-muted');
    expect(outside).toHaveAttribute('data-muted');
    expect(outside).toHaveAccessibleDescription('outside the betting window');
    expect(within(tennis).getByRole('button', { name: 'back X -' })).toBeDisabled();
  });

  it("says 'No Record Found' when nothing is in play", async () => {
    serve(inPlayLists([], [makeEvent({ eid: '4', eventDate: at(2) })]));
    renderScreen(<HomePage />);
    expect(await screen.findByText(MSG.noRecordFound)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('home on a phone', () => {
  beforeEach(() => setWindowWidth(390));

  it('opens on cricket: in play, today and tomorrow, one row per game, earliest first, long dates', async () => {
    const live = makeEvent({ id: 10, eid: '4', eventName: 'India v Australia', eventDate: at(-1) });
    serve(
      inPlayLists(
        [live, makeEvent({ id: 30, eid: '1', eventName: 'Arsenal v Chelsea', eventDate: at(-1) })],
        [makeEvent({ id: 11, eid: '4', eventName: 'Mumbai v Delhi', eventDate: at(3) }), { ...live, SrNo: 2 }],
        [makeEvent({ id: 12, eid: '4', eventName: 'Perth v Sydney', eventDate: at(26) })],
      ),
    );
    renderScreen(<HomePage />);

    expect(screen.getByRole('tab', { name: 'Cricket' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Cricket' });
    await within(panel).findByText('India v Australia');
    expect(linkNames(panel)).toEqual(['India v Australia', 'Mumbai v Delhi', 'Perth v Sydney']);
    expect(within(panel).getAllByRole('img', { name: 'In play' })).toHaveLength(1);
    expect(within(rowsOf(panel)[1]).getByText(moment(at(3)).format('MMMM D, YYYY h:mm A'))).toBeInTheDocument();
    for (const label of ['Horse Racing', 'Politics', 'Kabaddi', 'Ice Hockey']) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('switches sport with the tabs and shows the empty state for a sport with no events', async () => {
    serve(inPlayLists([makeEvent({ id: 40, eid: '1', eventName: 'Arsenal v Chelsea', eventDate: at(-1) })]));
    const { user } = renderScreen(<HomePage />);

    expect(await screen.findByText(MSG.noRecordFound)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Football' }));
    expect(screen.getByRole('tabpanel', { name: 'Football' })).toHaveTextContent('Arsenal v Chelsea');
    expect(screen.queryByRole('img', { name: 'Fancy' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tennis' }));
    expect(screen.getByRole('tabpanel', { name: 'Tennis' })).toHaveTextContent(MSG.noRecordFound);
  });
});

describe('sport pages', () => {
  it("show one sport's events under a 'Game' heading with the 1 X 2 columns", async () => {
    serve(
      inPlayLists(
        [makeEvent({ id: 50, eid: '2', eventName: 'Sinner v Alcaraz', eventDate: at(-1) })],
        [
          makeEvent({ id: 51, eid: '2', eventName: 'Swiatek v Gauff', eventDate: at(2) }),
          makeEvent({ id: 52, eid: '4', eventDate: at(2) }),
        ],
      ),
    );
    renderScreen(<SportPage sportId={2} />);

    const list = await screen.findByRole('region', { name: 'Tennis events' });
    expect(within(list).getByRole('heading', { name: 'Game' })).toBeInTheDocument();
    await within(list).findByText('Sinner v Alcaraz');
    expect(linkNames(list)).toEqual(['Sinner v Alcaraz', 'Swiatek v Gauff']);
    expect(within(list).getAllByRole('img', { name: 'In play' })).toHaveLength(1);
  });

  it("say 'No Record Found' for a sport with no events", async () => {
    serve(inPlayLists([]));
    renderScreen(<SportPage sportId={1} />);
    expect(await screen.findByText(MSG.noRecordFound)).toBeInTheDocument();
  });
});
