// An odds tick re-renders only the price cells that changed: a page with match odds, bookmaker and
// fancy, served through the real store, polled once, with one price moved between the two answers.
import { act, screen } from '@testing-library/react';
import MatchPage from './MatchPage';
import { mockApi } from '../../testing/mockApi';
import { makeMatch, makeOdds, runner } from '../../testing/sportsFixtures';
import { renderScreen, runOnFakeTimersAt } from '../../testing/render';
import { priceNamed } from '../../ui/PriceButton.testing';
import type { PriceButtonMock } from '../../ui/__mocks__/PriceButton';

// Counts renders of each price cell by its accessible name (src/ui/__mocks__/PriceButton.tsx).
jest.mock('../../ui/PriceButton');
const { renders } = jest.requireMock<PriceButtonMock>('../../ui/PriceButton');

const NOW = Date.parse('2025-01-15T10:00:00.000Z');

runOnFakeTimersAt(NOW);

it('re-renders only the one price cell that changed on a tick', async () => {
  let tick = 0;
  const first = makeOdds();
  // The second answer is a fresh JSON body (new objects everywhere): only India's best back moved,
  // and the market's totalMatched and lastUpdated changed as they do on every tick.
  const second = () => {
    const body = makeOdds();
    body.Odds[0] = {
      ...body.Odds[0],
      totalMatched: 260000,
      lastUpdated: '2025-01-15T10:00:00.600Z',
      runners: [runner(1, 'India', 1.86, 1.87), body.Odds[0].runners[1]],
    };
    body.Odds[0].runners[0].ex.availableToBack[1] = { price: 1.84, size: 2037 };
    body.Odds[0].runners[0].ex.availableToBack[2] = { price: 1.83, size: 3037 };
    return body;
  };
  const api = mockApi({
    'GET /fetchBetPageMatch/1000042': { body: { isSuccess: true, data: makeMatch() } },
    'GET /checkGetMatchOdds/1.1000042/1000042': () => ({ body: tick++ === 0 ? first : second() }),
    'GET /GetStackLimit': { body: { isSuccess: true, data: { sports: [], userMatchSettings: [] } } },
    'GET /api/score/1000042': { status: 404, body: { message: 'no score' } },
  });
  renderScreen(<MatchPage />, { path: '/matchscore/4/1000042/1.1000042', route: '/matchscore/:eid/:eventId/:marketId' });

  await screen.findByRole('button', { name: priceNamed('back India 1.85') });
  await screen.findByRole('button', { name: priceNamed('yes 6 over runs IND 54') });
  await screen.findByRole('button', { name: priceNamed('back Australia 110') });
  const cells = renders.size;
  expect(cells).toBe(12 + 4 + 4); // match odds 2 runners × 6, bookmaker 2 × 2, fancy 2 sessions × 2
  renders.clear();

  await act(() => jest.advanceTimersByTimeAsync(600));
  await screen.findByRole('button', { name: priceNamed('back India 1.86') });

  expect(api.callsTo('GET /checkGetMatchOdds/1.1000042/1000042')).toHaveLength(2);
  expect(Object.fromEntries(renders)).toEqual({ 'back India 1.86': 1 });
});
