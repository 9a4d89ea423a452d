// What the operator may do: create players, credit or debit them
// through the ledger, lock betting, set limits and reset passwords.
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../session';
import { hasPasswordSubstance, createAccount } from '../auth';
import { SERVER_MSG } from '../../../src/domain/messages';
import { hashPassword } from '../../lib/password';
import { badRequest, notFound } from '../../lib/errors';
import { lockWallet, postEntry } from '../../money/ledger';
import { toPaise, toRupees } from '../../../src/domain/money';
import type { AdminUser, CreateUserRequest, UpdateUserRequest } from '../../../src/domain/contract/admin';
import { accountById, accountByName, updateAccount, type AccountChanges, type AccountRow } from './repository';
import { OPERATOR_MSG } from './messages';
import { recordAction, type Actor } from './audit';
import { protectionState } from '../protection';
import { formatIst } from '../reports';
import { lastLoginLockAction, lastLogins } from './playerFactsRepository';
import { playerLanguage } from '../preferences';

/** Rupees from the API to paise; refuses fractions of a paisa rather than rounding money silently. */
export function exactPaise(rupees: number): number {
  const paise = toPaise(rupees);
  if (!Number.isSafeInteger(paise) || Math.abs(rupees * 100 - paise) > 1e-6) throw badRequest(OPERATOR_MSG.twoDecimals);
  return paise;
}

export function toAdminUser(row: AccountRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role === 'demo' ? 'demo' : 'player',
    selfUser: row.self_user === 1 ? 1 : 0,
    balance: toRupees(row.balance),
    exposure: toRupees(row.exposure),
    reserved: toRupees(row.reserved),
    available: toRupees(row.balance - row.exposure - row.reserved),
    ledgerSum: toRupees(row.ledger_sum),
    exposureLimit: toRupees(row.exposure_limit),
    lockBetting: row.lock_betting === 1 ? 1 : 0,
    lockLogin: row.lock_login === 1 ? 1 : 0,
    passwordstatus: row.password_status === 1 ? 1 : 0,
  };
}

export function makeOperatorService(deps: AppDeps) {
  const { db, sessions } = deps;

  /** What support reads beside the account: why the log-in is locked, and the last log-ins. */
  async function supportFacts(user: AdminUser): Promise<Pick<AdminUser, 'loginLock' | 'lastLogins'>> {
    const [action, logins] = await Promise.all([lastLoginLockAction(db, user.id), lastLogins(db, user.id)]);
    const lockedBy = action?.action === 'user.lock-login' ? action : undefined;
    return {
      loginLock: {
        locked: user.lockLogin === 1,
        reason: user.lockLogin === 1 ? (lockedBy?.reason ?? null) : null,
        at: user.lockLogin === 1 && lockedBy ? formatIst(lockedBy.created_at.getTime()) : null,
        by: user.lockLogin === 1 ? (lockedBy?.by ?? null) : null,
      },
      lastLogins: logins.map((l) => ({ at: formatIst(l.at.getTime()), ip: l.ip, device: l.device_id.slice(0, 12) })),
    };
  }

  async function show(id: number): Promise<AdminUser> {
    const row = await accountById(db, id);
    if (!row) throw notFound(OPERATOR_MSG.noSuchUser);
    return toAdminUser(row);
  }

  return {
    /** GET /admin/users/{id}: the account with the limits and exclusion the player set. */
    async show(id: number): Promise<AdminUser> {
      const user = await show(id);
      return {
        ...user,
        protection: await protectionState(db, id, deps.clock.now()),
        language: await playerLanguage(db, id),
        ...(await supportFacts(user)),
      };
    },

    async logout(user: SessionUser): Promise<void> {
      await sessions.destroy(user.sessionHash);
    },

    /** A player of the operator's: selfUser 0, must change the password at the first log-in. */
    async createUser(operator: SessionUser, input: CreateUserRequest, actor: Actor): Promise<AdminUser> {
      const creditPaise = exactPaise(input.credit);
      const exposureLimitPaise = exactPaise(input.exposureLimit);
      if (!hasPasswordSubstance(input.password)) throw badRequest(SERVER_MSG.passwordBlank);
      const passwordHash = await hashPassword(input.password);
      const id = await createAccount(
        db,
        {
          username: input.username,
          passwordHash,
          role: 'player',
          selfUser: 0,
          exposureLimit: exposureLimitPaise,
          passwordStatus: 0,
          createdBy: operator.id,
          openingPaise: creditPaise,
          openingKind: 'credit',
          openingRemark: 'Opening credit',
        },
        (trx, userId) =>
          recordAction(trx, actor, {
            action: 'user.create',
            target: `user:${userId}`,
            after: { username: input.username, credit: input.credit, exposureLimit: input.exposureLimit },
          }),
      );
      return show(id);
    },

    async findByName(username: string): Promise<AdminUser> {
      const row = await accountByName(db, username);
      if (!row) throw notFound(OPERATOR_MSG.noSuchUser);
      const user = toAdminUser(row);
      return {
        ...user,
        protection: await protectionState(db, row.id, deps.clock.now()),
        language: await playerLanguage(db, row.id),
        ...(await supportFacts(user)),
      };
    },

    /** One ledger entry under the wallet lock; a debit may not take the available money below ₹0. */
    async credit(id: number, amountRupees: number, remark: string | undefined, actor: Actor): Promise<AdminUser> {
      const amount = exactPaise(amountRupees);
      if (amount === 0) throw badRequest(OPERATOR_MSG.zeroAmount);
      await show(id); // 404 before any lock
      await db.transaction().execute(async (trx) => {
        const wallet = await lockWallet(trx, id);
        if (amount < 0 && wallet.balance - wallet.exposure - wallet.reserved + amount < 0) {
          throw badRequest(OPERATOR_MSG.debitTooLarge(toRupees(wallet.balance - wallet.exposure - wallet.reserved)));
        }
        const kind = amount > 0 ? 'credit' : 'debit';
        const text = remark?.trim() || (kind === 'credit' ? 'Operator credit' : 'Operator debit');
        const after = await postEntry(trx, wallet, { userId: id, amount, kind, remark: text });
        await recordAction(trx, actor, {
          action: kind === 'credit' ? 'user.credit' : 'user.debit',
          target: `user:${id}`,
          before: { balance: toRupees(wallet.balance) },
          after: { balance: toRupees(after.balance), amount: toRupees(amount) },
          reason: text,
        });
      });
      return show(id);
    },

    /** A password reset sets passwordstatus 0 and ends the player's sessions. */
    async update(id: number, patch: UpdateUserRequest, actor: Actor): Promise<AdminUser> {
      const changes: AccountChanges = {};
      if (patch.lockBetting !== undefined) changes.lock_betting = patch.lockBetting;
      if (patch.exposureLimit !== undefined) changes.exposure_limit = exactPaise(patch.exposureLimit);
      if (patch.password !== undefined) {
        if (!hasPasswordSubstance(patch.password)) throw badRequest(SERVER_MSG.passwordBlank);
        changes.password_hash = await hashPassword(patch.password);
        changes.password_status = 0;
      }
      if (Object.keys(changes).length === 0) throw badRequest(OPERATOR_MSG.nothingToChange);
      const before = await show(id); // 404 before any write
      await db.transaction().execute(async (trx) => {
        if (!(await updateAccount(trx, id, changes))) throw notFound(OPERATOR_MSG.noSuchUser);
        await recordAction(trx, actor, {
          action: 'user.update',
          target: `user:${id}`,
          reason: patch.reason?.trim() || null,
          before: { lockBetting: before.lockBetting, exposureLimit: before.exposureLimit },
          // A new password is never written to the log: only that it was reset.
          after: {
            lockBetting: patch.lockBetting ?? before.lockBetting,
            exposureLimit: patch.exposureLimit ?? before.exposureLimit,
            passwordReset: patch.password !== undefined,
          },
        });
      });
      if (patch.password !== undefined) await sessions.destroyAllFor(id);
      return show(id);
    },
  };
}
