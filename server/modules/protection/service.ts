// Player protection: the limits a player sets, time-outs and self-exclusions, the reality
// check. The browser is never trusted: every rule is here, and the deposit and bet paths enforce the
// limits (wallet/requestsService.ts, wallet/decisionsService.ts, bets/lossLimit.ts).
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../session';
import { badRequest, forbidden } from '../../lib/errors';
import { lockWallet } from '../../money/ledger';
import { toPaise, toRupees } from '../../../src/domain/money';
import {
  LIMIT_KINDS,
  LIMIT_MAX_RUPEES,
  LIMIT_MIN_RUPEES,
  LIMIT_PERIODS,
  PERIOD_MS,
  PROTECTION_MSG,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_LENGTHS,
  TIMEOUT_LENGTHS,
  istLabel,
  type ExclusionLength,
  type ExclusionView,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type ProtectionState,
  type SessionFigures,
  type SetLimitResponse,
  type TakeExclusionResponse,
} from '../../../src/domain/contract/protection';
import { effective, plannedChange } from './limits';
import * as repo from './repository';

const isKind = (value: string): value is LimitKind => (LIMIT_KINDS as readonly string[]).includes(value);
const isPeriod = (value: string): value is LimitPeriod => (LIMIT_PERIODS as readonly string[]).includes(value);

/** What each length offered adds to the start: days, or calendar months (in UTC). */
const LENGTHS: Record<ExclusionLength, { days?: number; months?: number }> = {
  '1d': { days: 1 },
  '7d': { days: 7 },
  '30d': { days: 30 },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '2y': { months: 24 },
  '5y': { months: 60 },
};

/** When an exclusion of `length` taken at `now` ends. */
export function exclusionEnd(length: ExclusionLength, now: number): number {
  const { days, months } = LENGTHS[length];
  if (days) return now + days * 86_400_000;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + (months ?? 0));
  return end.getTime();
}

export const exclusionView = (row: repo.ExclusionRow): ExclusionView => ({
  kind: row.kind,
  length: row.length as ExclusionLength,
  until: row.ends_at.getTime(),
  untilLabel: istLabel(row.ends_at.getTime()),
});

/** The protection state of a player (the player's page and the operator's view of them). */
export async function protectionState(q: repo.Q, userId: number, now: number): Promise<ProtectionState> {
  const [rows, exclusion, minutes, exposure] = await Promise.all([
    repo.limitRows(q, userId),
    repo.activeExclusion(q, userId, now),
    repo.realityCheckMinutes(q, userId),
    repo.exposureOf(q, userId),
  ]);
  const views = async (kind: LimitKind): Promise<LimitView[]> =>
    Promise.all(
      LIMIT_PERIODS.map(async (period) => {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const inForce = effective(row, now);
        const used =
          kind === 'deposit'
            ? await repo.depositsAsked(q, userId, period, now)
            : exposure - (await repo.settledSince(q, userId, new Date(now - PERIOD_MS[period])));
        return {
          period,
          amount: inForce.amount === null ? null : toRupees(inForce.amount),
          pending: inForce.pending && {
            amount: inForce.pending.amount === null ? null : toRupees(inForce.pending.amount),
            from: inForce.pending.from.getTime(),
            fromLabel: istLabel(inForce.pending.from.getTime()),
          },
          used: toRupees(Math.max(0, used)),
          left: inForce.amount === null ? null : toRupees(Math.max(0, inForce.amount - used)),
        };
      }),
    );
  return {
    deposit: await views('deposit'),
    loss: await views('loss'),
    exclusion: exclusion ? exclusionView(exclusion) : null,
    realityCheckMinutes: minutes,
  };
}

export function makeProtectionService(deps: AppDeps) {
  const { db, clock, sessions } = deps;

  async function assertNotExcluded(q: repo.Q, userId: number): Promise<void> {
    const exclusion = await repo.activeExclusion(q, userId, clock.now());
    if (exclusion) throw forbidden(PROTECTION_MSG.excludedChange(istLabel(exclusion.ends_at.getTime())));
  }

  return {
    state: (user: SessionUser) => protectionState(db, user.id, clock.now()),

    /** Lowering at once, raising or removing after 24 hours; refused while excluded. */
    async setLimit(user: SessionUser, input: { kind: string; period: string; amount: number | null }): Promise<SetLimitResponse> {
      if (!isKind(input.kind)) throw badRequest(PROTECTION_MSG.unknownKind);
      if (!isPeriod(input.period)) throw badRequest(PROTECTION_MSG.unknownPeriod);
      const { amount } = input;
      if (amount !== null && !(Number.isInteger(amount) && amount >= LIMIT_MIN_RUPEES && amount <= LIMIT_MAX_RUPEES)) {
        throw badRequest(PROTECTION_MSG.limitRange);
      }
      const { kind, period } = input;
      const message = await db.transaction().execute(async (trx) => {
        // The wallet lock orders this with the player's deposits and bets.
        await lockWallet(trx, user.id);
        await assertNotExcluded(trx, user.id);
        const current = (await repo.limitRows(trx, user.id, kind)).find((r) => r.period === period);
        const planned = plannedChange(current, { kind, period, wanted: amount === null ? null : toPaise(amount) }, clock.now());
        await repo.writeLimit(trx, user.id, planned.row);
        return planned.message;
      });
      return { isSuccess: true, message, state: await protectionState(db, user.id, clock.now()) };
    },

    /** A time-out or self-exclusion: every session of the player ends at once, on every process. */
    async takeExclusion(user: SessionUser, input: { kind: string; length: string }): Promise<TakeExclusionResponse> {
      const offered: readonly string[] =
        input.kind === 'timeout' ? TIMEOUT_LENGTHS : input.kind === 'self-exclusion' ? SELF_EXCLUSION_LENGTHS : [];
      if (!offered.includes(input.length)) throw badRequest(PROTECTION_MSG.unknownLength);
      const kind = input.kind as 'timeout' | 'self-exclusion';
      const length = input.length as ExclusionLength;
      const now = clock.now();
      const view = await db.transaction().execute(async (trx) => {
        await lockWallet(trx, user.id);
        const current = await repo.activeExclusion(trx, user.id, now);
        if (current) throw forbidden(PROTECTION_MSG.alreadyExcluded(istLabel(current.ends_at.getTime())));
        const row = { user_id: user.id, kind, length, starts_at: new Date(now), ends_at: new Date(exclusionEnd(length, now)) };
        await repo.insertExclusion(trx, row);
        return exclusionView(row);
      });
      // Deleting the sessions announces them to every process (migration 26, server/session/sessionRevocation.ts).
      await sessions.destroyAllFor(user.id);
      return { isSuccess: true, message: PROTECTION_MSG.taken(kind, view.untilLabel), exclusion: view };
    },

    async setRealityCheck(user: SessionUser, minutes: number): Promise<{ isSuccess: true; message: string }> {
      if (!(REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)) throw badRequest(PROTECTION_MSG.realityCheckMinutes);
      await repo.setRealityCheck(db, user.id, minutes);
      return { isSuccess: true, message: PROTECTION_MSG.realityCheckSet(minutes) };
    },

    /** The reality check's figures: how long this session has been signed in and what was settled since. */
    async sessionFigures(user: SessionUser): Promise<SessionFigures> {
      const started = (await repo.sessionStartedAt(db, user.sessionHash)) ?? new Date(clock.now());
      const [profitLoss, minutes] = await Promise.all([repo.settledSince(db, user.id, started), repo.realityCheckMinutes(db, user.id)]);
      return {
        signedInAt: started.getTime(),
        minutes: Math.max(0, Math.floor((clock.now() - started.getTime()) / 60_000)),
        profitLoss: toRupees(profitLoss),
        realityCheckMinutes: minutes,
      };
    },
  };
}

export type ProtectionService = ReturnType<typeof makeProtectionService>;
