// SQL of the operator's settings: sports' rules, an event's own rules (user_match_settings with no
// user) and controls, master data, the default stake buttons. settingsService.ts holds the rules;
// anything that locks takes the transaction.
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Trx } from '../../money/ledger';
import type { Q } from './queries';

export function sportRows(db: Q) {
  return db.selectFrom('sports').selectAll().orderBy('id').execute();
}

export function sportRow(db: Q, sportId: number) {
  return db.selectFrom('sports').selectAll().where('id', '=', sportId).executeTakeFirst();
}

export function lockSportRow(trx: Trx, sportId: number) {
  return trx.selectFrom('sports').selectAll().where('id', '=', sportId).forUpdate().executeTakeFirst();
}

export async function updateSport(trx: Trx, sportId: number, changes: Updateable<Database['sports']>): Promise<void> {
  await trx.updateTable('sports').set(changes).where('id', '=', sportId).execute();
}

export function eventRow(db: Q, eventId: number) {
  return db
    .selectFrom('events')
    .select(['sport_id', 'name', 'is_bet_lock', 'has_match_odds', 'has_bookmaker', 'has_fancy'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export function eventControlRow(db: Q, eventId: number) {
  return db.selectFrom('event_controls').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

export interface ControlFlags {
  isBetLock: 0 | 1 | null;
  matchOdds: 0 | 1 | null;
  bookMaker: 0 | 1 | null;
  fancy: 0 | 1 | null;
}

/** Writes the event's controls (null: as the feed says), creating the row on the first change. */
export async function upsertEventControls(trx: Trx, eventId: number, flags: ControlFlags): Promise<void> {
  await trx
    .insertInto('event_controls')
    .values({
      event_id: eventId,
      is_bet_lock: flags.isBetLock,
      has_match_odds: flags.matchOdds,
      has_bookmaker: flags.bookMaker,
      has_fancy: flags.fancy,
    })
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        is_bet_lock: flags.isBetLock,
        has_match_odds: flags.matchOdds,
        has_bookmaker: flags.bookMaker,
        has_fancy: flags.fancy,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** The event's own rules: the user_match_settings row with no user. */
export function eventRulesRow(db: Q, eventId: number) {
  return db
    .selectFrom('user_match_settings')
    .selectAll()
    .where('user_id', 'is', null)
    .where('game_id', '=', String(eventId))
    .executeTakeFirst();
}

export async function deleteEventRules(trx: Trx, eventId: number): Promise<void> {
  await trx.deleteFrom('user_match_settings').where('user_id', 'is', null).where('game_id', '=', String(eventId)).execute();
}

export async function insertEventRules(trx: Trx, row: Insertable<Database['user_match_settings']>): Promise<void> {
  await trx.insertInto('user_match_settings').values(row).execute();
}

export function masterRow(db: Q) {
  return db.selectFrom('master_data').select(['bet_start_time', 'site_message']).orderBy('id').executeTakeFirst();
}

export function lockMasterRow(trx: Trx) {
  return trx.selectFrom('master_data').select(['id', 'bet_start_time', 'site_message']).orderBy('id').forUpdate().executeTakeFirstOrThrow();
}

export async function updateMaster(trx: Trx, id: number, siteMessage: string, betStartTime: number): Promise<void> {
  await trx.updateTable('master_data').set({ site_message: siteMessage, bet_start_time: betStartTime }).where('id', '=', id).execute();
}

export function defaultStakeButtons(db: Q) {
  return db.selectFrom('default_stake_buttons').select(['kind', 'label', 'value']).orderBy('kind').orderBy('slot').execute();
}

export function lockDefaultStakeButtons(trx: Trx, kind: 'match' | 'wallet') {
  return trx
    .selectFrom('default_stake_buttons')
    .select(['slot', 'label', 'value'])
    .where('kind', '=', kind)
    .orderBy('slot')
    .forUpdate()
    .execute();
}

export async function updateDefaultStakeButton(
  trx: Trx,
  kind: 'match' | 'wallet',
  slot: number,
  label: string,
  value: number,
): Promise<void> {
  await trx.updateTable('default_stake_buttons').set({ label, value }).where('kind', '=', kind).where('slot', '=', slot).execute();
}
