// A desk change made on one API process reaches another through the feed's PostgreSQL relay (the
// 'desk:<eventId>' snapshot row and its NOTIFY): the other process's odds body shows the new quote.
import { useTestDatabase } from '../../test/dbFixture';
import { ManualClock } from '../../test/clock';
import { followFeed } from '../../feed/feedHost';
import { SnapshotCache } from '../../feed/snapshotCache';
import { cricketEvent, GAME_ID, MO } from '../../test/bets/testSupport';
import { publishRelayedEvent } from '../../test/bets/relayedEvent';
import { makeTradingService } from './tradingService';

const files = useTestDatabase();
const { stops } = files;

async function eventually(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

test('a quote made on one process is in the other process\u2019s odds body within a notification', async () => {
  const { db } = files.database;
  const clock = new ManualClock();
  const errors: unknown[] = [];
  const onError = (e: unknown) => errors.push(e);
  const state = cricketEvent(clock.now());
  await publishRelayedEvent(db, state, onError);

  const follower = await followFeed({ db, databaseUrl: files.database.url, onError });
  stops.push(() => follower.stop());
  const other = new SnapshotCache(clock);
  other.attach(follower);
  const fancyOf = (marketId: string) =>
    (
      JSON.parse(other.oddsBody(GAME_ID, MO)?.body.toString() ?? '{"Fancy":[]}') as {
        Fancy: Array<{ mid: string; LayPrice1: number; BackPrice1: number }>;
      }
    ).Fancy.find((f) => f.mid === marketId);

  const desk = makeTradingService({ db, snapshots: new SnapshotCache(clock) });
  const trader = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const actor = { operatorId: trader.id, ip: '127.0.0.1' };
  const line = await desk.createFancy(actor, GAME_ID, {
    name: '6 over runs MUM',
    noRuns: 48,
    yesRuns: 50,
    noRate: 100,
    yesRate: 100,
    minStake: 100,
    maxStake: 1000,
  });
  await eventually(() => fancyOf(line.marketId)?.LayPrice1 === 48, 'the new line on the other process');

  const latencies: number[] = [];
  let version = line.version;
  for (let i = 1; i <= 20; i++) {
    const started = performance.now();
    version = (await desk.changeFancy(actor, line.marketId, { version, noRuns: 48 + i, yesRuns: 50 + i })).version;
    await eventually(() => fancyOf(line.marketId)?.LayPrice1 === 48 + i, `quote ${i} on the other process`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  // Far inside the second the desk promises a player's next poll (the poll itself comes every 600 ms).
  expect(latencies[Math.floor(latencies.length * 0.95) - 1]).toBeLessThan(500);
  expect(errors).toEqual([]);
}, 30_000);
