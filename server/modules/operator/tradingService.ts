// The trader's desk: fancy lines and bookmaker markets a trader runs by hand, quoted ball by ball.
// A quote change is one small write (the quote row, its change row, the audit row) and one publish
// into the feed's snapshot path ('desk:<eventId>', NOTIFY feed) in the same transaction: every API
// process's PgFeed picks it up within a notification, and this process applies it at once after the
// commit. Every change carries the version it was based on; a stale one is refused with the quote as
// it now stands, never overwritten.
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { TraderLineStatus } from '../../db/tables/sports';
import type { DeskBook, FeedBookmaker, FeedBookmakerRow, FeedFancy } from '../../feed/types';
import { recordAction, type Actor } from './audit';
import type { Q } from './queries';
import * as repo from './tradingRepository';
import { TRADING_MSG } from './tradingMessages';
import { makeBookService } from './bookService';
import { formatRupees, toRupees } from '../../../src/domain/money';
import { startPeriodic, type Periodic } from '../../lib/periodic';

export interface FancyQuote {
  noRuns: number;
  yesRuns: number;
  noRate: number;
  yesRate: number;
}

export interface BookmakerQuote {
  rows: Array<{ selectionId: number; name: string; back: number; backSize: number; lay: number; laySize: number }>;
}

export interface FancyLine extends FancyQuote {
  marketId: string;
  selectionId: number;
  name: string;
  kind: 'Fancy';
  status: TraderLineStatus;
  version: number;
  minStake: number | null;
  maxStake: number | null;
  /** Rupees of house loss at which the line suspends itself; null: the event's limit. */
  worstCaseLimit: number | null;
  /** Why the line suspended itself, until it opens again. */
  alert: string | null;
}

export interface BookmakerLine extends BookmakerQuote {
  marketId: string;
  name: string;
  kind: 'BookMaker';
  status: TraderLineStatus;
  version: number;
  worstCaseLimit: number | null;
  alert: string | null;
}

export interface FancyCreate extends FancyQuote {
  name: string;
  minStake: number;
  maxStake: number;
}

export interface FancyChange extends Partial<FancyQuote> {
  version: number;
  status?: TraderLineStatus;
  minStake?: number;
  maxStake?: number;
}

export interface RunnerChange {
  version: number;
  back?: number;
  lay?: number;
  backSize?: number;
  laySize?: number;
  status?: TraderLineStatus;
}

const GAME_STATUS: Record<TraderLineStatus, FeedFancy['gameStatus']> = { OPEN: '', SUSPENDED: 'SUSPENDED', BALL_RUNNING: 'Ball Running' };

function checkFancy(q: FancyQuote): void {
  for (const runs of [q.noRuns, q.yesRuns]) if (!Number.isInteger(runs) || runs < 0 || runs > 999) throw badRequest(TRADING_MSG.runsRange);
  for (const rate of [q.noRate, q.yesRate]) if (!Number.isInteger(rate) || rate < 1 || rate > 1000) throw badRequest(TRADING_MSG.rateZero);
  if (q.noRuns > q.yesRuns) throw badRequest(TRADING_MSG.noAbove(q.noRuns, q.yesRuns));
}

function checkStakes(min: number | null, max: number | null): void {
  if (min !== null && max !== null && max < min) throw badRequest(TRADING_MSG.maxBelowMin(min, max));
}

function checkBookmakerRow(r: BookmakerQuote['rows'][number]): void {
  for (const rate of [r.back, r.lay]) if (!Number.isInteger(rate) || rate < 1 || rate > 1000) throw badRequest(TRADING_MSG.rateZero);
  if (r.back > r.lay) throw badRequest(TRADING_MSG.backAboveLay(r.back, r.lay));
}

const fancyQuoteOf = (json: string): FancyQuote => {
  const q = JSON.parse(json) as FancyQuote;
  return { noRuns: q.noRuns, yesRuns: q.yesRuns, noRate: q.noRate, yesRate: q.yesRate };
};

export function lineOf(row: repo.TraderMarketRow): FancyLine | BookmakerLine {
  if (row.kind === 'BookMaker') {
    return {
      marketId: row.market_id,
      name: row.name,
      kind: 'BookMaker',
      status: row.status,
      version: row.version,
      worstCaseLimit: row.worst_case_limit,
      alert: row.alert,
      ...(JSON.parse(row.quote) as BookmakerQuote),
    };
  }
  return {
    marketId: row.market_id,
    selectionId: Number(row.selection_id),
    name: row.name,
    kind: 'Fancy',
    status: row.status,
    version: row.version,
    minStake: row.min_stake,
    maxStake: row.max_stake,
    worstCaseLimit: row.worst_case_limit,
    alert: row.alert,
    ...fancyQuoteOf(row.quote),
  };
}

/** A fancy line as players are to see it (its entry in the desk's book). */
export function fancyEntryOf(line: FancyLine): FeedFancy {
  return {
    marketId: line.marketId,
    selectionId: line.selectionId,
    name: line.name,
    noLine: line.noRuns,
    noRate: line.noRate,
    yesLine: line.yesRuns,
    yesRate: line.yesRate,
    gameStatus: GAME_STATUS[line.status],
    ...(line.minStake !== null && line.maxStake !== null ? { stakeLimits: { min: line.minStake, max: line.maxStake } } : {}),
  };
}

/** What players are to see of an event's desk lines (feed/desk.ts overlays it). */
export function deskBookOf(eventId: number, lines: Array<FancyLine | BookmakerLine>): DeskBook {
  const fancy: FeedFancy[] = [];
  let bookmaker: FeedBookmaker | null = null;
  for (const line of lines) {
    if (line.kind === 'Fancy') {
      fancy.push(fancyEntryOf(line));
    } else {
      const rowStatus: FeedBookmakerRow['status'] =
        line.status === 'OPEN' ? 'ACTIVE' : line.status === 'BALL_RUNNING' ? 'BALL RUNNING' : 'SUSPENDED';
      bookmaker = {
        marketId: line.marketId,
        status: line.status === 'OPEN' ? 'OPEN' : 'SUSPENDED',
        rows: line.rows.map((r) => ({ ...r, status: rowStatus })),
      };
    }
  }
  return { eventId, fancy, bookmaker };
}

/** Rupees matched per market, runner and side (the desk reply's one query, `repo.matchedStakes`). */
type MatchedSides = Map<string, { back: number; lay: number }>;
const sideKey = (marketId: string, selectionId: number) => `${marketId}:${selectionId}`;

function matchedSidesOf(rows: Awaited<ReturnType<typeof repo.matchedStakes>>): MatchedSides {
  const sides: MatchedSides = new Map();
  for (const r of rows) {
    const key = sideKey(r.marketId, r.selectionId);
    const entry = sides.get(key) ?? { back: 0, lay: 0 };
    entry[r.side] += toRupees(r.stakePaise);
    sides.set(key, entry);
  }
  return sides;
}

/**
 * The stake matched on each side of a line: a fancy line's NO (the players' lay) and YES (their back);
 * a bookmaker market's back and lay per runner, every quoted runner listed (0 when none is matched).
 */
export function matchedSidesFor(
  line: FancyLine | BookmakerLine,
  sides: MatchedSides,
): { no: number; yes: number } | { runners: Array<{ selectionId: number; name: string; back: number; lay: number }> } {
  if (line.kind === 'Fancy') {
    const s = sides.get(sideKey(line.marketId, line.selectionId)) ?? { back: 0, lay: 0 };
    return { no: s.lay, yes: s.back };
  }
  return {
    runners: line.rows.map((r) => {
      const s = sides.get(sideKey(line.marketId, r.selectionId)) ?? { back: 0, lay: 0 };
      return { selectionId: r.selectionId, name: r.name, back: s.back, lay: s.lay };
    }),
  };
}

/** '3.9<event><nnn>': apart from the feed's fancy ids ('3.<event><nn>'). */
const fancyMarketId = (eventId: number, n: number) => `3.9${eventId}${String(n).padStart(3, '0')}`;
const bookmakerMarketId = (eventId: number) => `2.9${eventId}`;

/** A line the desk starts running: its trader_markets row and its first quote change (version 1). */
async function startLine(
  trx: Q,
  actor: Actor,
  line: {
    marketId: string;
    eventId: number;
    kind: 'Fancy' | 'BookMaker';
    status: TraderLineStatus;
    quote: FancyQuote | BookmakerQuote;
    minStake?: number | null;
    maxStake?: number | null;
    sortOrder?: number;
  },
): Promise<void> {
  const { marketId, eventId, quote, status } = line;
  await repo.insertTraderMarket(trx, {
    marketId,
    eventId,
    kind: line.kind,
    status,
    quote: JSON.stringify(quote),
    minStake: line.minStake ?? null,
    maxStake: line.maxStake ?? null,
    sortOrder: line.sortOrder ?? 0,
    createdBy: actor.operatorId,
  });
  await repo.insertQuoteChanges(trx, [
    { marketId, eventId, staffId: actor.operatorId, version: 1, before: null, after: JSON.stringify({ ...quote, status }) },
  ]);
}

/** The quote-change row of a suspension the desk's limit made (no staff member made it). */
export const LIMIT_STAFF_ID = 0;

export function makeTradingService(deps: Pick<AppDeps, 'db' | 'snapshots'>) {
  const { db, snapshots } = deps;
  const books = makeBookService(deps);

  /** Rebuilds the event's desk book, publishes it in `trx`; answers it for the local cache. */
  async function publish(trx: repo.TradingDb, eventId: number): Promise<DeskBook> {
    await repo.lockDesk(trx, eventId);
    const lines = (await repo.openTraderMarkets(trx, eventId)).map(lineOf);
    return repo.publishDesk(trx, eventId, deskBookOf(eventId, lines));
  }

  async function openEvent(trx: repo.TradingDb, eventId: number) {
    const event = await repo.tradingEvent(trx, eventId);
    if (!event) throw notFound(TRADING_MSG.noSuchEvent);
    if (event.status === 'ended' || event.status === 'abandoned') throw conflict(TRADING_MSG.eventOver);
    return event;
  }

  async function run<T>(work: (trx: repo.TradingDb) => Promise<{ value: T; desk: DeskBook | null }>): Promise<T> {
    const { value, desk } = await db.transaction().execute(work);
    if (desk) snapshots.setDesk(desk);
    return value;
  }

  async function lockedLine(trx: repo.TradingDb, marketId: string) {
    const market = await repo.marketWithQuote(trx, marketId);
    if (!market) throw notFound(TRADING_MSG.noSuchLine(marketId));
    if (market.owner !== 'trader') throw conflict(TRADING_MSG.notTraderLine(marketId));
    const row = await repo.lockQuote(trx, marketId);
    if (!row) throw conflict(TRADING_MSG.notTraderLine(marketId));
    if (market.settled_at !== null || market.market_status === 'CLOSED' || (await repo.marketHasResult(trx, marketId))) {
      throw conflict(TRADING_MSG.settled(marketId));
    }
    return { market, row };
  }

  return {
    async createFancy(actor: Actor, eventId: number, input: FancyCreate): Promise<FancyLine> {
      checkFancy(input);
      checkStakes(input.minStake, input.maxStake);
      return run(async (trx) => {
        await openEvent(trx, eventId);
        const n = (await repo.deskFancyCount(trx, eventId, fancyMarketId(eventId, 0).slice(0, -3))) + 1;
        const marketId = fancyMarketId(eventId, n);
        const selectionId = 900_000 + n;
        const quote: FancyQuote = { noRuns: input.noRuns, yesRuns: input.yesRuns, noRate: input.noRate, yesRate: input.yesRate };
        await repo.insertMarket(trx, {
          id: marketId,
          eventId,
          kind: 'Fancy',
          name: input.name,
          runners: [{ selectionId, name: input.name }],
        });
        await startLine(trx, actor, {
          marketId,
          eventId,
          kind: 'Fancy',
          status: 'OPEN',
          quote,
          minStake: input.minStake,
          maxStake: input.maxStake,
          sortOrder: n,
        });
        await recordAction(trx, actor, { action: 'trading.fancy-create', target: `market:${marketId}`, after: { eventId, ...input } });
        const desk = await publish(trx, eventId);
        const line: FancyLine = {
          marketId,
          selectionId,
          name: input.name,
          kind: 'Fancy',
          status: 'OPEN',
          version: 1,
          minStake: input.minStake,
          maxStake: input.maxStake,
          ...quote,
          worstCaseLimit: null,
          alert: null,
        };
        return { value: line, desk };
      });
    },

    async createBookmaker(
      actor: Actor,
      eventId: number,
      input: { name?: string; runners: Array<{ name: string; back: number; lay: number; backSize: number; laySize: number }> },
    ): Promise<BookmakerLine> {
      const raw = snapshots.rawEvent(eventId);
      if (raw?.book.bookmaker) throw conflict(TRADING_MSG.hasBookmaker);
      const rows = input.runners.map((r, i) => ({
        selectionId: 900_100 + i + 1,
        name: r.name,
        back: r.back,
        backSize: r.backSize,
        lay: r.lay,
        laySize: r.laySize,
      }));
      rows.forEach(checkBookmakerRow);
      const name = input.name ?? 'Bookmaker';
      return run(async (trx) => {
        await openEvent(trx, eventId);
        const marketId = bookmakerMarketId(eventId);
        if (await repo.marketWithQuote(trx, marketId)) throw conflict(TRADING_MSG.hasBookmaker);
        await repo.insertMarket(trx, { id: marketId, eventId, kind: 'BookMaker', name, runners: rows });
        const quote: BookmakerQuote = { rows };
        await startLine(trx, actor, { marketId, eventId, kind: 'BookMaker', status: 'OPEN', quote });
        await recordAction(trx, actor, {
          action: 'trading.bookmaker-create',
          target: `market:${marketId}`,
          after: { eventId, name, runners: rows },
        });
        const desk = await publish(trx, eventId);
        return {
          value: {
            marketId,
            name,
            kind: 'BookMaker' as const,
            status: 'OPEN' as const,
            version: 1,
            rows,
            worstCaseLimit: null,
            alert: null,
          },
          desk,
        };
      });
    },

    /**
     * A fancy quote change: one read (the line as it stands, no lock), the checks, then one statement
     * (repo.writeFancyQuote: the compare-and-set on the version, the quote-change row, the audit row,
     * the published desk patched in place with its NOTIFY). This process's cache takes the patched
     * desk at once. A change based on a stale version is refused with the line as it stands.
     */
    async changeFancy(actor: Actor, marketId: string, change: FancyChange): Promise<FancyLine> {
      const row = await repo.lineForChange(db, marketId);
      if (!row) throw notFound(TRADING_MSG.noSuchLine(marketId));
      if (row.owner !== 'trader' || row.quote === null || row.status === null || row.version === null || row.event_id === null)
        throw conflict(TRADING_MSG.notTraderLine(marketId));
      if (row.closed) throw conflict(TRADING_MSG.settled(marketId));
      if (row.kind !== 'Fancy') throw notFound(TRADING_MSG.noSuchLine(marketId));
      const before = fancyQuoteOf(row.quote);
      if (row.version !== change.version) {
        throw conflict(TRADING_MSG.moved(before.noRuns, before.yesRuns), {
          line: { marketId, version: row.version, status: row.status, ...before },
        });
      }
      const after: FancyQuote = {
        noRuns: change.noRuns ?? before.noRuns,
        yesRuns: change.yesRuns ?? before.yesRuns,
        noRate: change.noRate ?? before.noRate,
        yesRate: change.yesRate ?? before.yesRate,
      };
      checkFancy(after);
      const minStake = change.minStake ?? row.min_stake;
      const maxStake = change.maxStake ?? row.max_stake;
      checkStakes(minStake, maxStake);
      const status = change.status ?? row.status;
      const line: FancyLine = {
        marketId,
        selectionId: Number(row.selection_id ?? 0),
        name: row.name,
        kind: 'Fancy',
        status,
        version: row.version + 1,
        minStake,
        maxStake,
        worstCaseLimit: row.worst_case_limit,
        alert: status === 'OPEN' ? null : row.alert,
        ...after,
      };
      const written = await repo.writeFancyQuote(db, {
        marketId,
        basedOn: row.version,
        status,
        quote: JSON.stringify(after),
        minStake,
        maxStake,
        before: JSON.stringify({ ...before, status: row.status }),
        after: JSON.stringify({ ...after, status }),
        staff: { id: actor.operatorId, ip: actor.ip, role: actor.role ?? null },
        deskEntry: JSON.stringify(fancyEntryOf(line)),
      });
      if (!written) {
        // Moved (or settled) between the read and the write: answered as if it had been read so.
        const now = await repo.lineForChange(db, marketId);
        if (!now || now.closed || now.quote === null) throw conflict(TRADING_MSG.settled(marketId));
        const current = fancyQuoteOf(now.quote);
        throw conflict(TRADING_MSG.moved(current.noRuns, current.yesRuns), {
          line: { marketId, version: now.version, status: now.status, ...current },
        });
      }
      actor.log?.info({ staffId: actor.operatorId, action: 'trading.quote', target: `market:${marketId}` }, 'operator action');
      if (written.desk !== null) snapshots.setDesk(JSON.parse(written.desk) as DeskBook);
      else await run(async (trx) => ({ value: undefined, desk: await publish(trx, written.eventId) }));
      return { ...line, version: written.version, alert: written.alert };
    },

    async changeRunner(actor: Actor, marketId: string, selectionId: number, change: RunnerChange): Promise<BookmakerLine> {
      return run(async (trx) => {
        const { market, row } = await lockedLine(trx, marketId);
        if (market.kind !== 'BookMaker') throw notFound(TRADING_MSG.noSuchLine(marketId));
        const before = JSON.parse(row.quote) as BookmakerQuote;
        if (row.version !== change.version)
          throw conflict(TRADING_MSG.movedBookmaker(row.version), {
            line: { marketId, version: row.version, status: row.status, ...before },
          });
        const index = before.rows.findIndex((r) => r.selectionId === selectionId);
        if (index < 0) throw notFound(TRADING_MSG.noSuchRunner(selectionId));
        const old = before.rows[index];
        const next = {
          ...old,
          back: change.back ?? old.back,
          lay: change.lay ?? old.lay,
          backSize: change.backSize ?? old.backSize,
          laySize: change.laySize ?? old.laySize,
        };
        checkBookmakerRow(next);
        const after: BookmakerQuote = { rows: before.rows.map((r, i) => (i === index ? next : r)) };
        const status = change.status ?? row.status;
        const version = await repo.updateQuote(trx, marketId, { status, quote: JSON.stringify(after) });
        await repo.insertQuoteChanges(trx, [
          {
            marketId,
            eventId: row.event_id,
            staffId: actor.operatorId,
            version,
            before: JSON.stringify({ ...old, status: row.status }),
            after: JSON.stringify({ ...next, status }),
          },
        ]);
        await recordAction(trx, actor, {
          action: 'trading.quote',
          target: `market:${marketId}`,
          before: { ...old, status: row.status },
          after: { ...next, status },
        });
        const desk = await publish(trx, row.event_id);
        const alert = status === 'OPEN' ? null : row.alert;
        return {
          value: {
            marketId,
            name: market.name,
            kind: 'BookMaker' as const,
            status,
            version,
            worstCaseLimit: row.worst_case_limit,
            alert,
            ...after,
          },
          desk,
        };
      });
    },

    /** A wicket: every line of the event SUSPENDED at once (or OPEN again). */
    async setAll(actor: Actor, eventId: number, status: 'SUSPENDED' | 'OPEN'): Promise<Array<FancyLine | BookmakerLine>> {
      return run(async (trx) => {
        const event = await repo.tradingEvent(trx, eventId);
        if (!event) throw notFound(TRADING_MSG.noSuchEvent);
        const open = await repo.openTraderMarkets(trx, eventId);
        if (open.length === 0) throw conflict(TRADING_MSG.noLines);
        const changes = [];
        for (const line of open) {
          await repo.lockQuote(trx, line.market_id);
          const version = await repo.updateQuote(trx, line.market_id, { status, quote: line.quote });
          changes.push({
            marketId: line.market_id,
            eventId,
            staffId: actor.operatorId,
            version,
            before: JSON.stringify({ status: line.status }),
            after: JSON.stringify({ status }),
          });
        }
        await repo.insertQuoteChanges(trx, changes);
        await recordAction(trx, actor, {
          action: status === 'OPEN' ? 'trading.resume-all' : 'trading.suspend-all',
          target: `event:${eventId}`,
          after: { lines: open.map((l) => l.market_id) },
        });
        const desk = await publish(trx, eventId);
        return { value: (await repo.openTraderMarkets(trx, eventId)).map(lineOf), desk };
      });
    },

    /** A simulated line run by hand from now on, from its current quote. */
    async takeOver(actor: Actor, marketId: string): Promise<FancyLine | BookmakerLine> {
      return run(async (trx) => {
        const market = await repo.marketWithQuote(trx, marketId);
        if (!market) throw notFound(TRADING_MSG.noSuchLine(marketId));
        if (market.kind !== 'Fancy' && market.kind !== 'BookMaker') throw badRequest(TRADING_MSG.notFancyOrBookmaker(marketId));
        if (market.owner === 'trader') throw conflict(TRADING_MSG.alreadyOwned(marketId));
        if (market.settled_at !== null || market.market_status === 'CLOSED' || (await repo.marketHasResult(trx, marketId)))
          throw conflict(TRADING_MSG.settled(marketId));
        const live = snapshots.rawEvent(market.event_id)?.book;
        let quote: FancyQuote | BookmakerQuote;
        let status: TraderLineStatus;
        if (market.kind === 'Fancy') {
          const f = live?.fancy.find((x) => x.marketId === marketId);
          if (!f) throw conflict(TRADING_MSG.notOnFeed(marketId));
          quote = { noRuns: f.noLine, yesRuns: f.yesLine, noRate: f.noRate, yesRate: f.yesRate };
          status = f.gameStatus === '' ? 'OPEN' : f.gameStatus === 'Ball Running' ? 'BALL_RUNNING' : 'SUSPENDED';
        } else {
          const b = live?.bookmaker;
          if (!b || b.marketId !== marketId) throw conflict(TRADING_MSG.notOnFeed(marketId));
          quote = {
            rows: b.rows.map((r) => ({
              selectionId: r.selectionId,
              name: r.name,
              back: r.back,
              backSize: r.backSize,
              lay: r.lay,
              laySize: r.laySize,
            })),
          };
          status = b.status === 'OPEN' ? 'OPEN' : 'SUSPENDED';
        }
        await repo.setOwner(trx, marketId, 'trader');
        await startLine(trx, actor, { marketId, eventId: market.event_id, kind: market.kind, status, quote });
        await recordAction(trx, actor, { action: 'trading.take-over', target: `market:${marketId}`, after: { ...quote, status } });
        const desk = await publish(trx, market.event_id);
        const line = (await repo.openTraderMarkets(trx, market.event_id)).find((l) => l.market_id === marketId);
        if (!line) throw conflict(TRADING_MSG.settled(marketId));
        return { value: lineOf(line), desk };
      });
    },

    /** The line back to its feed: the feed's prices (and result) stand again. */
    async giveBack(actor: Actor, marketId: string): Promise<{ marketId: string; owner: 'feed' }> {
      return run(async (trx) => {
        const { market, row } = await lockedLine(trx, marketId);
        await repo.deleteTraderMarket(trx, marketId);
        await repo.setOwner(trx, marketId, 'feed');
        await recordAction(trx, actor, {
          action: 'trading.give-back',
          target: `market:${marketId}`,
          before: { quote: JSON.parse(row.quote) as unknown, status: row.status },
        });
        const desk = await publish(trx, market.event_id);
        return { value: { marketId, owner: 'feed' as const }, desk };
      });
    },

    /** After a result (or its rollback) of a line a trader owns: the desk republished, so players
     * stop seeing a settled line (or see a rolled-back one again). */
    async republishIfOwned(marketId: string): Promise<void> {
      const market = await repo.marketWithQuote(db, marketId);
      if (market?.owner !== 'trader') return;
      await run(async (trx) => ({ value: undefined, desk: await publish(trx, market.event_id) }));
    },

    /**
     * Suspends each open line of the event whose house worst case (the risk book's own maths) passes
     * its limit (the line's, else the event's), with an alert for the desk. Run by the sweep every
     * second and on each desk poll.
     */
    async enforceLimits(eventId: number): Promise<string[]> {
      const eventLimit = await repo.eventLimit(db, eventId);
      const suspended: string[] = [];
      for (const line of await repo.openTraderMarkets(db, eventId)) {
        const limit = line.worst_case_limit ?? eventLimit;
        if (limit === null || line.status === 'SUSPENDED') continue;
        const loss = -(await books.book(line.market_id)).worstCasePaise;
        if (loss <= limit * 100) continue;
        const alert = TRADING_MSG.limitPassed(formatRupees(toRupees(loss)), formatRupees(limit));
        await run(async (trx) => {
          const row = await repo.lockQuote(trx, line.market_id);
          if (!row || row.status === 'SUSPENDED') return { value: undefined, desk: null };
          const version = await repo.suspendOnLimit(trx, line.market_id, alert);
          await repo.insertQuoteChanges(trx, [
            {
              marketId: line.market_id,
              eventId,
              staffId: LIMIT_STAFF_ID,
              version,
              before: JSON.stringify({ status: row.status }),
              after: JSON.stringify({ status: 'SUSPENDED', alert }),
            },
          ]);
          return { value: undefined, desk: await publish(trx, eventId) };
        });
        suspended.push(line.market_id);
      }
      return suspended;
    },

    /** The operator's worst-case limit of one line (marketId) or of every line of an event. */
    async setLimit(actor: Actor, target: { eventId: number } | { marketId: string }, limit: number | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if ('marketId' in target) {
          if (!(await repo.setLineLimit(trx, target.marketId, limit))) throw notFound(TRADING_MSG.noSuchLine(target.marketId));
        } else {
          if (!(await repo.tradingEvent(trx, target.eventId))) throw notFound(TRADING_MSG.noSuchEvent);
          await repo.setEventLimit(trx, target.eventId, limit, actor.operatorId);
        }
        const name = 'marketId' in target ? `market:${target.marketId}` : `event:${target.eventId}`;
        await recordAction(trx, actor, { action: 'trading.limit', target: name, after: { worstCaseLimit: limit } });
      });
    },

    /** The desk of one event: its lines with quotes and versions, and each line's book beside it. */
    async desk(eventId: number) {
      const event = await repo.tradingEvent(db, eventId);
      if (!event) throw notFound(TRADING_MSG.noSuchEvent);
      await this.enforceLimits(eventId);
      const eventLimit = await repo.eventLimit(db, eventId);
      const rows = await repo.openTraderMarkets(db, eventId);
      const sides = matchedSidesOf(
        await repo.matchedStakes(
          db,
          rows.map((r) => r.market_id),
        ),
      );
      const lines = await Promise.all(
        rows.map(async (row) => {
          const book = await books.book(row.market_id);
          const line = lineOf(row);
          return {
            ...line,
            book: {
              matchedSides: matchedSidesFor(line, sides),
              ladder: book.ladder.map((r) => ({ runs: r.runs, house: toRupees(r.housePaise) })),
              runners: book.runners.map((r) => ({ selectionId: r.selectionId, name: r.name, house: toRupees(r.housePaise) })),
              worstCase: toRupees(book.worstCasePaise),
              bestCase: toRupees(book.bestCasePaise),
              matched: toRupees(book.matchedPaise),
              players: book.players,
              top: book.top.slice(0, 5).map((p) => ({ userId: p.userId, username: p.username, exposure: toRupees(p.exposurePaise) })),
            },
          };
        }),
      );
      // What the feed runs on the event now, for the trader to take over; and the event's runners,
      // which a bookmaker market made on the desk is usually quoted on.
      const state = snapshots.event(eventId);
      const owned = new Set(lines.map((l) => l.marketId));
      const feedLines = state
        ? [
            ...state.book.fancy
              .filter((f) => !owned.has(f.marketId))
              .map((f) => ({ marketId: f.marketId, kind: 'Fancy' as const, name: f.name, quote: `${f.noLine}/${f.yesLine}` })),
            ...(state.book.bookmaker && !owned.has(state.book.bookmaker.marketId)
              ? [
                  {
                    marketId: state.book.bookmaker.marketId,
                    kind: 'BookMaker' as const,
                    name: 'Bookmaker',
                    quote: state.book.bookmaker.rows.map((r) => `${r.name} ${r.back}/${r.lay}`).join(', '),
                  },
                ]
              : []),
          ]
        : [];
      const runners = state ? state.book.matchOdds.runners.map((r) => ({ selectionId: r.selectionId, name: r.name })) : [];
      return { event, eventLimit, lines, feedLines, runners };
    },

    toSettle: () => repo.linesToSettle(db),

    quoteChanges: (filter: { eventId?: number; staffId?: number; limit: number }) => repo.quoteChanges(db, filter),
  };
}

/**
 * Every second, each event with a limit on an open line is checked (enforceLimits), so a line whose
 * worst case passes its limit suspends itself even when no desk is open.
 */
export function startDeskLimits(
  deps: Pick<AppDeps, 'db' | 'snapshots'>,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Periodic {
  const trading = makeTradingService(deps);
  return startPeriodic(
    async () => {
      for (const eventId of await repo.eventsWithLimits(deps.db)) await trading.enforceLimits(eventId);
    },
    { intervalMs: options.intervalMs ?? 1_000, onError: options.onError },
  );
}
