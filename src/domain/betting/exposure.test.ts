import fc from 'fast-check';
import { exposureByMarket, exposureWithBetPaise, marketExposurePaise, marketKeyOf, totalExposure, totalExposurePaise } from './exposure';
import { fancyBet, RUNNERS, runnerBet, runnerKind } from './exposureArbitraries';
import { profitPreview } from './profit';
import type { OpenBet, SelectionId } from './types';

const mo = (selectionId: number, side: 'back' | 'lay', price: number, stake: number): OpenBet => ({
  marketKind: 'Matchodds',
  marketId: '1.234',
  selectionId,
  side,
  price,
  stake,
});
const fancy = (side: 'back' | 'lay', line: number, rate: number, stake: number, session = 'f1'): OpenBet => ({
  marketKind: 'Fancy',
  marketId: '1.234',
  selectionId: session,
  side,
  price: line,
  rate,
  stake,
});
const twoRunners = () => [11, 22];

/** The brute force the properties compare against: settle every bet by hand for one outcome. */
function bruteRunnerPnl(bets: readonly OpenBet[], winner: SelectionId): number {
  return bets.reduce((sum, bet) => {
    const { profitPaise, liabilityPaise } = profitPreview(bet);
    const won = (String(bet.selectionId) === String(winner)) === (bet.side === 'back');
    return sum + (won ? profitPaise : liabilityPaise);
  }, 0);
}
function bruteFancyPnl(bets: readonly OpenBet[], runs: number): number {
  return bets.reduce((sum, bet) => {
    const { profitPaise, liabilityPaise } = profitPreview(bet);
    const won = runs >= bet.price === (bet.side === 'back');
    return sum + (won ? profitPaise : liabilityPaise);
  }, 0);
}
const worstCase = (pnls: number[]) => Math.max(0, -Math.min(...pnls));

describe('exposure: the required cases', () => {
  it('YES 150 stake 1000 + NO 155 stake 3000 (rates 100) → 2000', () => {
    expect(totalExposure([fancy('back', 150, 100, 1000), fancy('lay', 155, 100, 3000)])).toBe(2000);
  });

  it('NO 150 at rate 110 stake 1000 + YES 150 at rate 90 stake 1000 → 200', () => {
    expect(totalExposure([fancy('lay', 150, 110, 1000), fancy('back', 150, 90, 1000)])).toBe(200);
  });

  it('opposite bets on one runner reduce exposure', () => {
    const back = mo(11, 'back', 2.5, 1000);
    expect(totalExposure([back], twoRunners)).toBe(1000);
    expect(totalExposure([back, mo(11, 'lay', 2, 1000)], twoRunners)).toBe(0);
    expect(totalExposure([back, mo(11, 'lay', 3, 500)], twoRunners)).toBe(500);
  });
});

describe('exposure: more tables', () => {
  it.each<[string, OpenBet[], number]>([
    ['a match-odds lay risks (price − 1) × stake', [mo(11, 'lay', 1.5, 1000)], 500],
    ['backing both runners at evens is covered', [mo(11, 'back', 2, 100), mo(22, 'back', 2, 100)], 0],
    ['backing both runners at short odds loses on either', [mo(11, 'back', 1.5, 100), mo(22, 'back', 1.5, 100)], 50],
    ['a bookmaker lay at 47 risks 0.47 × stake', [{ ...mo(11, 'lay', 47, 1000), marketKind: 'BookMaker' }], 470],
    ['a toss back risks the stake', [{ ...mo(11, 'back', 1.95, 300), marketKind: 'Toss' }], 300],
    ['a NO on fancy at rate 120 risks 1.2 × stake', [fancy('lay', 40, 120, 100)], 120],
    ['two fancy sessions are two markets', [fancy('back', 40, 100, 100, 'a'), fancy('lay', 40, 100, 100, 'b')], 200],
    [
      'match odds and bookmaker with one MarketId are two markets',
      [mo(11, 'back', 2, 100), { ...mo(22, 'back', 50, 100), marketKind: 'BookMaker' }],
      200,
    ],
  ])('%s', (_, bets, expected) => {
    expect(totalExposure(bets, twoRunners)).toBe(expected);
  });

  it('without a runner list, assumes some other runner may win (never understates)', () => {
    const both = [mo(11, 'back', 2, 100), mo(22, 'back', 2, 100)];
    expect(totalExposure(both)).toBe(200);
    expect(totalExposure([mo(11, 'back', 3, 100)])).toBe(100);
    expect(totalExposure([mo(11, 'lay', 3, 100)])).toBe(200);
  });

  it('is zero with no bets, and lists each market once', () => {
    expect(totalExposurePaise([])).toBe(0);
    const bets = [mo(11, 'back', 2, 100), mo(22, 'lay', 2, 50), fancy('back', 40, 100, 10)];
    expect(exposureByMarket(bets, twoRunners).map((m) => [m.key, m.exposurePaise])).toEqual([
      ['Matchodds|1.234', 15000],
      ['Fancy|1.234|f1', 1000],
    ]);
    expect(marketKeyOf(bets[2])).toBe('Fancy|1.234|f1');
  });
});

describe('exposure: properties', () => {
  const runnerMarket = runnerKind.chain((kind) => fc.array(runnerBet(kind, RUNNERS), { minLength: 1, maxLength: 8 }));
  const fancySession = fc.array(fancyBet(), { minLength: 1, maxLength: 8 });
  const runners = () => RUNNERS;

  it('of a runner market is exactly the brute-force worst case over runners', () => {
    fc.assert(
      fc.property(runnerMarket, (bets) => marketExposurePaise(bets, RUNNERS) === worstCase(RUNNERS.map((r) => bruteRunnerPnl(bets, r)))),
    );
  });

  it('of a fancy session is exactly the brute-force worst case over every run count', () => {
    const allRuns = Array.from({ length: 321 }, (_, runs) => runs); // lines are at most 300
    fc.assert(fc.property(fancySession, (bets) => marketExposurePaise(bets) === worstCase(allRuns.map((r) => bruteFancyPnl(bets, r)))));
  });

  it('is never negative and never below the loss of any outcome, runner list known or not', () => {
    fc.assert(
      fc.property(runnerMarket, fc.constantFrom(...RUNNERS), (bets, winner) => {
        const known = marketExposurePaise(bets, RUNNERS);
        const unknown = marketExposurePaise(bets);
        return known >= 0 && known >= -bruteRunnerPnl(bets, winner) && unknown >= known;
      }),
    );
  });

  it('with one more bet, from one pass, equals the two totals it stands for (saves and updates decide on it)', () => {
    // Several markets of every kind, pending or not, one market's runners unknown: the added bet
    // lands in any of them, or in a market of its own.
    const pending = fc.boolean().map((p) => (p ? { pending: true } : {}));
    const anyBet = fc
      .tuple(
        fc.oneof(
          runnerBet('Matchodds', RUNNERS, 'm1'),
          runnerBet('BookMaker', RUNNERS, 'm1'),
          runnerBet('Matchodds', RUNNERS, 'm2'),
          runnerBet('Toss', RUNNERS, 'm3'),
          fancyBet('f1', 'm1'),
          fancyBet('f2', 'm1'),
        ),
        pending,
      )
      .map(([bet, flag]): OpenBet => ({ ...bet, ...flag }));
    const runnersOf = (market: { marketId: string }) => (market.marketId === 'm2' ? undefined : RUNNERS);
    fc.assert(
      fc.property(fc.array(anyBet, { maxLength: 30 }), anyBet, (bets, added) => {
        const onePass = exposureWithBetPaise(bets, added, runnersOf);
        return onePass.without === totalExposurePaise(bets, runnersOf) && onePass.with === totalExposurePaise([...bets, added], runnersOf);
      }),
      { numRuns: 500 },
    );
  });

  it('of two sets of bets together is at most the sum of each (a hedge never adds)', () => {
    fc.assert(
      fc.property(runnerMarket, runnerMarket, (a, b) => {
        const bMatched = b.map((bet) => ({ ...bet, marketKind: a[0].marketKind }));
        const together = marketExposurePaise([...a, ...bMatched], RUNNERS);
        return together <= marketExposurePaise(a, RUNNERS) + marketExposurePaise(bMatched, RUNNERS);
      }),
    );
    fc.assert(
      fc.property(
        fancySession,
        fancySession,
        (a, b) => marketExposurePaise([...a, ...b]) <= marketExposurePaise(a) + marketExposurePaise(b),
      ),
    );
  });

  it('of a single back bet is its stake, in every kind of market', () => {
    const single = fc.oneof(
      runnerKind.chain((kind) => runnerBet(kind, RUNNERS)),
      fancyBet(),
    );
    fc.assert(
      fc.property(single, fc.boolean(), (bet, knowRunners) => {
        const back = { ...bet, side: 'back' as const };
        return totalExposurePaise([back], knowRunners ? runners : undefined) === back.stake * 100;
      }),
    );
  });

  it('in total is the sum of each market on its own', () => {
    const mixed = fc.tuple(runnerMarket, fancySession, fc.array(fancyBet('f2'), { maxLength: 4 }));
    fc.assert(
      fc.property(mixed, ([market, session1, session2]) => {
        const all = [...market, ...session1, ...session2];
        const separately = marketExposurePaise(market, RUNNERS) + marketExposurePaise(session1) + marketExposurePaise(session2);
        return totalExposurePaise(all, runners) === separately;
      }),
    );
  });
});
