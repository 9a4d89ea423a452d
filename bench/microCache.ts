// `npx tsx bench/microCache.ts`: what the nginx micro-cache (ops/nginx/exchange.conf, run as the
// rolling-restart test runs it) saves the product on the odds polls. The product as `npm start` starts
// it; N clients (signed-in players' cookies and visitors alike) poll one in-play market's odds through
// nginx every 600 ms for S seconds; printed: the polls sent, the answers nginx served from its cache
// (X-Cache-Status HIT or UPDATING) and those that reached the product (MISS, EXPIRED), per second.
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { tempDataDir } from './support/database';
import { startLiveProduct } from './support/liveProduct';
import { startNginxFront } from './support/nginxFront';
import type { InPlaySportEventsResponse } from '../src/domain/contract/sports';
import { createDb } from '../server/db/database';
import { createBenchPlayers, createBenchSessions } from './support/benchPlayers';
import { SESSION_COOKIE } from '../server/lib/access';

const CLIENTS = Number(process.env.MC_CLIENTS ?? 300);
const SECONDS = Number(process.env.MC_SECONDS ?? 20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function get(url: string, cookie: string, agent: http.Agent): Promise<{ status: number; cache: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: cookie ? { cookie } : {} }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: String(response.headers['x-cache-status'] ?? '-') }));
    });
    request.on('error', reject);
  });
}

async function main(): Promise<void> {
  const dataDir = tempDataDir('microcache');
  const product = await startLiveProduct(dataDir, { PAYLOAD_KEY: 'k', OPERATOR_PASSWORD: 'bench-operator-pass' });
  const nginx = await startNginxFront(product.base, dataDir);
  const db = createDb(product.dbUrl, 2);
  try {
    const [session] = await createBenchSessions(db, await createBenchPlayers(db, 1, 'bench-pass-123'));
    const cookie = `${SESSION_COOKIE}=${session.token}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    let list: InPlaySportEventsResponse | null = null;
    for (let i = 0; i < 60 && !list?.data.sportsEventModelInPlay.flat().length; i++) {
      const answer = await fetch(`${product.base.origin}/api/GetInPlaySportEvents`, { headers: { cookie } });
      list = (await answer.json()) as InPlaySportEventsResponse;
      if (!list.data.sportsEventModelInPlay.flat().length) await sleep(1000);
    }
    const event = list?.data.sportsEventModelInPlay.flat()[0];
    if (!event) throw new Error('no in-play event');
    const url = `${nginx.base.origin}/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`;
    const counts = new Map<string, number>();
    let running = true;
    const loops = Array.from({ length: CLIENTS }, async (_, i) => {
      await sleep(Math.random() * 600);
      while (running) {
        const answer = await get(url, i % 2 ? cookie : '', agent).catch(() => ({ status: 0, cache: 'error' }));
        const key = `${answer.status} ${answer.cache}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        await sleep(600);
      }
    });
    const started = performance.now();
    await sleep(SECONDS * 1000);
    running = false;
    await Promise.all(loops);
    const seconds = (performance.now() - started) / 1000;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const origin = [...counts].filter(([k]) => /MISS|EXPIRED|BYPASS|-/.test(k)).reduce((a, [, n]) => a + n, 0);
    process.stdout.write(
      `micro-cache: ${CLIENTS} clients (half signed in, half visitors) polling one market's odds through nginx every 600 ms for ${seconds.toFixed(1)} s: ${total} polls (${(total / seconds).toFixed(0)}/s), ${origin} reached the product (${(origin / seconds).toFixed(1)}/s); by status and X-Cache-Status: ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}\n`,
    );
    agent.destroy();
  } finally {
    await db.destroy();
    await nginx.stop();
    await product.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`bench/microCache failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
