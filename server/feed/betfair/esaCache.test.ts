import fs from 'node:fs';
import path from 'node:path';
import { BadInput } from './badInput';
import { bestLevels, bestPrices, EsaCache } from './esaCache';

const FIXTURES = path.join(__dirname, 'fixtures');

const definition = (status = 'OPEN', runners = [11, 22]) => ({
  eventId: '100',
  eventTypeId: '1',
  marketType: 'MATCH_ODDS',
  status,
  inPlay: false,
  betDelay: 0,
  runners: runners.map((id, i) => ({ id, status: 'ACTIVE', sortPriority: i + 1 })),
});

function cacheWith(lines: unknown[]): { cache: EsaCache; bad: BadInput; logged: string[] } {
  const logged: string[] = [];
  const bad = new BadInput((line) => logged.push(line));
  const cache = new EsaCache(bad);
  for (const line of lines) cache.applyLine(typeof line === 'string' ? line : JSON.stringify(line));
  return { cache, bad, logged };
}

/** Market 1.1 as an image (img: the whole market) of the standard definition, with these runner changes. */
const marketImage = (rc: unknown[]) => ({ id: '1.1', img: true, marketDefinition: definition(), rc });

const runner = (cache: EsaCache, market: string, id: number) => {
  const r = cache.markets.get(market)?.runners.get(id);
  if (!r) throw new Error(`no runner ${id} in ${market}`);
  return r;
};

describe('the ESA cache', () => {
  it('applies ladder deltas, and a size of 0 removes that price', () => {
    const { cache } = cacheWith([
      {
        op: 'mcm',
        pt: 1,
        clk: 'a',
        mc: [
          marketImage([
            {
              id: 11,
              atb: [
                [2, 10],
                [1.9, 5],
                [1.8, 3],
              ],
              atl: [[2.1, 7]],
            },
          ]),
        ],
      },
      {
        op: 'mcm',
        pt: 2,
        clk: 'b',
        mc: [
          {
            id: '1.1',
            rc: [
              {
                id: 11,
                atb: [
                  [2, 0],
                  [1.95, 4],
                ],
                atl: [[2.1, 9]],
              },
            ],
          },
        ],
      },
    ]);
    const r = runner(cache, '1.1', 11);
    expect(bestPrices(r.atb, 'back', 3)).toEqual([
      [1.95, 4],
      [1.9, 5],
      [1.8, 3],
    ]);
    expect(bestPrices(r.atl, 'lay', 3)).toEqual([[2.1, 9]]);
    expect(cache.clk).toBe('b');
  });

  it('a level ladder (bdatb, batl) is keyed by level, and size 0 removes the level', () => {
    const { cache } = cacheWith([
      {
        op: 'mcm',
        pt: 1,
        mc: [
          marketImage([
            {
              id: 11,
              bdatb: [
                [0, 2, 10],
                [1, 1.9, 5],
                [2, 1.8, 1],
              ],
            },
          ]),
        ],
      },
      {
        op: 'mcm',
        pt: 2,
        mc: [
          {
            id: '1.1',
            rc: [
              {
                id: 11,
                bdatb: [
                  [1, 0, 0],
                  [0, 2.02, 3],
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(bestLevels(runner(cache, '1.1', 11).bdatb, 3)).toEqual([
      [2.02, 3],
      [1.8, 1],
    ]);
  });

  it('img replaces the market: prices not in the image are gone', () => {
    const { cache } = cacheWith([
      { op: 'mcm', pt: 1, mc: [marketImage([{ id: 11, atb: [[2, 10]], ltp: 2 }])] },
      { op: 'mcm', pt: 2, mc: [marketImage([{ id: 22, atb: [[3, 1]] }])] },
    ]);
    expect(runner(cache, '1.1', 11).atb.size).toBe(0);
    expect(runner(cache, '1.1', 11).ltp).toBeNull();
    expect(bestPrices(runner(cache, '1.1', 22).atb, 'back', 3)).toEqual([[3, 1]]);
  });

  it('SUB_IMAGE clears every market; RESUB_DELTA after a reconnect carries on from what is held', () => {
    const { cache } = cacheWith([
      {
        op: 'mcm',
        pt: 1,
        ct: 'SUB_IMAGE',
        initialClk: 'i1',
        clk: 'c1',
        mc: [marketImage([{ id: 11, atb: [[2, 10]] }])],
      },
      { op: 'mcm', pt: 2, ct: 'RESUB_DELTA', clk: 'c2', mc: [{ id: '1.1', rc: [{ id: 11, atb: [[1.9, 4]] }] }] },
    ]);
    expect(bestPrices(runner(cache, '1.1', 11).atb, 'back', 3)).toEqual([
      [2, 10],
      [1.9, 4],
    ]);
    expect(cache.initialClk).toBe('i1');
    expect(cache.clk).toBe('c2');
    cache.applyLine(JSON.stringify({ op: 'mcm', pt: 3, ct: 'SUB_IMAGE', mc: [{ id: '1.2', img: true, marketDefinition: definition() }] }));
    expect([...cache.markets.keys()]).toEqual(['1.2']);
  });

  it('a HEARTBEAT moves only the clock', () => {
    const { cache } = cacheWith([{ op: 'mcm', pt: 1, clk: 'c1', mc: [marketImage([{ id: 11, atb: [[2, 10]] }])] }]);
    const result = cache.applyLine(JSON.stringify({ op: 'mcm', pt: 2, ct: 'HEARTBEAT', clk: 'c9' }));
    expect(result.markets).toEqual([]);
    expect(result.changeType).toBe('HEARTBEAT');
    expect(cache.clk).toBe('c9');
    expect(bestPrices(runner(cache, '1.1', 11).atb, 'back', 3)).toEqual([[2, 10]]);
  });

  it('a segmented message is applied whole when its last segment arrives', () => {
    const { cache } = cacheWith([]);
    const first = cache.applyLine(
      JSON.stringify({
        op: 'mcm',
        pt: 1,
        ct: 'SUB_IMAGE',
        segmentType: 'SEG_START',
        mc: [{ id: '1.1', img: true, marketDefinition: definition() }],
      }),
    );
    expect(first.markets).toEqual([]);
    expect(cache.markets.size).toBe(0);
    cache.applyLine(
      JSON.stringify({ op: 'mcm', pt: 1, segmentType: 'SEG', mc: [{ id: '1.2', img: true, marketDefinition: definition() }] }),
    );
    const last = cache.applyLine(
      JSON.stringify({
        op: 'mcm',
        pt: 1,
        clk: 'c5',
        segmentType: 'SEG_END',
        mc: [{ id: '1.3', img: true, marketDefinition: definition() }],
      }),
    );
    expect(last.markets.sort()).toEqual(['1.1', '1.2', '1.3']);
    expect(cache.clk).toBe('c5');
  });

  it('bad input is counted, logged once per kind, and skipped; the rest of the stream goes on', () => {
    const { cache, bad, logged } = cacheWith([
      '{"op":"mcm",',
      'not json at all',
      { op: 'mcm', pt: 1, mc: [marketImage([{ id: 11, atb: [[2, 10]], xyz: 1 }])] },
      {
        op: 'mcm',
        pt: 2,
        mc: [
          {
            id: '1.1',
            rc: [
              { id: 99, atb: [[5, 5]] },
              { id: 22, atl: [[3, 2]] },
            ],
          },
        ],
      },
      {
        op: 'mcm',
        pt: 3,
        mc: [
          {
            id: '1.1',
            rc: [
              {
                id: 11,
                atb: [
                  ['x', 1],
                  [2.1, 3],
                ],
              },
            ],
          },
        ],
      },
      { op: 'whatever' },
    ]);
    expect(bad.count('malformed line')).toBe(2);
    expect(bad.count('unknown field')).toBe(1);
    expect(bad.count('unknown runner')).toBe(1);
    expect(bad.count('bad value')).toBe(1);
    expect(bad.count('unknown message')).toBe(1);
    expect(logged.filter((l) => l.includes('malformed line'))).toHaveLength(1);
    expect(cache.markets.get('1.1')?.runners.has(99)).toBe(false);
    expect(bestPrices(runner(cache, '1.1', 22).atl, 'lay', 3)).toEqual([[3, 2]]);
    expect(bestPrices(runner(cache, '1.1', 11).atb, 'back', 3)).toEqual([
      [2.1, 3],
      [2, 10],
    ]);
  });

  it('keeps cricket scores by market, merging each change into what is held', () => {
    const { cache } = cacheWith([
      {
        op: 'ccm',
        pt: 1,
        cc: [
          {
            marketId: '1.5',
            eventId: 77,
            homeTeam: { name: 'India', selectionId: 1, inning1: { runs: 10, wickets: 1, overs: 2.3 } },
            awayTeam: { name: 'Australia', selectionId: 2 },
          },
        ],
      },
      { op: 'ccm', pt: 2, cc: [{ marketId: '1.5', homeTeam: { inning1: { runs: 14, wickets: 1, overs: 3 } } }] },
    ]);
    const book = cache.cricket.get('1.5');
    expect(book?.home).toEqual({ name: 'India', selectionId: 1, inning1: { runs: 14, wickets: 1, overs: 3 } });
    expect(book?.eventId).toBe(77);
  });

  it("replays a real PRO stream to the file's final state: ladders, then the CLOSED definition with its winner", () => {
    const { cache, bad } = cacheWith(fs.readFileSync(path.join(FIXTURES, '1.197931750'), 'utf8').split('\n'));
    expect(bad.totals()).toEqual({});
    const market = cache.markets.get('1.197931750');
    expect(market?.definition?.status).toBe('CLOSED');
    expect(market?.definition?.runners.find((r) => r.status === 'WINNER')?.id).toBe(37947503);
    expect(market?.runners.size).toBe(6);
  });
});
