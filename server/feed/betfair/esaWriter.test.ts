// The simulator recorded as Exchange Stream lines and replayed through the ESA cache and the mapping
// gives back the simulator's own books: the two sources are interchangeable.
import { ManualClock } from '../../test/clock';
import { SimulatorFeed } from '../simulator/simulatorFeed';
import { BadInput } from './badInput';
import { EsaCache } from './esaCache';
import { EsaWriter } from './esaWriter';
import { mapMarket } from './mapping';

test('recorded simulator lines replay to the same runners, prices, statuses and results', () => {
  const clock = new ManualClock();
  const simulator = new SimulatorFeed({ seed: 7, speed: 20, clock, manual: true });
  const writer = new EsaWriter(1);
  const lines: string[] = [];
  const results: string[] = [];
  simulator.onUpdate((update) => {
    lines.push(...writer.lines(update));
    for (const r of update.results)
      if (r.kind === 'Matchodds' && r.outcome === 'winner') results.push(`${r.marketId}:${r.winnerSelectionId}`);
  });
  void simulator.start();
  simulator.advance(600);

  const bad = new BadInput();
  const cache = new EsaCache(bad);
  for (const line of lines) cache.applyLine(line);
  expect(bad.totals()).toEqual({});
  const options = { gbpInr: 1, shiftMs: 0, catalogue: new Map(), cricket: cache.cricket };

  const live = simulator.current().events.filter((s) => s.book.matchOdds.runners.length > 0);
  expect(live.length).toBeGreaterThan(5);
  for (const state of live) {
    const market = cache.markets.get(state.book.matchOdds.marketId);
    const mapped = market ? mapMarket(market, options) : null;
    expect(mapped?.state.event).toMatchObject({
      id: state.event.id,
      sportId: state.event.sportId,
      name: state.event.name,
      status: state.event.status,
    });
    expect(mapped?.state.book.matchOdds.status).toBe(state.book.matchOdds.status);
    expect(mapped?.state.book.matchOdds.runners.map((r) => ({ id: r.selectionId, name: r.name, back: r.back, lay: r.lay }))).toEqual(
      state.book.matchOdds.runners.map((r) => ({ id: r.selectionId, name: r.name, back: r.back, lay: r.lay })),
    );
    // The score stream gives each side's innings, not who batted first: the same innings, in some order.
    const score = state.score.score;
    const innings = mapped?.state.score.score.sport === 'cricket' ? mapped.state.score.score.innings : [];
    if (score.sport === 'cricket') {
      expect(innings).toHaveLength(score.innings.length);
      expect(innings).toEqual(expect.arrayContaining(score.innings));
    }
  }
  // Every match-odds result of the simulator is a CLOSED market with that WINNER in the recording.
  expect(results.length).toBeGreaterThan(0);
  for (const entry of results) {
    const [marketId, winner] = entry.split(':');
    const market = cache.markets.get(marketId ?? '');
    const result = market ? mapMarket(market, options)?.result : null;
    expect(result?.outcome === 'winner' ? result.winnerSelectionId : null).toBe(Number(winner));
  }
});
