// SQL of the price history's reader (the feed's process writes the samples: feed/priceHistory.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A market's samples since `since`, per runner, oldest first; `t` in epoch milliseconds. */
export function priceSamples(db: Kysely<Database>, marketId: string, since: Date) {
  return db
    .selectFrom('price_history')
    .select(['selection_id', sql<number>`(extract(epoch FROM at) * 1000)::float8`.as('t'), 'back', 'lay'])
    .where('market_id', '=', marketId)
    .where('at', '>', since)
    .orderBy('selection_id')
    .orderBy('at')
    .execute();
}
