// The rules behind playersRoutes.ts: a player's pages mapped to the console's shapes (rupees, IST
// times), the debit (never the money at risk or held for withdrawals) and the log-in lock, each
// change in one transaction with its audit row.
import { MSG } from '../../../src/domain/messages';
import { toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { lockWallet, postEntry } from '../../money/ledger';
import { formatIst } from '../reports';
import { recordAction, type Actor } from './audit';
import { pagedReply, type Paging } from './listPages';
import { OPERATOR_MSG } from './messages';
import { exposureByMarketOf } from './playerExposure';
import { betsPage, ledgerPage, listPlayers, requestsPage, type PlayerFilter } from './playersRepository';
import { accountById, setLoginLock } from './repository';
import { exactPaise, toAdminUser } from './service';
import type { BetStatus } from '../../db/tables/bets';

export function makePlayersService(deps: Pick<AppDeps, 'db' | 'sessions'>) {
  const { db, sessions } = deps;

  /** 404 unless a player (not the operator) has this id. */
  async function player(id: number) {
    const row = await accountById(db, id);
    if (!row) throw notFound(OPERATOR_MSG.noSuchUser);
    return row;
  }

  /** One page of a player's rows (404 for no such player), each in the console's shape. */
  async function pageOf<Row, Shown>(
    id: number,
    paging: Paging,
    read: (q: AppDeps['db'], userId: number, page: number, pageSize: number) => Promise<{ total: number; rows: Row[] }>,
    shown: (row: Row) => Shown,
  ) {
    await player(id);
    return pagedReply(paging, await read(db, id, paging.page, paging.pageSize), shown);
  }

  return {
    async list(filter: PlayerFilter) {
      const { total, rows } = await listPlayers(db, filter);
      return {
        isSuccess: true as const,
        total,
        page: filter.page,
        pageSize: filter.pageSize,
        rows: rows.map((r) => ({
          id: r.id,
          username: r.username,
          role: r.role,
          selfUser: r.self_user,
          balance: toRupees(r.balance),
          exposure: toRupees(r.exposure),
          reserved: toRupees(r.reserved),
          available: toRupees(r.balance - r.exposure - r.reserved),
          exposureLimit: toRupees(r.exposure_limit),
          lockBetting: r.lock_betting,
          lockLogin: r.lock_login,
          createdAt: formatIst(r.created_at),
        })),
      };
    },

    ledger(id: number, paging: Paging) {
      return pageOf(id, paging, ledgerPage, (r) => ({
        id: r.id,
        createdAt: formatIst(r.created_at),
        amount: toRupees(r.amount),
        balanceAfter: toRupees(r.balance_after),
        kind: r.kind,
        remark: r.remark,
        ref: r.ref,
      }));
    },

    /** The player's exposure by market, the largest first (rupees). */
    async exposure(id: number) {
      await player(id);
      const markets = await exposureByMarketOf(db, id);
      return {
        isSuccess: true as const,
        total: toRupees(markets.reduce((sum, m) => sum + m.exposurePaise, 0)),
        markets: markets.map(({ exposurePaise, ...m }) => ({ ...m, exposure: toRupees(exposurePaise) })),
      };
    },

    bets(id: number, status: BetStatus | undefined, paging: Paging) {
      return pageOf(
        id,
        paging,
        (q, userId, page, pageSize) => betsPage(q, userId, status, page, pageSize),
        (b) => ({
          id: b.id,
          betId: b.bet_id,
          eventId: b.event_id,
          eventName: b.event_name,
          marketId: b.market_id,
          marketName: b.market_name,
          marketKind: b.market_kind,
          selectionId: Number(b.selection_id),
          selectionName: b.selection_name,
          side: b.side,
          oddsRequested: b.odds_requested,
          oddsMatched: b.odds_matched,
          rate: b.rate,
          stake: toRupees(b.stake),
          profit: toRupees(b.profit),
          liability: toRupees(b.liability),
          status: b.status,
          result: toRupees(b.result_amount),
          placedAt: formatIst(b.place_time),
          settledAt: b.settle_time ? formatIst(b.settle_time) : null,
          ip: b.ip,
        }),
      );
    },

    requests(id: number, paging: Paging) {
      return pageOf(id, paging, requestsPage, (r) => ({
        id: r.id,
        requestType: r.request_type,
        amount: toRupees(r.amount),
        status: r.status,
        requestedAt: formatIst(r.requested_at),
        decidedAt: r.status_changed_at ? formatIst(r.status_changed_at) : null,
        comment: r.comment,
        paymentMethod: r.payment_method,
        utr: r.utr,
      }));
    },

    /** A debit never takes the money at risk or held for withdrawals: balance − exposure − reserved stays ≥ 0. */
    async debit(actor: Actor, id: number, rupees: number, reason: string) {
      const amount = exactPaise(rupees);
      if (amount <= 0) throw badRequest(OPERATOR_MSG.zeroAmount);
      await player(id);
      await db.transaction().execute(async (trx) => {
        const wallet = await lockWallet(trx, id);
        if (wallet.balance - wallet.exposure - wallet.reserved - amount < 0) throw badRequest(MSG.insufficientFunds);
        const after = await postEntry(trx, wallet, { userId: id, amount: -amount, kind: 'debit', remark: reason });
        await recordAction(trx, actor, {
          action: 'user.debit',
          target: `user:${id}`,
          reason,
          before: { balance: toRupees(wallet.balance) },
          after: { balance: toRupees(after.balance), amount: -toRupees(amount) },
        });
      });
      return toAdminUser(await player(id));
    },

    /** Locks (1) or unlocks (0) a log-in; a locked player is signed out everywhere at once. */
    async setLoginLock(actor: Actor, id: number, lock: 0 | 1, reason: string) {
      await player(id);
      await db.transaction().execute(async (trx) => {
        if (!(await setLoginLock(trx, id, lock))) throw conflict(lock ? OPERATOR_MSG.loginAlreadyLocked : OPERATOR_MSG.loginNotLocked);
        await recordAction(trx, actor, {
          action: lock ? 'user.lock-login' : 'user.unlock-login',
          target: `user:${id}`,
          reason,
          before: { lockLogin: 1 - lock },
          after: { lockLogin: lock },
        });
      });
      if (lock) await sessions.destroyAllFor(id);
      return { isSuccess: true as const, id, lockLogin: lock };
    },
  };
}
