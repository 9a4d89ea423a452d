// What the operator's market calls need to know of a market: which event and kind, whether the feed
// still offers it (and in what state), and whether it is settled. The persisted row (when the feed
// persisted it) and the live snapshot answer together, so a market known only to one still counts.
import type { MarketKind } from '../../../src/domain/betting/types';
import type { FeedEventState } from '../../feed/types';
import type { SnapshotCache } from '../../feed/snapshotCache';
import { eventControl, marketRows, type EventControlRow } from './marketsRepository';
import type { Q } from './queries';

export interface MarketFacts {
  marketId: string;
  eventId: number;
  kind: MarketKind;
  /** The feed's status of the market now, before any operator overlay; null when the feed no longer offers it. */
  liveStatus: 'OPEN' | 'SUSPENDED' | 'CLOSED' | null;
  /** A market_settlements row exists (settled, or rolled back and waiting for a new result). */
  settlement: { generation: number; rolledBack: boolean } | null;
  handSuspended: boolean;
}

/** The market's kind and status in one event's live state, if it has it. */
export function liveMarket(state: FeedEventState, marketId: string): { kind: MarketKind; status: 'OPEN' | 'SUSPENDED' | 'CLOSED' } | null {
  const { book } = state;
  const ended = state.event.status === 'ended' || state.event.status === 'abandoned';
  const status = (s: string): 'OPEN' | 'SUSPENDED' | 'CLOSED' =>
    ended || s === 'CLOSED' ? 'CLOSED' : s === 'OPEN' || s === '' ? 'OPEN' : 'SUSPENDED';
  if (book.matchOdds.marketId === marketId) return { kind: 'Matchodds', status: status(book.matchOdds.status) };
  if (book.bookmaker?.marketId === marketId) return { kind: 'BookMaker', status: status(book.bookmaker.status) };
  if (book.toss?.marketId === marketId) return { kind: 'Toss', status: status(book.toss.status) };
  const fancy = book.fancy.find((f) => f.marketId === marketId);
  return fancy ? { kind: 'Fancy', status: status(fancy.gameStatus === 'SUSPENDED' ? 'SUSPENDED' : 'OPEN') } : null;
}

/** The runners (id and name) the live state lists for a runner market; none for a fancy or an unknown one. */
export function liveRunners(state: FeedEventState, marketId: string): ReadonlyArray<{ selectionId: number; name: string }> {
  const { book } = state;
  if (book.matchOdds.marketId === marketId) return book.matchOdds.runners;
  if (book.bookmaker?.marketId === marketId) return book.bookmaker.rows;
  if (book.toss?.marketId === marketId) return book.toss.runners;
  return [];
}

/** The raw feed state (no operator overlay) holding the market, if any. */
function findLive(snapshots: SnapshotCache, marketId: string, eventId: number | undefined) {
  const candidates = eventId !== undefined ? [snapshots.rawEvent(eventId)] : snapshots.allEvents();
  for (const state of candidates) {
    if (!state) continue;
    const market = liveMarket(state, marketId);
    if (market) return { state, market };
  }
  return null;
}

/** undefined when neither the database nor the feed knows the market. */
export async function marketFacts(db: Q, snapshots: SnapshotCache, marketId: string): Promise<MarketFacts | undefined> {
  const [row, settlement, suspension, fromBets] = await marketRows(db, marketId);
  const live = findLive(snapshots, marketId, row?.event_id ?? settlement?.event_id ?? fromBets?.event_id);
  const eventId = row?.event_id ?? settlement?.event_id ?? fromBets?.event_id ?? live?.state.event.id;
  const kind = row?.kind ?? settlement?.kind ?? fromBets?.market_kind ?? live?.market.kind;
  if (eventId === undefined || kind === undefined) return undefined;
  return {
    marketId,
    eventId,
    kind,
    liveStatus: live ? live.market.status : null,
    settlement: settlement ? { generation: settlement.generation, rolledBack: settlement.rolled_back_at !== null } : null,
    handSuspended: suspension !== undefined,
  };
}

/** The feed has ended the market: it is not offered any more, or offered as CLOSED. */
export const feedClosed = (facts: MarketFacts): boolean => facts.liveStatus === null || facts.liveStatus === 'CLOSED';

const KIND_FLAG = { Matchodds: 'has_match_odds', BookMaker: 'has_bookmaker', Fancy: 'has_fancy', Toss: null } as const;

/**
 * Players can bet on the market now: the feed offers it OPEN, it is not settled (nor rolled back and
 * waiting for a result), the operator has not suspended it, and neither the feed nor the operator
 * has locked its event or withdrawn its kind. Settling such a market by hand would pay out while
 * bets still come in: the operator suspends it first (409).
 */
export async function openForBetting(
  db: Q,
  snapshots: SnapshotCache,
  facts: MarketFacts,
  /** Every event's controls read once, for a list of markets; otherwise this market's event is read. */
  controls?: ReadonlyMap<number, EventControlRow>,
): Promise<boolean> {
  if (facts.settlement || facts.handSuspended || facts.liveStatus !== 'OPEN') return false;
  const feed = snapshots.rawEvent(facts.eventId)?.event;
  if (!feed || feed.isBetLock) return false;
  const control = controls ? controls.get(facts.eventId) : await eventControl(db, facts.eventId);
  const flag = KIND_FLAG[facts.kind];
  const feedOffers =
    facts.kind === 'Matchodds'
      ? feed.hasMatchOdds
      : facts.kind === 'BookMaker'
        ? feed.hasBookmaker
        : facts.kind === 'Fancy'
          ? feed.hasFancy
          : true;
  const offered = flag !== null && control?.[flag] != null ? control[flag] === 1 : feedOffers;
  const locked = control?.is_bet_lock != null ? control.is_bet_lock === 1 : false;
  return offered && !locked;
}
