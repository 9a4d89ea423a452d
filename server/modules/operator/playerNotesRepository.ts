// SQL of support's notes on a player (newest first, with the author's name) and the player's KYC
// status row (none: not started).
import type { Q } from './queries';

export function notesOf(db: Q, userId: number, limit = 200) {
  return db
    .selectFrom('player_notes as n')
    .innerJoin('users as a', 'a.id', 'n.author_id')
    .select(['n.id', 'n.body', 'n.created_at', 'a.username as author'])
    .where('n.user_id', '=', userId)
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

export function insertNote(db: Q, userId: number, body: string, authorId: number) {
  return db
    .insertInto('player_notes')
    .values({ user_id: userId, body, author_id: authorId })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function kycOf(db: Q, userId: number) {
  return db
    .selectFrom('player_kyc as k')
    .innerJoin('users as s', 's.id', 'k.updated_by')
    .select(['k.status', 'k.reason', 'k.updated_at', 's.username as by'])
    .where('k.user_id', '=', userId)
    .executeTakeFirst();
}

/** Locks the player's KYC row while a change is checked, so two clerks' changes are recorded one after the other. */
export function kycForUpdate(db: Q, userId: number) {
  return db.selectFrom('player_kyc').select(['status', 'reason']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export function upsertKyc(db: Q, userId: number, status: string, reason: string | null, staffId: number) {
  return db
    .insertInto('player_kyc')
    .values({ user_id: userId, status, reason, updated_by: staffId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status, reason, updated_by: staffId, updated_at: new Date() }))
    .execute();
}

/** The player's row locked for the change, or undefined for no such player (staff accounts are not players). */
export function playerForNote(db: Q, userId: number) {
  return db.selectFrom('users').select(['id']).where('id', '=', userId).where('role', '<>', 'operator').forUpdate().executeTakeFirst();
}
