import fs from 'node:fs';
import path from 'node:path';
import { BadInput } from './badInput';
import { EsaCache } from './esaCache';
import { mapMarket, type CatalogueEntry, type MappingOptions } from './mapping';
import { RUNNER_NAMES } from './testing/sheffieldRaceFile';

const FIXTURES = path.join(__dirname, 'fixtures');
const GREYHOUNDS = '1.197931750';

function replay(lines: string[]): EsaCache {
  const cache = new EsaCache(new BadInput());
  for (const line of lines) cache.applyLine(line);
  return cache;
}

const options = (over: Partial<MappingOptions> = {}): MappingOptions => ({
  gbpInr: 100,
  shiftMs: 0,
  catalogue: new Map(),
  cricket: new Map(),
  ...over,
});

const market = (cache: EsaCache, id: string) => {
  const m = cache.markets.get(id);
  if (!m) throw new Error(`no market ${id}`);
  return m;
};

const lines = fs.readFileSync(path.join(FIXTURES, GREYHOUNDS), 'utf8').split('\n');
const catalogue = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${GREYHOUNDS}.catalogue.json`), 'utf8')) as CatalogueEntry;

describe('mapping Betfair markets into the feed', () => {
  it('a greyhound race: its sport, the race as the event under its meeting, names from the catalogue, the virtual ladder in rupees', () => {
    const cache = replay(lines.slice(0, 1));
    const mapped = mapMarket(market(cache, GREYHOUNDS), options({ catalogue: new Map([[GREYHOUNDS, catalogue]]) }));
    expect(mapped?.state.event).toMatchObject({
      id: 197931750,
      sportId: 4339,
      name: 'Sheffield OR 280m',
      status: 'upcoming',
      seriesId: 31389771,
    });
    expect(mapped?.series).toEqual({ id: 31389771, sportId: 4339, name: 'Sheffield 19th Apr' });
    const runners = mapped?.state.book.matchOdds.runners ?? [];
    expect(runners.map((r) => r.name)).toEqual(RUNNER_NAMES);
    // Runner 42930960 (trap 4) in the first line: bdatb [0, 8.8, 18.62], [1, 8.6, 8.82], [2, 8.4, 12.66]; bdatl [0, 9, 5.45] …
    const trap4 = runners.find((r) => r.selectionId === 42930960);
    expect(trap4?.back).toEqual([
      { price: 8.8, size: 1862 },
      { price: 8.6, size: 882 },
      { price: 8.4, size: 1266 },
    ]);
    expect(trap4?.lay).toEqual([
      { price: 9, size: 545 },
      { price: 9.2, size: 549 },
      { price: 9.4, size: 1039 },
    ]);
    expect(mapped?.state.book.matchOdds.status).toBe('OPEN');
    expect(mapped?.result).toBeNull();
  });

  it('without a catalogue a runner is "Selection {id}"; times are shifted by the replay', () => {
    const cache = replay(lines.slice(0, 1));
    const mapped = mapMarket(market(cache, GREYHOUNDS), options({ shiftMs: 1000 }));
    expect(mapped?.state.book.matchOdds.runners[0]?.name).toBe('Selection 44331354');
    expect(mapped?.state.event.startsAt).toBe(Date.parse('2022-04-19T18:26:00.000Z') + 1000);
  });

  it('the final CLOSED definition gives the winner as the result', () => {
    const cache = replay(lines);
    const mapped = mapMarket(market(cache, GREYHOUNDS), options());
    expect(mapped?.state.event.status).toBe('ended');
    expect(mapped?.state.book.matchOdds.status).toBe('CLOSED');
    expect(mapped?.result).toMatchObject({
      outcome: 'winner',
      winnerSelectionId: 37947503,
      marketId: GREYHOUNDS,
      eventId: 197931750,
      description: '2. Sandwood Jet',
    });
    expect(mapped?.undecided).toBe(false);
  });

  it('a football match odds market: the event is Betfair’s, in play follows inPlay; a close without a winner waits for the operator', () => {
    const cache = new EsaCache(new BadInput());
    const def = (status: string, inPlay: boolean, runners: Array<[number, string]>) => ({
      eventId: '29000001',
      eventTypeId: '1',
      marketType: 'MATCH_ODDS',
      status,
      inPlay,
      betDelay: 5,
      eventName: 'Arsenal v Chelsea',
      marketTime: '2024-01-01T15:00:00.000Z',
      runners: runners.map(([id, s], i) => ({ id, status: s, sortPriority: i + 1, name: ['Arsenal', 'Chelsea', 'The Draw'][i] })),
    });
    const ids: Array<[number, string]> = [
      [1, 'ACTIVE'],
      [2, 'ACTIVE'],
      [3, 'ACTIVE'],
    ];
    cache.applyLine(
      JSON.stringify({
        op: 'mcm',
        pt: 1,
        mc: [{ id: '1.5', img: true, marketDefinition: def('OPEN', true, ids), rc: [{ id: 1, batb: [[0, 2.5, 10]] }] }],
      }),
    );
    let mapped = mapMarket(market(cache, '1.5'), options());
    expect(mapped?.state.event).toMatchObject({
      id: 29000001,
      sportId: 1,
      name: 'Arsenal v Chelsea',
      home: 'Arsenal',
      away: 'Chelsea',
      status: 'inplay',
      sourceBetDelayS: 5,
    });
    expect(mapped?.state.book.matchOdds.runners[0]?.back).toEqual([{ price: 2.5, size: 1000 }]);
    expect(mapped?.state.score.score).toEqual({ sport: 'football', home: 'Arsenal', away: 'Chelsea', goals: [0, 0], minute: 0 });
    cache.applyLine(JSON.stringify({ op: 'mcm', pt: 2, mc: [{ id: '1.5', marketDefinition: def('SUSPENDED', true, ids) }] }));
    expect(mapMarket(market(cache, '1.5'), options())?.state.book.matchOdds.status).toBe('SUSPENDED');
    cache.applyLine(JSON.stringify({ op: 'mcm', pt: 3, mc: [{ id: '1.5', marketDefinition: def('CLOSED', true, ids) }] }));
    mapped = mapMarket(market(cache, '1.5'), options());
    expect(mapped?.result).toBeNull();
    expect(mapped?.undecided).toBe(true);
  });

  it("the ladder view's book: ten levels a side from the stream's ladders and the volume traded at each price, in rupees", () => {
    const cache = new EsaCache(new BadInput());
    const ten = (from: number, step: number) => Array.from({ length: 12 }, (_, i) => [i, Math.round((from + step * i) * 100) / 100, i + 1]);
    cache.applyLine(
      JSON.stringify({
        op: 'mcm',
        pt: 1,
        mc: [
          {
            id: '1.6',
            img: true,
            marketDefinition: {
              eventId: '29000002',
              eventTypeId: '2',
              marketType: 'MATCH_ODDS',
              status: 'OPEN',
              inPlay: true,
              betDelay: 3,
              eventName: 'A v B',
              marketTime: '2024-01-01T15:00:00.000Z',
              runners: [
                { id: 1, status: 'ACTIVE', sortPriority: 1, name: 'A' },
                { id: 2, status: 'ACTIVE', sortPriority: 2, name: 'B' },
              ],
            },
            rc: [
              {
                id: 1,
                batb: ten(1.9, -0.01),
                batl: ten(1.92, 0.01),
                trd: [
                  [1.93, 4],
                  [1.91, 2.5],
                ],
              },
            ],
          },
        ],
      }),
    );
    const runner = mapMarket(market(cache, '1.6'), options())?.state.book.matchOdds.runners[0];
    // The odds poll keeps its three levels; the ladder gets ten, best first.
    expect(runner?.back.map((l) => l.price)).toEqual([1.9, 1.89, 1.88]);
    expect(runner?.depth?.back).toHaveLength(10);
    expect(runner?.depth?.back[9]).toEqual({ price: 1.81, size: 1000 });
    expect(runner?.depth?.lay.map((l) => l.price)).toEqual([1.92, 1.93, 1.94, 1.95, 1.96, 1.97, 1.98, 1.99, 2, 2.01]);
    expect(runner?.depth?.traded).toEqual([
      { price: 1.91, size: 250 },
      { price: 1.93, size: 400 },
    ]);
  });

  it('a horse race with non-runners: they leave the book and are listed as removed; names from the cricket stream are not needed', async () => {
    const { readStreamLines } = await import('./streamFile');
    const cache = new EsaCache(new BadInput());
    for await (const line of readStreamLines(path.join(FIXTURES, 'BASIC-1.132153978.gz'), new BadInput())) cache.applyLine(line);
    const mapped = mapMarket(market(cache, '1.132153978'), options());
    expect(mapped?.state.event.sportId).toBe(7);
    expect(mapped?.removed.sort()).toEqual([11198538, 9606433].sort());
    expect(mapped?.state.book.matchOdds.runners.map((r) => r.selectionId)).not.toContain(11198538);
    expect(mapped?.result).toMatchObject({ winnerSelectionId: 12115648, description: 'Brother Mcgonagall' });
  });

  it('a cricket market takes runner names and the scoreboard from the ccm stream', () => {
    const cache = new EsaCache(new BadInput());
    cache.applyLine(
      JSON.stringify({
        op: 'mcm',
        pt: 1,
        mc: [
          {
            id: '1.9',
            img: true,
            marketDefinition: {
              eventId: '31000000',
              eventTypeId: '4',
              status: 'OPEN',
              inPlay: true,
              runners: [
                { id: 7, status: 'ACTIVE', sortPriority: 1 },
                { id: 8, status: 'ACTIVE', sortPriority: 2 },
              ],
            },
          },
        ],
      }),
    );
    cache.applyLine(
      JSON.stringify({
        op: 'ccm',
        pt: 2,
        cc: [
          {
            marketId: '1.9',
            eventId: 31000000,
            homeTeam: { name: 'India', selectionId: 7, inning1: { runs: 120, wickets: 3, overs: '15.2' } },
            awayTeam: { name: 'Australia', selectionId: 8 },
          },
        ],
      }),
    );
    const mapped = mapMarket(market(cache, '1.9'), options({ cricket: cache.cricket }));
    expect(mapped?.state.book.matchOdds.runners.map((r) => r.name)).toEqual(['India', 'Australia']);
    expect(mapped?.state.score.score).toEqual({
      sport: 'cricket',
      innings: [{ team: 'India', runs: 120, wickets: 3, overs: '15.2' }],
      batting: 0,
      target: null,
      recentBalls: [],
    });
  });
});
