// SQL of the server's own keys (server_secrets, migration 20261128_40), `db | trx` first.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The key named `name`, created from `fresh` by whichever process asks first (the others read it). */
export async function serverSecret(db: Kysely<Database>, name: string, fresh: Buffer): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, secret: fresh })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  return row.secret;
}
