// SQL of the wallet's accounts: merchant accounts, players' saved payout accounts, wallet stake buttons.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MerchantAccountsTable, MerchantPaymentType, SavedAccountsTable } from '../../db/tables/wallet';

type Conn = Kysely<Database>;
export type MerchantRow = Selectable<MerchantAccountsTable>;
export type SavedAccountRow = Selectable<SavedAccountsTable>;

export async function listMerchants(db: Conn, activeOnly: boolean): Promise<MerchantRow[]> {
  let query = db.selectFrom('merchant_accounts').selectAll().orderBy('id');
  if (activeOnly) query = query.where('active', '=', true);
  return query.execute();
}

export async function findMerchant(db: Conn, id: number): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchant_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findActiveMerchantByQrFile(db: Conn, file: string): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchant_accounts').selectAll().where('qr_file', '=', file).where('active', '=', true).executeTakeFirst();
}

/** The active merchant a deposit names: by type and name, and its UPI id (UPI) or account number (Bank). */
export async function findActiveMerchantFor(
  db: Conn,
  claim: { paymentType: MerchantPaymentType; displayName: string; upiId: string; accountNumber: string },
): Promise<MerchantRow | undefined> {
  let query = db
    .selectFrom('merchant_accounts')
    .selectAll()
    .where('active', '=', true)
    .where('payment_type', '=', claim.paymentType)
    .where('display_name', '=', claim.displayName);
  query = claim.paymentType === 'UPI' ? query.where('upi_id', '=', claim.upiId) : query.where('account_number', '=', claim.accountNumber);
  return query.orderBy('id').executeTakeFirst();
}

export async function insertMerchant(db: Conn, values: Insertable<MerchantAccountsTable>): Promise<MerchantRow> {
  return db.insertInto('merchant_accounts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function setMerchantActive(db: Conn, id: number, active: boolean): Promise<MerchantRow | undefined> {
  return db.updateTable('merchant_accounts').set({ active }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function listSavedAccounts(db: Conn, userId: number): Promise<SavedAccountRow[]> {
  return db.selectFrom('saved_accounts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export async function countSavedAccounts(db: Conn, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_accounts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSavedAccount(db: Conn, values: Insertable<SavedAccountsTable>): Promise<SavedAccountRow> {
  return db.insertInto('saved_accounts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes one of the user's own accounts; another user's id deletes nothing. */
export async function deleteSavedAccount(db: Conn, id: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_accounts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function walletStakeValues(db: Conn, userId: number): Promise<Map<number, number>> {
  const [defaults, own] = await Promise.all([
    db.selectFrom('default_stake_buttons').select(['slot', 'value']).where('kind', '=', 'wallet').execute(),
    db.selectFrom('stake_buttons').select(['slot', 'value']).where('kind', '=', 'wallet').where('user_id', '=', userId).execute(),
  ]);
  const bySlot = new Map<number, number>();
  for (const row of defaults) bySlot.set(row.slot, row.value);
  for (const row of own) bySlot.set(row.slot, row.value);
  return bySlot;
}

export async function saveWalletStakes(db: Conn, userId: number, values: number[]): Promise<void> {
  await db
    .insertInto('stake_buttons')
    .values(values.map((value, i) => ({ user_id: userId, kind: 'wallet' as const, slot: i + 1, label: String(value), value })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'slot']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), label: eb.ref('excluded.label') })),
    )
    .execute();
}
