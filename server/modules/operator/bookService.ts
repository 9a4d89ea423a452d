// Reads what the risk book needs (book.ts adds it up): the open bets of a market, or of every market,
// with their players, and each market's runners (persisted, live, or named by a bet). Demo players
// bet play money: the house risks nothing on them, so their bets and wallets are left out.
import { openBetOf } from '../bets';
import type { AppDeps } from '../../deps';
import type { MarketKind } from '../../../src/domain/betting/types';
import { notFound } from '../../lib/errors';
import { liveMarket, liveRunners } from './marketFacts';
import { marketBook, type MarketBook, type PlayerBets } from './book';
import { OPERATOR_MSG } from './messages';
import * as repo from './marketsRepository';
import type { BookBetRow } from './marketsRepository';

export interface BookView extends Omit<MarketBook, 'runners'> {
  /** Each runner's name as the feed (or the trader, or the bet) gave it: a trader reads names, not ids. */
  runners: Array<{ selectionId: number; name: string; housePaise: number }>;
  marketId: string;
  eventId: number;
  eventName: string;
  marketName: string;
}

export function makeBookService(deps: Pick<AppDeps, 'db' | 'snapshots'>) {
  const { db, snapshots } = deps;

  /** Every runner of the market with its name: persisted, live, and any a bet names (as the exposure maths uses). */
  async function runnersOf(marketId: string, eventId: number, rows: readonly BookBetRow[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    const add = (id: number, name: string) => {
      if (!names.has(id) || names.get(id) === '') names.set(id, name);
    };
    for (const r of await repo.persistedRunners(db, marketId)) add(Number(r.selection_id), r.name);
    const state = snapshots.rawEvent(eventId);
    if (state) for (const r of liveRunners(state, marketId)) add(r.selectionId, r.name);
    for (const r of rows) add(Number(r.selection_id), r.selection_name);
    return names;
  }

  async function bookOf(
    marketId: string,
    rows: BookBetRow[],
    kind: MarketKind,
    eventId: number,
    names: { event: string; market: string },
  ): Promise<BookView> {
    const byUser = new Map<number, PlayerBets>();
    for (const row of rows) {
      const entry = byUser.get(row.user_id) ?? { userId: row.user_id, username: row.username, bets: [] };
      entry.bets.push(openBetOf(row));
      byUser.set(row.user_id, entry);
    }
    const runners = kind === 'Fancy' ? new Map<number, string>() : await runnersOf(marketId, eventId, rows);
    const book = marketBook(kind, [...byUser.values()], [...runners.keys()]);
    return {
      marketId,
      eventId,
      eventName: names.event,
      marketName: names.market,
      ...book,
      runners: book.runners.map((r) => ({
        ...r,
        selectionId: Number(r.selectionId),
        name: runners.get(Number(r.selectionId)) || `Selection ${r.selectionId}`,
      })),
    };
  }

  return {
    async book(marketId: string): Promise<BookView> {
      const rows = await repo.openBets(db, marketId);
      if (rows.length > 0) {
        const first = rows[0];
        return bookOf(marketId, rows, first.market_kind, first.event_id, { event: first.event_name, market: first.market_name });
      }
      // No open bets: an empty book, for a market the database or the feed knows.
      const row = await repo.marketWithEvent(db, marketId);
      if (row) return bookOf(marketId, [], row.kind, row.event_id, { event: row.event_name, market: row.name });
      for (const state of snapshots.allEvents()) {
        const live = liveMarket(state, marketId);
        if (live) return bookOf(marketId, [], live.kind, state.event.id, { event: state.event.name, market: live.kind });
      }
      throw notFound(OPERATOR_MSG.noSuchMarket(marketId));
    },

    /** Every market with open bets, the house's worst case first, and totals. */
    async risk(): Promise<{ markets: BookView[]; worstCasePaise: number; matchedPaise: number; playersExposurePaise: number }> {
      const rows = await repo.openBets(db);
      const byMarket = new Map<string, BookBetRow[]>();
      for (const row of rows) {
        const list = byMarket.get(row.market_id);
        if (list) list.push(row);
        else byMarket.set(row.market_id, [row]);
      }
      const markets: BookView[] = [];
      for (const [marketId, list] of byMarket) {
        const first = list[0];
        markets.push(
          await bookOf(marketId, list, first.market_kind, first.event_id, { event: first.event_name, market: first.market_name }),
        );
      }
      markets.sort((a, b) => a.worstCasePaise - b.worstCasePaise || a.marketId.localeCompare(b.marketId));
      return {
        markets,
        worstCasePaise: markets.reduce((sum, m) => sum + m.worstCasePaise, 0),
        matchedPaise: markets.reduce((sum, m) => sum + m.matchedPaise, 0),
        playersExposurePaise: markets.reduce((sum, m) => sum + m.playersExposurePaise, 0),
      };
    },

    /** Players whose balance (less withdrawals held) is below their exposure: e.g. after a rollback. */
    async playersBelowExposure() {
      return repo.playersBelowExposure(db);
    },
  };
}
