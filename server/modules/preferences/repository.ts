// The SQL of the player's preferences: the language column of their users row.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function readLanguage(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? null;
}

export async function writeLanguage(db: Kysely<Database>, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
