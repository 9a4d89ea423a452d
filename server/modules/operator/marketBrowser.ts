// The events and markets browser: every sport the feed offers, its events, and each event's markets
// with their state as players see it (the feed's, or SUSPENDED by hand), what is matched in them, the
// house's worst case, and who moves their prices (a feed, or a trader on the desk). And suspending or
// resuming every market of an event or a sport at once: one transaction, one audit row naming them.
import type { BrowserEventOf, BrowserMarketState, BrowserSportOf } from '../../../src/domain/contract/admin';
import type { MarketKind } from '../../../src/domain/betting/types';
import type { AppDeps } from '../../deps';
import type { FeedEventState } from '../../feed/types';
import { notFound, conflict } from '../../lib/errors';
import { recordAction, type Actor } from './audit';
import { ALERT_MSG } from './alertMessages';
import { makeBookService } from './bookService';
import { refreshControls } from './controlsStore';
import { liveMarket } from './marketFacts';
import { handSuspendedMarkets } from './marketsRepository';
import * as repo from './browserRepository';

export interface BrowserMarket extends BrowserMarketState {
  kind: MarketKind;
  matchedPaise: number;
  /** The house's worst case over the runners, ≤ 0. */
  worstCasePaise: number;
}

export type BrowserEvent = BrowserEventOf<BrowserMarket, number>;
export type BrowserSport = BrowserSportOf<BrowserEvent>;

/** Betfair's racing sports are not rows of `sports`. */
const RACING_NAMES: Record<number, string> = { 7: 'Horse racing', 4339: 'Greyhound racing' };

/** The markets an event offers now, in the order a player's page shows them. */
function marketsOf(state: FeedEventState): Array<{ marketId: string; name: string }> {
  const { book } = state;
  const list = [{ marketId: book.matchOdds.marketId, name: 'Match Odds' }];
  if (book.bookmaker) list.push({ marketId: book.bookmaker.marketId, name: 'Bookmaker' });
  if (book.toss) list.push({ marketId: book.toss.marketId, name: 'To Win The Toss' });
  for (const f of book.fancy) list.push({ marketId: f.marketId, name: f.name });
  return list;
}

export function makeMarketBrowser(deps: Pick<AppDeps, 'db' | 'snapshots'>) {
  const { db, snapshots } = deps;
  const books = makeBookService(deps);

  async function browse(): Promise<BrowserSport[]> {
    const events = snapshots.allEvents().filter((s) => s.event.status !== 'ended' && s.event.status !== 'abandoned');
    const ids = events.flatMap((s) => marketsOf(s).map((m) => m.marketId));
    const [names, rows, suspended, risk] = await Promise.all([
      repo.sportNames(db),
      repo.marketRowsOf(db, ids),
      handSuspendedMarkets(db),
      books.risk(),
    ]);
    const sportName = new Map(names.map((n) => [n.id, n.name]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const hand = new Set(suspended.map((s) => s.market_id));
    const bookOf = new Map(risk.markets.map((m) => [m.marketId, m]));
    const sports = new Map<number, BrowserSport>();
    for (const state of events.sort((a, b) => a.event.startsAt - b.event.startsAt)) {
      const { event } = state;
      let sport = sports.get(event.sportId);
      if (!sport) {
        sport = {
          sportId: event.sportId,
          name: sportName.get(event.sportId) ?? RACING_NAMES[event.sportId] ?? `Sport ${event.sportId}`,
          events: [],
        };
        sports.set(event.sportId, sport);
      }
      const markets: BrowserMarket[] = [];
      for (const { marketId, name } of marketsOf(state)) {
        const live = liveMarket(state, marketId);
        if (!live) continue;
        const row = byId.get(marketId);
        const book = bookOf.get(marketId);
        const handSuspended = hand.has(marketId);
        const closed = live.status === 'CLOSED' || row?.settled_at != null;
        markets.push({
          marketId,
          name,
          kind: live.kind,
          status: closed ? 'CLOSED' : handSuspended || event.isBetLock ? 'SUSPENDED' : live.status,
          handSuspended,
          owner: row?.owner ?? 'feed',
          matchedPaise: book?.matchedPaise ?? 0,
          worstCasePaise: book?.worstCasePaise ?? 0,
          players: book?.players ?? 0,
        });
      }
      sport.events.push({ eventId: event.id, name: event.name, startsAt: event.startsAt, status: event.status, markets });
    }
    return [...sports.values()].sort((a, b) => a.sportId - b.sportId);
  }

  /** The markets of an event, or of every event of a sport, that a hand suspension can apply to. */
  function scope(target: { eventId: number } | { sportId: number }): { label: string; marketIds: string[] } {
    const events = snapshots
      .allEvents()
      .filter((s) => s.event.status !== 'ended' && s.event.status !== 'abandoned')
      .filter((s) => ('eventId' in target ? s.event.id === target.eventId : s.event.sportId === target.sportId));
    if (events.length === 0) throw notFound('eventId' in target ? ALERT_MSG.noSuchEvent : ALERT_MSG.noSuchSport);
    const marketIds = events.flatMap((s) =>
      marketsOf(s)
        .filter((m) => liveMarket(s, m.marketId)?.status !== 'CLOSED')
        .map((m) => m.marketId),
    );
    return { label: 'eventId' in target ? `event:${target.eventId}` : `sport:${target.sportId}`, marketIds };
  }

  async function suspendAll(actor: Actor, target: { eventId: number } | { sportId: number }, reason: string): Promise<string[]> {
    const { label, marketIds } = scope(target);
    const settled = new Set((await repo.marketRowsOf(db, marketIds)).filter((r) => r.settled_at !== null).map((r) => r.id));
    const open = marketIds.filter((id) => !settled.has(id));
    const done = await db.transaction().execute(async (trx) => {
      const suspended = await repo.insertSuspensions(trx, open, reason, actor.operatorId);
      if (suspended.length === 0) throw conflict(ALERT_MSG.nothingToSuspend);
      await recordAction(trx, actor, {
        action: 'markets.bulk-suspend',
        target: label,
        reason,
        before: { handSuspended: [] },
        after: { handSuspended: suspended },
      });
      return suspended;
    });
    await refreshControls(db, snapshots);
    return done;
  }

  async function resumeAll(actor: Actor, target: { eventId: number } | { sportId: number }, reason: string): Promise<string[]> {
    const { label, marketIds } = scope(target);
    const done = await db.transaction().execute(async (trx) => {
      const resumed = await repo.deleteSuspensions(trx, marketIds);
      if (resumed.length === 0) throw conflict(ALERT_MSG.nothingToResume);
      await recordAction(trx, actor, {
        action: 'markets.bulk-resume',
        target: label,
        reason,
        before: { handSuspended: resumed },
        after: { handSuspended: [] },
      });
      return resumed;
    });
    await refreshControls(db, snapshots);
    return done;
  }

  return { browse, suspendAll, resumeAll };
}
