// Tests that set up bets by hand (rows the bet path would never write, or thousands at once) still
// obey migration 34: a transaction that changes a player's bets writes their wallets row too, or it
// fails at commit. This runs the test's writes in one transaction that then writes every wallet row
// (no amount changes: only the row's version, as every writer of bets leaves it).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export async function writeBetsDirectly<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await sql`UPDATE wallets SET updated_at = updated_at`.execute(trx);
    return value;
  });
}
