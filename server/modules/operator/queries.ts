// The query handle operator repositories take: the pool or a transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type Q = Kysely<Database>;

/** LIKE pattern for a name prefix (lower case, as username_key is): the user's % and _ are literal. */
export const prefixPattern = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
