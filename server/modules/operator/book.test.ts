// The risk book (book.ts) against the settlement rules bet by bet: the house's figure for each
// outcome is the negated sum of every player's result there; the house can never win more than the
// players' exposures add up to, nor lose more than their best outcomes; and when nobody's bets hedge
// across the others' (every player on the same runner) both bounds are met exactly.
import fc from 'fast-check';
import { runnerBet, fancyBet, RUNNERS } from '../../../src/domain/betting/exposureArbitraries';
import { settleOnRuns, settleOnWinner } from '../../../src/domain/betting/settle';
import type { OpenBet } from '../../../src/domain/betting/types';
import { marketBook, type PlayerBets } from './book';

const players = (bet: fc.Arbitrary<OpenBet>) =>
  fc
    .array(fc.array(bet, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 })
    .map((lists): PlayerBets[] => lists.map((bets, i) => ({ userId: i + 1, username: `p${i + 1}`, bets })));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

test('runner markets: each runner\u2019s house figure = −Σ players\u2019 results if it wins; bounds by exposures and best outcomes', () => {
  fc.assert(
    fc.property(players(runnerBet('Matchodds', RUNNERS)), (book) => {
      const result = marketBook('Matchodds', book, RUNNERS);
      for (const { selectionId, housePaise } of result.runners) {
        expect(housePaise).toBe(-sum(book.flatMap((p) => p.bets.map((bet) => settleOnWinner(bet, selectionId)))));
      }
      expect(result.bestCasePaise).toBeLessThanOrEqual(result.playersExposurePaise);
      expect(-result.worstCasePaise).toBeLessThanOrEqual(sum(result.top.map((p) => p.bestPaise)));
      expect(result.players).toBe(book.length);
    }),
  );
});

test('fancy: the house ladder = −Σ players\u2019 results at each run', () => {
  fc.assert(
    fc.property(players(fancyBet()), (book) => {
      const result = marketBook('Fancy', book, []);
      for (const { runs, housePaise } of result.ladder) {
        expect(housePaise).toBe(-sum(book.flatMap((p) => p.bets.map((bet) => settleOnRuns(bet, runs)))));
      }
      expect(result.bestCasePaise).toBeLessThanOrEqual(result.playersExposurePaise);
    }),
  );
});

test('nobody hedges across the others (all back one runner): best case = Σ exposures, worst case = −Σ best outcomes', () => {
  const backOnly = runnerBet('Matchodds', [RUNNERS[0]]).map((bet) => ({ ...bet, side: 'back' as const }));
  fc.assert(
    fc.property(players(backOnly), (book) => {
      const result = marketBook('Matchodds', book, RUNNERS);
      expect(result.bestCasePaise).toBe(result.playersExposurePaise);
      expect(result.worstCasePaise).toBe(-sum(book.map((p) => sum(p.bets.map((bet) => settleOnWinner(bet, RUNNERS[0]))))));
    }),
  );
});
