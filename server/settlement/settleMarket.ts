// Settles one market in ONE transaction: every matched bet is settled (or made void), pending bets
// are lapsed, each player gets one ledger entry for the market (kind 'settlement', ref
// 'market:<id>') with the net of their bets, and their exposure is recomputed over what stays open.
// A market settles once: the market_settlements row is claimed first (see claimSettlement), the
// persisted market row is locked and checked, and the ledger's unique (user, kind, ref) refuses a
// second entry even if all else failed. A crash part-way rolls the whole market back.
//
// Zero-P&L entries are written too (a void market, or bets that cancel out): the statement then
// lists every market the player had bets in, row for row with the profit-and-loss report, and the
// entry is the player's receipt that this market is done.
import type { MarketKind } from '../../src/domain/betting/types';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/errors';
import { rollUpSettlement } from './summaryRepository';
import { lockWallet, postEntry, type Trx } from '../money/ledger';
import { openBetOf, refreshExposure } from '../modules/bets/exposure';
import {
  betResultPaise,
  isVoidedRunner,
  outcomeMismatch,
  resultText,
  sameOutcome,
  settlementRef,
  settlementRemark,
  type MarketOutcome,
} from './outcome';
import * as repo from './repository';
import { outcomeColumns } from '../feed/types';
import type { SettlementSource } from './tables';
import { settlementDuration, settlementRuns } from '../lib/metrics/families';

export interface SettleRequest {
  marketId: string;
  outcome: MarketOutcome;
  source: SettlementSource;
  /** What the feed says; the operator leaves them out and the database answers. */
  kind?: MarketKind;
  eventId?: number;
  /** The feed's words for the result ('Mumbai Mavericks', 'void: event abandoned'). */
  description?: string;
}

export interface SettleOptions {
  /**
   * Runs in the settling transaction, under the market's fence, once the request is found valid and
   * before anything is written (not when the market was already settled): may refuse by throwing.
   */
  beforeSettle?: (trx: Trx) => Promise<void>;
  /** Runs in the settling transaction once the market is settled (not when it already was): the audit row. */
  onSettled?: (trx: Trx, summary: SettlementSummary) => Promise<void>;
}

export interface SettlementSummary {
  marketId: string;
  outcome: MarketOutcome;
  result: string;
  source: SettlementSource;
  settledAt: Date;
  betsSettled: number;
  betsVoided: number;
  betsLapsed: number;
  users: number;
  alreadySettled: boolean;
}

export const SETTLEMENT_MSG = {
  unknownMarket: (id: string) => `Market ${id} is not known: no bets and no market of that id.`,
  notARunner: (id: number, runners: number[]) =>
    `Selection ${id} is not a runner of this market (runners: ${runners.join(', ') || 'none known'}).`,
  settledDifferently: (id: string, result: string) => `Market ${id} was already settled: ${result}.`,
  nonRunnerWinner: (id: number) => `Selection ${id} is a non-runner of this market (withdrawn before the off): it cannot be the winner.`,
} as const;

/**
 * The outcome with the market's non-runners as the feed reported them: an operator's result (a
 * settlement after a rollback, or of a race the feed left undecided) voids their bets just as the
 * feed's own result did, so a withdrawn runner is never paid or lost on.
 */
async function withNonRunners(trx: Trx, request: SettleRequest): Promise<MarketOutcome> {
  const { outcome } = request;
  if (outcome.outcome !== 'winner') return outcome;
  const nonRunners = [...new Set([...(outcome.voidSelectionIds ?? []), ...(await repo.feedNonRunners(trx, request.marketId))])];
  if (nonRunners.includes(outcome.winnerSelectionId)) throw badRequest(SETTLEMENT_MSG.nonRunnerWinner(outcome.winnerSelectionId));
  return nonRunners.length > 0 ? { ...outcome, voidSelectionIds: nonRunners } : outcome;
}

function outcomeOf(record: repo.SettlementRecord): MarketOutcome {
  if (record.outcome === 'winner') return { outcome: 'winner', winnerSelectionId: Number(record.winner_selection_id) };
  if (record.outcome === 'runs') return { outcome: 'runs', runs: Number(record.runs) };
  return { outcome: 'void' };
}

function summaryOf(record: repo.SettlementRecord, alreadySettled: boolean): SettlementSummary {
  return {
    marketId: record.market_id,
    outcome: outcomeOf(record),
    result: record.result,
    source: record.source,
    settledAt: record.settled_at,
    betsSettled: record.bets_settled,
    betsVoided: record.bets_voided,
    betsLapsed: record.bets_lapsed,
    users: record.users,
    alreadySettled,
  };
}

/** The market's settlement so far; the operator is told when they asked for something else. */
function already(record: repo.SettlementRecord, request: SettleRequest): SettlementSummary {
  if (request.source === 'operator' && !sameOutcome(outcomeOf(record), request.outcome)) {
    throw conflict(SETTLEMENT_MSG.settledDifferently(record.market_id, record.result));
  }
  return summaryOf(record, true);
}

interface MarketFacts {
  kind: MarketKind;
  eventId: number;
  sportId: number | null;
  eventName: string;
  marketName: string;
}

async function marketFacts(trx: Trx, request: SettleRequest, row: repo.MarketRowFacts | undefined): Promise<MarketFacts> {
  const fromBets = await repo.marketFactsFromBets(trx, request.marketId);
  const kind = request.kind ?? row?.kind ?? fromBets?.market_kind;
  const eventId = request.eventId ?? row?.event_id ?? fromBets?.event_id;
  if (!kind || eventId === undefined) throw notFound(SETTLEMENT_MSG.unknownMarket(request.marketId));
  const event = fromBets ? undefined : await repo.eventFacts(trx, eventId);
  return {
    kind,
    eventId,
    sportId: fromBets?.sport_id ?? event?.sport_id ?? null,
    eventName: fromBets?.event_name ?? event?.name ?? '',
    marketName: fromBets?.market_name ?? row?.name ?? '',
  };
}

interface Tally {
  betsSettled: number;
  betsVoided: number;
  betsLapsed: number;
  users: number;
  /** Paise booked to the players in all (the admin summary's roll-up). */
  netPaise: number;
}

/** One player's part, under their wallet lock: bets closed, one ledger entry, exposure recomputed. */
async function settleUser(
  trx: Trx,
  userId: number,
  request: SettleRequest,
  remark: string,
  generation: number,
  tally: Tally,
): Promise<void> {
  const wallet = await lockWallet(trx, userId);
  const bets = await repo.openBetsInMarket(trx, userId, request.marketId);
  const pending = bets.filter((b) => b.status === 'pending').map((b) => b.id);
  const matched = bets.filter((b) => b.status === 'matched');
  await repo.lapseBets(trx, pending);
  tally.betsLapsed += pending.length;

  if (matched.length > 0) {
    const isVoid = request.outcome.outcome === 'void';
    const closed = matched.map((bet) => {
      const voided = isVoid || isVoidedRunner(Number(bet.selection_id), request.outcome);
      return {
        id: bet.id,
        status: voided ? ('void' as const) : ('settled' as const),
        resultAmount: voided ? 0 : betResultPaise(openBetOf(bet), request.outcome),
      };
    });
    await repo.closeMatchedBets(trx, closed);
    const net = closed.reduce((sum, bet) => sum + bet.resultAmount, 0);
    await postEntry(trx, wallet, { userId, amount: net, kind: 'settlement', remark, ref: settlementRef(request.marketId, generation) });
    tally.netPaise += net;
    const voidedBets = closed.filter((bet) => bet.status === 'void').length;
    tally.betsVoided += voidedBets;
    tally.betsSettled += closed.length - voidedBets;
    tally.users += 1;
  }
  await refreshExposure(trx, userId);
}

async function settleInTransaction(trx: Trx, asked: SettleRequest, options: SettleOptions): Promise<SettlementSummary> {
  const { marketId } = asked;
  // First, before any wallet lock (see repo.fenceMarket and migration 12).
  await repo.fenceMarket(trx, marketId);
  const row = await repo.lockMarketRow(trx, marketId);
  const earlier = await repo.findSettlement(trx, marketId);
  // A rolled-back market (rollback.ts) waits for the operator's result; the feed's is not asked again.
  if (earlier && (earlier.rolled_back_at === null || asked.source === 'feed')) return already(earlier, asked);
  const outcome = await withNonRunners(trx, asked);
  const request: SettleRequest = { ...asked, outcome };
  const generation = earlier ? earlier.generation + 1 : 0;
  if (!earlier && row?.settled_at) {
    // Marked settled by something other than this code (no settlement row): never settle it again.
    if (request.source === 'operator') throw conflict(SETTLEMENT_MSG.settledDifferently(marketId, row.result ?? 'unknown'));
    return {
      marketId,
      outcome,
      result: row.result ?? '',
      source: request.source,
      settledAt: row.settled_at,
      betsSettled: 0,
      betsVoided: 0,
      betsLapsed: 0,
      users: 0,
      alreadySettled: true,
    };
  }

  const facts = await marketFacts(trx, request, row);
  const mismatch = outcomeMismatch(facts.kind, outcome);
  if (mismatch) throw badRequest(mismatch);
  const runners = outcome.outcome === 'winner' ? await repo.runnerNames(trx, marketId) : new Map<number, string>();
  if (outcome.outcome === 'winner' && request.source === 'operator' && !runners.has(outcome.winnerSelectionId)) {
    throw badRequest(SETTLEMENT_MSG.notARunner(outcome.winnerSelectionId, [...runners.keys()]));
  }
  const winnerName = outcome.outcome === 'winner' ? runners.get(outcome.winnerSelectionId) : undefined;
  const result = request.source === 'feed' && request.description ? request.description : resultText(outcome, winnerName);

  const settlementRow = {
    market_id: marketId,
    event_id: facts.eventId,
    sport_id: facts.sportId,
    kind: facts.kind,
    event_name: facts.eventName,
    market_name: facts.marketName,
    ...outcomeColumns(outcome),
    result,
    source: request.source,
  };
  await options.beforeSettle?.(trx);
  const claimed = earlier ? await repo.resettle(trx, settlementRow, generation) : await repo.claimSettlement(trx, settlementRow);
  if (!claimed) {
    // Another transaction settled it while this one waited for the row: nothing left to do.
    const winner = await repo.findSettlement(trx, marketId);
    if (!winner) throw new Error(`market ${marketId}: settlement claim lost but no settlement found`);
    return already(winner, request);
  }

  const remark = settlementRemark(facts.eventName, facts.marketName, result);
  const tally: Tally = { betsSettled: 0, betsVoided: 0, betsLapsed: 0, users: 0, netPaise: 0 };
  const done = new Set<number>();
  // Players who bet while the list was read are picked up by the next round.
  for (
    let users = await repo.usersWithOpenBets(trx, marketId, done);
    users.length > 0;
    users = await repo.usersWithOpenBets(trx, marketId, done)
  ) {
    for (const userId of users) {
      await settleUser(trx, userId, request, remark, generation, tally);
      done.add(userId);
    }
  }
  if (row) await repo.markMarketSettled(trx, marketId, result);
  await rollUpSettlement(trx, marketId, tally.netPaise, settlementRef(marketId, generation));
  const summary = summaryOf(await repo.recordCounts(trx, marketId, tally), false);
  await options.onSettled?.(trx, summary);
  return summary;
}

/** Settles (or voids) the market once; later calls answer what was done (until a rollback). */
export async function settleMarket(db: Db, request: SettleRequest, options: SettleOptions = {}): Promise<SettlementSummary> {
  const started = performance.now();
  try {
    const summary = await db.transaction().execute((trx) => settleInTransaction(trx, request, options));
    settlementRuns.labels(summary.alreadySettled ? 'already_settled' : 'settled').inc();
    if (!summary.alreadySettled) settlementDuration.observe((performance.now() - started) / 1000);
    return summary;
  } catch (error) {
    settlementRuns.labels('failed').inc();
    throw error;
  }
}
