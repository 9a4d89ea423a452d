// The query handle operator repositories take: the pool or a transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type Q = Kysely<Database>;
