// The floor server of `npm run bench:bets -- --floor` (bench/support/floorBets.ts): the least any server
// on this stack can do for the calls a live bet makes, to weigh the goal (≤ 1.5 ms of server
// CPU per bet) against. Fastify and node-postgres as the product uses them, and nothing else: no
// session, no payload cipher, no validation, no rules, no exposure maths, no feed. The odds poll is
// answered 304 from one kept ETag (the product answers from a kept snapshot, often 200 with a body);
// a save is one statement (insert the bet, add its stake to the wallet's exposure) and an update one
// statement (the bet matched, the wallet row written), each its own transaction with its WAL flush, as
// the product's kept-position writes are; /expo reads the wallet row. Tables with one index each
// (the product's bets table has eight; `--product-indexes` adds them). Run as a child process: its CPU is measured apart from the
// load generator's. Prints "floor server at <url>".
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.FLOOR_DATABASE_URL;
if (!url) throw new Error('FLOOR_DATABASE_URL is not set');
const pool = new pg.Pool({ connectionString: url, max: 20 });

/** About the size of a match odds answer. */
const ODDS_BODY = Buffer.from(
  JSON.stringify({
    Odds: [
      {
        marketId: '1.1',
        status: 'OPEN',
        runners: [1, 2].map((selectionId) => ({
          selectionId,
          ex: {
            availableToBack: [1.85, 1.84, 1.83].map((price) => ({ price, size: 1000 })),
            availableToLay: [1.87, 1.88, 1.89].map((price) => ({ price, size: 1000 })),
          },
        })),
      },
    ],
  }).repeat(4),
);
const ETAG = '"floor-1"';

// With the product's indexes (FLOOR_PRODUCT_INDEXES), the bet gets a unique BetId and the match sets
// matched_time, as the product's writes do.
const productIndexes = process.env.FLOOR_PRODUCT_INDEXES === '1';
const SAVE = {
  name: 'floor.save',
  text: `WITH b AS (INSERT INTO floor_bets (user_id, status, stake, odds${productIndexes ? ', bet_id' : ''})
                   VALUES ($1, 'pending', $2, $3${productIndexes ? ', gen_random_uuid()::text' : ''}) RETURNING id, user_id)
         UPDATE floor_wallets SET exposure = exposure + $2, updated_at = now() WHERE user_id = (SELECT user_id FROM b)
         RETURNING (SELECT id FROM b) AS id`,
};
const MATCH = {
  name: 'floor.match',
  text: `WITH m AS (UPDATE floor_bets SET status = 'matched', odds = $2${productIndexes ? ', matched_time = now()' : ''}
                   WHERE id = $1 AND status = 'pending' RETURNING user_id)
         UPDATE floor_wallets SET updated_at = now() WHERE user_id = (SELECT user_id FROM m) RETURNING exposure`,
};
const EXPO = { name: 'floor.expo', text: 'SELECT exposure FROM floor_wallets WHERE user_id = $1' };

const app = Fastify({ logger: false });

app.get('/odds', (request, reply) => {
  if (request.headers['if-none-match'] === ETAG) return reply.code(304).send();
  return reply.header('etag', ETAG).type('application/json').send(ODDS_BODY);
});

app.post<{ Body: { userId: number; stake: number; odds: number } }>('/save', async (request) => {
  const { userId, stake, odds } = request.body;
  const { rows } = await pool.query<{ id: string }>({ ...SAVE, values: [userId, stake, odds] });
  return { isSuccess: true, betId: rows[0]?.id };
});

app.put<{ Body: { betId: string; odds: number } }>('/update', async (request) => {
  const { betId, odds } = request.body;
  const { rows } = await pool.query<{ exposure: string }>({ ...MATCH, values: [betId, odds] });
  return { isSuccess: rows.length === 1, message: 'Bet Placed Successfully' };
});

app.get<{ Params: { userId: string } }>('/expo/:userId', async (request) => {
  const { rows } = await pool.query<{ exposure: string }>({ ...EXPO, values: [Number(request.params.userId)] });
  return { isSuccess: true, exposure: Number(rows[0]?.exposure ?? 0) };
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());

void app.listen({ host: '127.0.0.1', port: 0 }).then((address) => process.stdout.write(`floor server at ${address}\n`));
