// What the live players never do, done once so that every metric family an operator watches has
// moved when the live bench scrapes: a log-in with a wrong password until the throttle locks it, a
// market the operator suspends and settles by hand, a withdrawal waiting for the operator, and a
// few seconds of a saturated event loop, in which the load shedding answers 503 to what it may shed.
// Each through the product's own HTTP calls, as a player or the operator makes them; only the
// saturation comes from the bench's probe inside the server (liveProbe.ts), standing in for a runaway
// computation. Run with the players paused (their polls would be shed too).
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { SESSION_COOKIE } from '../../server/lib/access';
import { createBenchPlayers, createBenchSessions } from './benchPlayers';
import { LiveHttp } from './liveHttp';
import type { LiveProduct } from './liveProduct';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Long enough for two of the load shedding's one-second samples to fall inside it whatever the phase
// (a sample waits for the busy turn in progress): the first still counts the free loop before.
const SATURATION_MS = 5_000;

export interface Exercise {
  product: LiveProduct;
  db: Db;
  operatorCookie: string;
  playerCookie: string;
}

/** Wrong passwords for one name from one address: 5 refused, then the pair's lock answers 429. */
async function wrongPasswords(http: LiveHttp): Promise<string> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const body = JSON.stringify({ UserName: 'bench-nobody', pass: `wrong-pass-${i}`, ip: '127.0.0.1', geoLocation: 'Local' });
    statuses.push((await http.call('log-in', 'POST', '/api/user/auth/login', '', body)).status);
  }
  if (statuses.at(-1) !== 429) throw new Error(`six wrong log-ins answered ${statuses.join(', ')}: the last should be 429 (locked)`);
  return `6 log-ins with a wrong password for one name: ${statuses.join(', ')}`;
}

/** A market no bench player bet on, suspended and settled by the operator's own calls. */
async function settleByHand(http: LiveHttp, db: Db, cookie: string): Promise<string> {
  const { rows } = await sql<{ id: string; kind: string; selection_id: number }>`
    SELECT m.id, m.kind, r.selection_id FROM markets m JOIN runners r ON r.market_id = m.id
    WHERE m.settled_at IS NULL AND m.kind IN ('BookMaker', 'Matchodds')
      AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.market_id = m.id)
    ORDER BY m.kind, m.id, r.sort_order LIMIT 1`.execute(db);
  const market = rows[0];
  if (!market) throw new Error('no unsettled market without bets to settle by hand');
  const reason = JSON.stringify({ reason: 'live bench: settled by hand so that the settlement figures move' });
  const suspended = await http.call('suspend', 'POST', `/api/admin/markets/${market.id}/suspend`, cookie, reason);
  if (suspended.status !== 200) throw new Error(`suspend ${market.id} answered ${suspended.status}: ${suspended.body.toString()}`);
  const body = JSON.stringify({ winnerSelectionId: market.selection_id });
  const settled = await http.call('settle', 'POST', `/api/admin/markets/${market.id}/settle`, cookie, body);
  if (settled.status !== 200) throw new Error(`settle ${market.id} answered ${settled.status}: ${settled.body.toString()}`);
  return `the operator suspended and settled ${market.kind} market ${market.id} by hand`;
}

/** A self-service player asks for a withdrawal: it waits for the operator. */
async function withdrawal(http: LiveHttp, db: Db): Promise<string> {
  const [userId] = await createBenchPlayers(db, 1, 'bench-pass-123', { prefix: 'benchself', selfUser: 1 });
  const [{ token }] = await createBenchSessions(db, [userId]);
  const body = JSON.stringify({
    paymentMethod: 'UPI',
    accountHName: 'Bench Player',
    UPIID: 'benchplayer@ybl',
    phone: '9876543210',
    userId,
    withdrawAmountBtn: 500,
  });
  const answer = await http.call('withdraw', 'POST', '/api/api/selfUser/withdrawRequest', `${SESSION_COOKIE}=${token}`, body);
  if (answer.status !== 200) throw new Error(`withdrawRequest answered ${answer.status}: ${answer.body.toString()}`);
  return 'a self-service player asked for a ₹500 withdrawal (left for the operator)';
}

/** The event loop saturated for a few seconds: the lobby's list (sheddable) is asked for meanwhile. */
async function saturation(http: LiveHttp, product: LiveProduct, cookie: string): Promise<string> {
  await product.probe(`saturate-${SATURATION_MS}`);
  const asked: Array<Promise<number>> = [];
  for (let waited = 0; waited < SATURATION_MS + 500; waited += 100) {
    asked.push(http.call('lobby', 'GET', '/api/GetInPlaySportEvents', cookie).then((a) => a.status));
    await sleep(100);
  }
  const statuses = await Promise.all(asked);
  // The next sample (a second) finds the loop free again and the shedding stops.
  await sleep(2_500);
  const shed = statuses.filter((s) => s === 503).length;
  if (shed === 0) throw new Error(`a saturated event loop shed nothing (${statuses.join(', ')})`);
  return `${SATURATION_MS / 1000} s of a saturated event loop: ${shed} of ${statuses.length} lobby calls shed (503), the rest 200`;
}

/** Each exercise once; answers what was done, one line each. */
export async function exerciseQuietFamilies(exercise: Exercise): Promise<string[]> {
  const http = new LiveHttp(exercise.product.base, 40);
  try {
    return [
      await wrongPasswords(http),
      await settleByHand(http, exercise.db, exercise.operatorCookie),
      await withdrawal(http, exercise.db),
      await saturation(http, exercise.product, exercise.playerCookie),
    ];
  } finally {
    http.destroy();
  }
}
