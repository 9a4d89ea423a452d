// The Feed page shows what the leading feed process reports, and says when the stream is stale.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { FeedPage } from './FeedPage';

afterEach(() => jest.restoreAllMocks());

const STATUS = {
  isSuccess: true,
  source: 'betfair',
  holder: 'feed-1:4242',
  reportedAt: '2026-11-28T10:00:00.000Z',
  connection: 'subscribed, stale',
  lastMessageAgeS: 21.5,
  messages: 1200,
  markets: [
    { marketId: '1.197931750', status: 'SUSPENDED' },
    { marketId: '1.132153978', status: 'CLOSED' },
  ],
  clk: 'AAAAAAAA',
  initialClk: 'G4iE',
  badInput: { 'unknown field': 3 },
  undecided: ['1.132153978'],
  lastErrors: [
    { at: '2026-11-28T09:59:00.000Z', text: 'MAX_CONNECTION_LIMIT_EXCEEDED: the account has every stream connection it may have open' },
  ],
};

test('source, connection, last message age, markets, clk, undecided markets and the last errors; a stale stream is said', async () => {
  mockApi({ 'GET /admin/feed': () => ({ body: STATUS }) });
  renderAdmin(<FeedPage />);
  const facts = await screen.findByLabelText('Feed state');
  expect(facts).toHaveTextContent("Betfair's Exchange Stream (live)");
  expect(facts).toHaveTextContent('subscribed, stale');
  expect(facts).toHaveTextContent('21.5 s ago');
  expect(facts).toHaveTextContent('AAAAAAAA');
  expect(screen.getByRole('alert')).toHaveTextContent('suspended for players until the stream recovers');
  const markets = screen.getByRole('table', { name: 'Markets followed' });
  expect(within(markets).getAllByRole('row')).toHaveLength(3);
  expect(within(markets).getByText('SUSPENDED')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Markets to settle by hand' })).toHaveTextContent('1.132153978');
  expect(screen.getByRole('list', { name: 'Last errors' })).toHaveTextContent('MAX_CONNECTION_LIMIT_EXCEEDED');
  expect(screen.getByText(/unknown field × 3/)).toBeInTheDocument();
});
