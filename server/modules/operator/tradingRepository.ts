// SQL of the trader's desk: the markets traders own, their quotes and versions, the quote changes,
// and the desk's book published into the feed's snapshot path ('desk:<eventId>').
import { sql } from 'kysely';
import type { Q } from './queries';
import type { Trx } from '../../money/ledger';
import { withSettlementTables } from '../../settlement/tables';
import type { TraderLineStatus } from '../../db/tables/sports';
import { nextFeedVersion, notifyFeed, upsertSnapshots } from '../../feed/relay/repository';
import { FEED_CHANNEL } from '../../feed/relay/pgPublisher';
import { HAND_EVENT_BASE } from '../../feed/desk';

export function tradingEvent(db: Q, eventId: number) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'status', 'sport_id', 'series_id', 'starts_at'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** The market with its owner, and its trader quote if a trader owns it; locked when `lock`. */
export function marketWithQuote(db: Q, marketId: string) {
  return db
    .selectFrom('markets as m')
    .leftJoin('trader_markets as t', 't.market_id', 'm.id')
    .select([
      'm.id',
      'm.event_id',
      'm.kind',
      'm.name',
      'm.owner',
      'm.status as market_status',
      'm.settled_at',
      't.status',
      't.quote',
      't.version',
      't.min_stake',
      't.max_stake',
    ])
    .where('m.id', '=', marketId)
    .executeTakeFirst();
}

/** Locks the trader's quote row for a change (two traders on one line take turns). */
export function lockQuote(trx: Q, marketId: string) {
  return trx.selectFrom('trader_markets').selectAll().where('market_id', '=', marketId).forUpdate().executeTakeFirst();
}

export async function marketHasResult(db: Q, marketId: string): Promise<boolean> {
  const [result, settlement] = await Promise.all([
    db.selectFrom('results').select('market_id').where('market_id', '=', marketId).executeTakeFirst(),
    withSettlementTables(db).selectFrom('market_settlements').select('market_id').where('market_id', '=', marketId).executeTakeFirst(),
  ]);
  return result !== undefined || settlement !== undefined;
}

/** Fancy lines opened on the desk for the event so far (their ids start with `prefix`), counted in
 * `markets`, which keeps them: a line taken over and given back leaves trader_markets, and counting
 * there would hand the next line an id already taken. */
export async function deskFancyCount(trx: Q, eventId: number, prefix: string): Promise<number> {
  const row = await trx
    .selectFrom('markets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event_id', '=', eventId)
    .where('kind', '=', 'Fancy')
    .where('id', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMarket(
  trx: Q,
  market: { id: string; eventId: number; kind: 'Fancy' | 'BookMaker'; name: string; runners: Array<{ selectionId: number; name: string }> },
): Promise<void> {
  await trx
    .insertInto('markets')
    .values({ id: market.id, event_id: market.eventId, kind: market.kind, name: market.name, line: null, owner: 'trader' })
    .execute();
  await trx
    .insertInto('runners')
    .values(market.runners.map((r, i) => ({ market_id: market.id, selection_id: r.selectionId, name: r.name, sort_order: i })))
    .execute();
}

export async function setOwner(trx: Q, marketId: string, owner: 'feed' | 'trader'): Promise<void> {
  await trx.updateTable('markets').set({ owner }).where('id', '=', marketId).execute();
}

export async function insertTraderMarket(
  trx: Q,
  row: {
    marketId: string;
    eventId: number;
    kind: 'Fancy' | 'BookMaker';
    status: TraderLineStatus;
    quote: string;
    minStake: number | null;
    maxStake: number | null;
    sortOrder: number;
    createdBy: number;
  },
): Promise<void> {
  await trx
    .insertInto('trader_markets')
    .values({
      market_id: row.marketId,
      event_id: row.eventId,
      kind: row.kind,
      status: row.status,
      quote: row.quote,
      min_stake: row.minStake,
      max_stake: row.maxStake,
      sort_order: row.sortOrder,
      created_by: row.createdBy,
    })
    .execute();
}

export async function deleteTraderMarket(trx: Q, marketId: string): Promise<void> {
  await trx.deleteFrom('trader_markets').where('market_id', '=', marketId).execute();
}

/** The new quote; answers the new version. */
export async function updateQuote(
  trx: Q,
  marketId: string,
  change: { status: TraderLineStatus; quote: string; minStake?: number | null; maxStake?: number | null },
): Promise<number> {
  const row = await trx
    .updateTable('trader_markets')
    .set((eb) => ({
      status: change.status,
      quote: change.quote,
      version: eb('version', '+', 1),
      updated_at: new Date(),
      // Opened again by a trader: the limit's alert is answered.
      ...(change.status === 'OPEN' ? { alert: null } : {}),
      ...(change.minStake !== undefined ? { min_stake: change.minStake } : {}),
      ...(change.maxStake !== undefined ? { max_stake: change.maxStake } : {}),
    }))
    .where('market_id', '=', marketId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function insertQuoteChanges(
  trx: Q,
  rows: Array<{ marketId: string; eventId: number; staffId: number; version: number; before: string | null; after: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('trader_quote_changes')
    .values(
      rows.map((r) => ({
        market_id: r.marketId,
        event_id: r.eventId,
        staff_id: r.staffId,
        version: r.version,
        before: r.before,
        after: r.after,
      })),
    )
    .execute();
}

/** The trader's markets of an event not yet settled, in the desk's order. */
export function openTraderMarkets(db: Q, eventId: number) {
  return db
    .selectFrom('trader_markets as t')
    .innerJoin('markets as m', 'm.id', 't.market_id')
    .leftJoin('runners as r', (join) => join.onRef('r.market_id', '=', 't.market_id').on('r.sort_order', '=', 0))
    .select([
      't.market_id',
      't.kind',
      't.status',
      't.quote',
      't.version',
      't.min_stake',
      't.max_stake',
      't.worst_case_limit',
      't.alert',
      'm.name',
      'r.selection_id',
      'm.settled_at',
      'm.status as market_status',
    ])
    .where('t.event_id', '=', eventId)
    .where('m.settled_at', 'is', null)
    .where('m.status', '!=', 'CLOSED')
    .orderBy('t.sort_order')
    .orderBy('t.market_id')
    .execute();
}

export type TraderMarketRow = Awaited<ReturnType<typeof openTraderMarkets>>[number];

export function quoteChanges(db: Q, filter: { eventId?: number; staffId?: number; limit: number }) {
  return db
    .selectFrom('trader_quote_changes as c')
    .leftJoin('users as u', 'u.id', 'c.staff_id')
    .select(['c.id', 'c.market_id', 'c.event_id', 'c.staff_id', 'u.username', 'c.at', 'c.version', 'c.before', 'c.after'])
    .$if(filter.eventId !== undefined, (q) => q.where('c.event_id', '=', filter.eventId ?? 0))
    .$if(filter.staffId !== undefined, (q) => q.where('c.staff_id', '=', filter.staffId ?? 0))
    .orderBy('c.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** One row in the feed's snapshot path and its NOTIFY, in the caller's transaction; answers the
 * desk with the feed version it went out under. */
export async function publishDesk<T extends object>(trx: Q, eventId: number, desk: T): Promise<T & { feedVersion: number }> {
  const feedVersion = await nextFeedVersion(trx);
  const published = { ...desk, feedVersion };
  await upsertSnapshots(trx, feedVersion, [{ key: `desk:${eventId}`, body: JSON.stringify(published) }]);
  await notifyFeed(trx, FEED_CHANNEL, feedVersion);
  return published;
}

export type TradingDb = Trx;

export async function setLineLimit(trx: Q, marketId: string, limit: number | null): Promise<boolean> {
  const r = await trx.updateTable('trader_markets').set({ worst_case_limit: limit }).where('market_id', '=', marketId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setEventLimit(trx: Q, eventId: number, limit: number | null, staffId: number): Promise<void> {
  await trx
    .insertInto('trader_event_limits')
    .values({ event_id: eventId, worst_case_limit: limit, set_by: staffId })
    .onConflict((oc) => oc.column('event_id').doUpdateSet({ worst_case_limit: limit, set_by: staffId, updated_at: new Date() }))
    .execute();
}

export async function eventLimit(db: Q, eventId: number): Promise<number | null> {
  const row = await db.selectFrom('trader_event_limits').select('worst_case_limit').where('event_id', '=', eventId).executeTakeFirst();
  return row?.worst_case_limit ?? null;
}

/** Events with an open line a limit may suspend (its own limit, or its event's). */
export async function eventsWithLimits(db: Q): Promise<number[]> {
  const rows = await db
    .selectFrom('trader_markets as t')
    .innerJoin('markets as m', 'm.id', 't.market_id')
    .leftJoin('trader_event_limits as l', 'l.event_id', 't.event_id')
    .select('t.event_id')
    .distinct()
    .where('m.settled_at', 'is', null)
    .where('t.status', '!=', 'SUSPENDED')
    .where((eb) => eb.or([eb('t.worst_case_limit', 'is not', null), eb('l.worst_case_limit', 'is not', null)]))
    .execute();
  return rows.map((r) => r.event_id);
}

export async function suspendOnLimit(trx: Q, marketId: string, alert: string): Promise<number> {
  const row = await trx
    .updateTable('trader_markets')
    .set((eb) => ({ status: 'SUSPENDED', alert, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('market_id', '=', marketId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function clearAlert(trx: Q, marketId: string): Promise<void> {
  await trx.updateTable('trader_markets').set({ alert: null }).where('market_id', '=', marketId).execute();
}

/** Lines a trader runs whose event has ended (or been abandoned) and which have no result yet. */
export function linesToSettle(db: Q) {
  return withSettlementTables(db)
    .selectFrom('trader_markets as t')
    .innerJoin('markets as m', 'm.id', 't.market_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .leftJoin('market_settlements as s', 's.market_id', 't.market_id')
    .select([
      't.market_id',
      't.kind',
      't.status',
      'm.name',
      'e.id as event_id',
      'e.name as event_name',
      'e.status as event_status',
      'e.ended_at',
    ])
    .where('e.status', 'in', ['ended', 'abandoned'])
    .where('s.market_id', 'is', null)
    .where('m.settled_at', 'is', null)
    .orderBy('e.ended_at')
    .orderBy('t.market_id')
    .execute();
}

/** Hand events and series take ids from their own ranges, apart from the feed's. */
export const HAND_SERIES_BASE = 900_000;

export async function nextHandIds(trx: Q): Promise<{ eventId: number; seriesId: number }> {
  const e = await trx
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('id', '>', HAND_EVENT_BASE)
    .executeTakeFirst();
  const s = await trx
    .selectFrom('series')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('id', '>', HAND_SERIES_BASE)
    .executeTakeFirst();
  return { eventId: Number(e?.id ?? HAND_EVENT_BASE) + 1, seriesId: Number(s?.id ?? HAND_SERIES_BASE) + 1 };
}

export function seriesNamed(trx: Q, sportId: number, name: string) {
  return trx.selectFrom('series').select('id').where('sport_id', '=', sportId).where('name', '=', name).executeTakeFirst();
}

export async function insertSeries(trx: Q, id: number, sportId: number, name: string): Promise<void> {
  await trx.insertInto('series').values({ id, sport_id: sportId, name }).execute();
}

export async function insertHandEvent(
  trx: Q,
  row: { id: number; sportId: number; seriesId: number; name: string; startsAt: Date; status: 'upcoming' | 'inplay' },
): Promise<void> {
  await trx
    .insertInto('events')
    .values({
      id: row.id,
      sport_id: row.sportId,
      series_id: row.seriesId,
      name: row.name,
      starts_at: row.startsAt,
      status: row.status,
      has_match_odds: 1,
    })
    .execute();
}

export async function insertMatchOdds(
  trx: Q,
  marketId: string,
  eventId: number,
  runners: Array<{ selectionId: number; name: string }>,
): Promise<void> {
  await trx
    .insertInto('markets')
    .values({ id: marketId, event_id: eventId, kind: 'Matchodds', name: 'Match Odds', line: null, owner: 'trader' })
    .execute();
  await trx
    .insertInto('runners')
    .values(runners.map((r, i) => ({ market_id: marketId, selection_id: r.selectionId, name: r.name, sort_order: i })))
    .execute();
}

export async function setEventStatus(trx: Q, eventId: number, status: 'inplay' | 'ended', endedAt: Date | null): Promise<void> {
  await trx.updateTable('events').set({ status, ended_at: endedAt }).where('id', '=', eventId).execute();
}

/** A hand event's state in the feed's snapshot path ('handevent:<id>', kept through a feed leader's change). */
export async function publishHandEvent(trx: Q, eventId: number, body: string): Promise<void> {
  const version = await nextFeedVersion(trx);
  await upsertSnapshots(trx, version, [{ key: `handevent:${eventId}`, body }]);
  await notifyFeed(trx, FEED_CHANNEL, version);
}

export function handEventState(db: Q, eventId: number) {
  return db.selectFrom('feed_snapshots').select('body').where('key', '=', `handevent:${eventId}`).executeTakeFirst();
}

/**
 * The stake matched on each side of each runner of the given lines, in paise, in one query: open bets
 * with a matched price (a pending bet has matched nothing yet), demo players left out as the risk book
 * leaves them out. A fancy line's back is its YES, its lay its NO.
 */
export async function matchedStakes(
  db: Q,
  marketIds: readonly string[],
): Promise<Array<{ marketId: string; selectionId: number; side: 'back' | 'lay'; stakePaise: number }>> {
  if (marketIds.length === 0) return [];
  const rows = await db
    .selectFrom('bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.market_id', 'b.selection_id', 'b.side', (eb) => eb.fn.sum<string>('b.stake').as('stake')])
    .where('b.market_id', 'in', [...marketIds])
    .where('b.status', 'in', ['pending', 'matched'])
    .where('b.odds_matched', 'is not', null)
    .where('u.role', '<>', 'demo')
    .groupBy(['b.market_id', 'b.selection_id', 'b.side'])
    .execute();
  return rows.map((r) => ({ marketId: r.market_id, selectionId: Number(r.selection_id), side: r.side, stakePaise: Number(r.stake) }));
}

/** Locks the event's published desk (if any) before its lines are read for a full publish, so a
 * quote written meanwhile (writeFancyQuote patches the published desk in place) is never lost. */
export async function lockDesk(trx: Q, eventId: number): Promise<void> {
  await trx.selectFrom('feed_snapshots').select('key').where('key', '=', `desk:${eventId}`).forUpdate().execute();
}

export interface LineForChange {
  kind: 'Fancy' | 'BookMaker' | string;
  name: string;
  owner: 'feed' | 'trader';
  event_id: number | null;
  status: TraderLineStatus | null;
  quote: string | null;
  version: number | null;
  min_stake: number | null;
  max_stake: number | null;
  worst_case_limit: number | null;
  alert: string | null;
  selection_id: string | null;
  /** Settled, closed, or with a result (the feed's or the settlement's). */
  closed: boolean;
}

/** Everything a quote change checks, in one read with no lock: the market, its owner, the trader's
 * quote and version, and whether the line has its result. */
export async function lineForChange(db: Q, marketId: string): Promise<LineForChange | undefined> {
  const { rows } = await sql<LineForChange>`
    SELECT m.kind, m.name, m.owner, t.event_id, t.status, t.quote, t.version, t.min_stake, t.max_stake,
           t.worst_case_limit, t.alert, r.selection_id,
           (m.settled_at IS NOT NULL OR m.status = 'CLOSED'
             OR EXISTS (SELECT 1 FROM results WHERE market_id = m.id)
             OR EXISTS (SELECT 1 FROM market_settlements WHERE market_id = m.id)) AS closed
    FROM markets m
    LEFT JOIN trader_markets t ON t.market_id = m.id
    LEFT JOIN runners r ON r.market_id = m.id AND r.sort_order = 0
    WHERE m.id = ${marketId}`.execute(db);
  return rows[0];
}

export interface FancyQuoteWrite {
  marketId: string;
  /** The version the change was based on: the write happens only if the line still has it. */
  basedOn: number;
  status: TraderLineStatus;
  quote: string;
  minStake: number | null;
  maxStake: number | null;
  /** The quote-change row's and the audit row's before and after (JSON). */
  before: string;
  after: string;
  staff: { id: number; ip: string; role: string | null };
  /** The line's entry in the players' desk book (FeedFancy JSON), patched into the published desk. */
  deskEntry: string;
}

/**
 * A fancy quote change in ONE statement: the quote row updated only if it still has the version the
 * change was based on and the line has no result (a compare-and-set, no lock held across round
 * trips); its quote-change row and its audit row inserted from what the update returned; and the
 * event's published desk patched in place (only this line's entry replaced, no reload of the other
 * lines) under a new feed version, with the NOTIFY that wakes every process's feed reader. Two
 * changes to lines of one event take turns on the desk's row, and PostgreSQL re-applies the second
 * patch on top of the first, so neither is lost. Answers undefined when nothing was written (the
 * line moved or was settled meanwhile); `desk` null when the published desk has no entry to patch.
 */
export async function writeFancyQuote(
  db: Q,
  w: FancyQuoteWrite,
): Promise<{ version: number; eventId: number; alert: string | null; desk: string | null } | undefined> {
  const { rows } = await sql<{ version: number; event_id: number; alert: string | null; desk: string | null }>`
    WITH upd AS (
      UPDATE trader_markets
      SET status = ${w.status}, quote = ${w.quote}, version = version + 1, updated_at = now(),
          min_stake = ${w.minStake}, max_stake = ${w.maxStake},
          alert = CASE WHEN ${w.status} = 'OPEN' THEN NULL ELSE alert END
      WHERE market_id = ${w.marketId} AND version = ${w.basedOn}
        AND NOT EXISTS (SELECT 1 FROM markets WHERE id = ${w.marketId} AND (settled_at IS NOT NULL OR status = 'CLOSED'))
        AND NOT EXISTS (SELECT 1 FROM results WHERE market_id = ${w.marketId})
        AND NOT EXISTS (SELECT 1 FROM market_settlements WHERE market_id = ${w.marketId})
      RETURNING version, event_id, alert
    ), change AS (
      INSERT INTO trader_quote_changes (market_id, event_id, staff_id, version, before, after)
      SELECT ${w.marketId}, event_id, ${w.staff.id}, version, ${w.before}, ${w.after} FROM upd
    ), audit AS (
      INSERT INTO operator_actions (operator_id, ip, action, target, before, after, reason, staff_role)
      SELECT ${w.staff.id}, ${w.staff.ip}, 'trading.quote', ${`market:${w.marketId}`}, ${w.before}::jsonb, ${w.after}::jsonb,
             NULL, ${w.staff.role} FROM upd
    ), seq AS (
      SELECT nextval('feed_version_seq') AS v FROM upd
    ), pub AS (
      UPDATE feed_snapshots s
      SET version = seq.v,
          body = jsonb_set(
            jsonb_set(
              s.body::jsonb, '{fancy}',
              (SELECT jsonb_agg(CASE WHEN e ->> 'marketId' = ${w.marketId} THEN ${w.deskEntry}::jsonb ELSE e END ORDER BY n)
               FROM jsonb_array_elements(s.body::jsonb -> 'fancy') WITH ORDINALITY AS a(e, n))
            ),
            '{feedVersion}', to_jsonb(seq.v)
          )::text
      FROM upd, seq
      WHERE s.key = 'desk:' || upd.event_id
        AND s.body::jsonb -> 'fancy' @> jsonb_build_array(jsonb_build_object('marketId', ${w.marketId}::text))
      RETURNING s.version, s.body
    )
    SELECT upd.version, upd.event_id, upd.alert, pub.body AS desk,
           CASE WHEN pub.version IS NOT NULL THEN pg_notify(${FEED_CHANNEL}, pub.version::text) END AS notified
    FROM upd LEFT JOIN pub ON true`.execute(db);
  const row = rows[0];
  return row && { version: row.version, eventId: row.event_id, alert: row.alert, desk: row.desk };
}
