import type { FeedResult } from '../types';
import { StreamClient } from './streamClient';
import { EsaTestServer } from './testing/esaTestServer';
import { raceLines } from './testing/sheffieldRaceFile';
import { streamClientOptions } from './testing/streamClientUnderTest';

const lines = raceLines;

function client(port: number, stored: { initialClk: string | null; clk: string | null } | null = null, appKey = 'key') {
  const saved: Array<string | null> = [];
  const logged: string[] = [];
  const stream = new StreamClient(
    streamClientOptions(port, {
      appKey,
      log: (line) => logged.push(line),
      loadClock: async () => stored,
      saveClock: async (_initial, clk) => {
        saved.push(clk);
      },
      firstImageTimeoutMs: 2000,
    }),
  );
  return { stream, saved, logged };
}

const until = async (what: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the live Exchange Stream client', () => {
  let server: EsaTestServer;
  afterEach(() => server.close());

  it('authenticates, subscribes, and after a dropped connection resumes from its clk without a gap or a duplicate', async () => {
    server = new EsaTestServer({ lines, appKey: 'key', sessionToken: 'token', dropAfter: 80 });
    const port = await server.listen();
    const { stream } = client(port);
    const results: FeedResult[] = [];
    stream.onResult((r) => results.push(r));
    await stream.start();
    await until(() => results.length > 0);
    await stream.stop();

    // Every line of the file went out exactly once, in order, over two connections.
    expect(server.sent).toEqual(lines.map((_, i) => i));
    expect(server.subscriptions).toHaveLength(2);
    expect(server.subscriptions[0]).toMatchObject({
      op: 'marketSubscription',
      marketFilter: { eventTypeIds: ['4339'] },
      segmentationEnabled: true,
    });
    expect(server.subscriptions[0]?.clk).toBeUndefined();
    expect(server.subscriptions[1]).toMatchObject({ initialClk: 'initial', clk: '80' });
    expect(stream.connections).toBe(2);
    // The book is the file's: the result once, with the catalogue's name.
    expect(results).toEqual([
      expect.objectContaining({ marketId: '1.197931750', winnerSelectionId: 37947503, description: '2. Sandwood Jet' }),
    ]);
    expect(stream.book.bad.totals()).toEqual({});
  });

  it('a follower taking over resumes from the stored clk', async () => {
    server = new EsaTestServer({ lines, appKey: 'key', sessionToken: 'token' });
    const port = await server.listen();
    const { stream } = client(port, { initialClk: 'initial', clk: '150' });
    const results: FeedResult[] = [];
    stream.onResult((r) => results.push(r));
    await stream.start();
    await until(() => server.sent.includes(lines.length - 1));
    await stream.stop();
    expect(server.subscriptions[0]).toMatchObject({ initialClk: 'initial', clk: '150' });
    expect(server.sent[0]).toBe(151);
  });

  it('a refused app key is logged once with its meaning, and retried with back-off', async () => {
    server = new EsaTestServer({ lines, appKey: 'key', sessionToken: 'token' });
    const port = await server.listen();
    const { stream, logged } = client(port, null, 'wrong');
    await stream.start();
    await until(() => stream.recentErrors.length >= 2);
    await stream.stop();
    expect(logged.filter((l) => l.includes('INVALID_APP_KEY'))).toEqual([
      '[betfair] INVALID_APP_KEY: the application key is not valid (BETFAIR_APP_KEY)',
    ]);
    expect(server.subscriptions).toHaveLength(0);
  });
});
