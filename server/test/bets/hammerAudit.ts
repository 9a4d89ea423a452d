// The hammer test's money checks, independent of the bets module's own code:
// - a probe in the test database that records every COMMITTED wallet state whose balance − reserved
//   − exposure is below 0 (a deferred constraint trigger: it runs at commit, so a transaction that
//   passes through a negative state and repairs it before committing is not flagged);
// - a consistent snapshot (one statement) of wallets and open bets, with the exposure recomputed
//   by src/domain/betting: wallets.exposure must equal it and balance − reserved must cover it.
import { sql } from 'kysely';
import { totalExposurePaise } from '../../../src/domain/betting/exposure';
import type { OpenBet } from '../../../src/domain/betting/types';
import type { Db } from '../../db/database';
import type { MarketKind } from '../../db/tables/sports';
import { RUNNERS } from './hammerMarkets';

export async function installWalletProbe(db: Db): Promise<void> {
  await sql`create table hammer_wallet_violations (
    id serial primary key, user_id integer not null, balance bigint not null, reserved bigint not null, exposure bigint not null
  )`.execute(db);
  await sql`create function hammer_check_wallet() returns trigger language plpgsql as $$
    declare w record;
    begin
      select balance, reserved, exposure into w from wallets where user_id = new.user_id;
      if w.balance - w.reserved - w.exposure < 0 then
        insert into hammer_wallet_violations (user_id, balance, reserved, exposure) values (new.user_id, w.balance, w.reserved, w.exposure);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger hammer_wallet_invariant after insert or update on wallets
    deferrable initially deferred for each row execute function hammer_check_wallet()`.execute(db);
}

export async function walletProbeViolations(db: Db) {
  const { rows } = await sql<{ user_id: number; balance: string; reserved: string; exposure: string }>`
    select user_id, balance, reserved, exposure from hammer_wallet_violations order by id`.execute(db);
  return rows;
}

export interface OpenBetRow {
  market_kind: MarketKind;
  market_id: string;
  selection_id: number;
  side: 'back' | 'lay';
  odds_requested: number | string;
  odds_matched: number | string | null;
  rate: number | string | null;
  stake: number | string;
}

/** A stored open bet as the maths sees it: a pending bet at its requested price, a matched one at its fill. */
export function asOpenBet(row: OpenBetRow): OpenBet {
  return {
    marketKind: row.market_kind,
    marketId: row.market_id,
    selectionId: Number(row.selection_id),
    side: row.side,
    price: Number(row.odds_matched ?? row.odds_requested),
    ...(row.rate !== null ? { rate: Number(row.rate) } : {}),
    stake: Number(row.stake) / 100,
    ...(row.odds_matched === null ? { pending: true } : {}),
  };
}

export const recomputedExposure = (bets: readonly OpenBet[]): number => totalExposurePaise(bets, (market) => RUNNERS.get(market.marketId));

export interface WalletProblem {
  userId: number;
  balance: number;
  reserved: number;
  exposure: number;
  recomputed: number;
}

/**
 * One consistent snapshot (a single statement) of the users' wallets and open bets: every wallet
 * whose stored exposure is not the recomputed one, or whose balance − reserved does not cover either.
 */
export async function auditWallets(db: Db, userIds: readonly number[]): Promise<WalletProblem[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ user_id: number; balance: string; reserved: string; exposure: string; bets: OpenBetRow[] }>`
    select w.user_id, w.balance, w.reserved, w.exposure,
      coalesce(json_agg(json_build_object(
        'market_kind', b.market_kind, 'market_id', b.market_id, 'selection_id', b.selection_id, 'side', b.side,
        'odds_requested', b.odds_requested, 'odds_matched', b.odds_matched, 'rate', b.rate, 'stake', b.stake
      )) filter (where b.id is not null), '[]') as bets
    from wallets w left join bets b on b.user_id = w.user_id and b.status in ('pending', 'matched')
    where w.user_id in (${sql.join(userIds)})
    group by w.user_id`.execute(db);
  const problems: WalletProblem[] = [];
  for (const row of rows) {
    const [balance, reserved, exposure] = [Number(row.balance), Number(row.reserved), Number(row.exposure)];
    const recomputed = recomputedExposure(row.bets.map(asOpenBet));
    const free = balance - reserved;
    if (exposure !== recomputed || free - exposure < 0 || free - recomputed < 0) {
      problems.push({ userId: row.user_id, balance, reserved, exposure, recomputed });
    }
  }
  return problems;
}

/** Samples auditWallets over and over until stopped: the invariant checked DURING the run. */
export function startAuditSampler(db: Db, userIds: readonly number[], everyMs = 100) {
  const problems: WalletProblem[] = [];
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      problems.push(...(await auditWallets(db, userIds)));
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    problems,
    get samples() {
      return samples;
    },
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** BetIds stored more than once (the column is unique: this proves it stayed so). */
export async function duplicatedBetIds(db: Db): Promise<string[]> {
  const { rows } = await sql<{ bet_id: string }>`select bet_id from bets group by bet_id having count(*) > 1`.execute(db);
  return rows.map((r) => r.bet_id);
}

export async function statusCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ status: string; n: number }>`select status, count(*)::int as n from bets group by status`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
