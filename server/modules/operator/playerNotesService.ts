// Support's notes on a player and the player's KYC status: staff only (the player sees neither). Every
// note and every KYC change is an audit row in the same transaction; a refused one changes nothing.
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  isKycStatus,
  KYC_LABELS,
  KYC_REASON_MAX,
  NOTE_MAX,
  PLAYER_NOTES_MSG,
  type PlayerKyc,
  type PlayerNote,
} from '../../../src/domain/contract/playerNotes';
import { formatIst } from '../reports';
import { recordAction, type Actor } from './audit';
import { OPERATOR_MSG } from './messages';
import { insertNote, kycForUpdate, kycOf, notesOf, playerForNote, upsertKyc } from './playerNotesRepository';

export function makePlayerNotesService({ db }: Pick<AppDeps, 'db'>) {
  async function requirePlayer(q: AppDeps['db'], userId: number): Promise<void> {
    if (!(await playerForNote(q, userId))) throw notFound(OPERATOR_MSG.noSuchUser);
  }

  async function notes(userId: number): Promise<PlayerNote[]> {
    await requirePlayer(db, userId);
    const rows = await notesOf(db, userId);
    return rows.map((r) => ({ id: Number(r.id), body: r.body, author: r.author, at: formatIst(r.created_at) }));
  }

  async function addNote(actor: Actor, userId: number, text: string): Promise<PlayerNote[]> {
    const body = text.trim();
    if (body.length < 1 || body.length > NOTE_MAX) throw badRequest(PLAYER_NOTES_MSG.noteEmpty);
    await db.transaction().execute(async (trx) => {
      await requirePlayer(trx, userId);
      const row = await insertNote(trx, userId, body, actor.operatorId);
      await recordAction(trx, actor, { action: 'user.note', target: `user:${userId}`, after: { note: Number(row.id), body } });
    });
    return notes(userId);
  }

  async function kyc(userId: number): Promise<PlayerKyc> {
    await requirePlayer(db, userId);
    const row = await kycOf(db, userId);
    if (!row || !isKycStatus(row.status)) return { status: 'not_started', reason: null, by: null, at: null };
    return { status: row.status, reason: row.reason, by: row.by, at: formatIst(row.updated_at) };
  }

  async function setKyc(actor: Actor, userId: number, status: string, reasonText: string | undefined): Promise<PlayerKyc> {
    if (!isKycStatus(status)) throw badRequest(PLAYER_NOTES_MSG.badKycStatus);
    const reason = reasonText?.trim() || null;
    if (reason !== null && reason.length > KYC_REASON_MAX) throw badRequest(PLAYER_NOTES_MSG.reasonTooLong);
    if (status === 'rejected' && reason === null) throw badRequest(PLAYER_NOTES_MSG.rejectReason);
    await db.transaction().execute(async (trx) => {
      await requirePlayer(trx, userId);
      const before = (await kycForUpdate(trx, userId)) ?? { status: 'not_started', reason: null };
      if (before.status === status && before.reason === reason) throw conflict(PLAYER_NOTES_MSG.unchanged(KYC_LABELS[status]));
      await upsertKyc(trx, userId, status, reason, actor.operatorId);
      await recordAction(trx, actor, {
        action: 'user.kyc',
        target: `user:${userId}`,
        before: { kyc: before.status, reason: before.reason },
        after: { kyc: status, reason },
        reason,
      });
    });
    return kyc(userId);
  }

  return { notes, addNote, kyc, setKyc };
}
