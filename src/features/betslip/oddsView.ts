// What the match page shows for the price a slip holds, read from the checkGetMatchOdds cache (the
// same data the price buttons render): the market's status, the prices on offer on the slip's side
// and, for a fancy session, its rate. The slip's checks ("is the displayed price still the clicked
// one?") and the price-tap rules read it from here, never from the components.
import { takePrice, type Quote } from '../../domain/betting/priceOrBetter';
import { TOSS_PRICE } from '../../domain/constants';
import type { MatchOddsResponse } from '../../domain/contract/sports';
import type { AppListenerApi } from '../../app/listener';
import type { RootState } from '../../app/rootReducer';
import { sportsApi, type MatchOddsArgs } from '../sports';
import type { PriceClickedPayload } from '../market';

export type SlipTarget = Pick<PriceClickedPayload, 'event' | 'marketKind' | 'marketId' | 'selectionId' | 'side' | 'price' | 'size'>;

export interface MarketView {
  /** For canTapPrice: Odds[0].status (CLOSED for a runner no longer ACTIVE), the bookmaker row's s,
   *  the toss status; 'OPEN' for a fancy session, whose GameStatus goes in gameStatus. */
  status: string;
  gameStatus: string;
  /** Prices on offer on the slip's side, best first. */
  offered: number[];
  /** Fancy: the size under the line on the slip's side (the rate). */
  rate: number | null;
  /** Match odds: Odds[0].totalMatched (the thin-market rule). */
  totalMatched: number | undefined;
}

const positive = (prices: number[]) => prices.filter((price) => Number.isFinite(price) && price > 0);

/** undefined when the market or selection is not in the odds any more. */
export function marketView(odds: MatchOddsResponse, target: SlipTarget): MarketView | undefined {
  const back = target.side === 'back';
  const base = { gameStatus: '', rate: null, totalMatched: undefined };
  switch (target.marketKind) {
    case 'Matchodds': {
      const market = odds.Odds.find((m) => m.marketId === target.marketId);
      const runner = market?.runners.find((r) => r.selectionId === target.selectionId);
      if (!market || !runner) return undefined;
      const levels = back ? runner.ex.availableToBack : runner.ex.availableToLay;
      const status = runner.status === 'ACTIVE' ? market.status : 'CLOSED';
      return { ...base, status, offered: positive(levels.map((l) => l.price)), totalMatched: market.totalMatched };
    }
    case 'BookMaker': {
      const row = odds.Bookmaker.flat().find((r) => r.mid === target.marketId && r.sid === target.selectionId);
      return row && { ...base, status: row.s, offered: positive([back ? row.b1 : row.l1]) };
    }
    case 'Toss': {
      const toss = odds.Toss?.marketId === target.marketId ? odds.Toss : null;
      const runner = toss?.runners.find((r) => r.selectionId === target.selectionId);
      // Back only, at the fixed price (spec §5).
      return toss && runner ? { ...base, status: toss.status, offered: back ? [TOSS_PRICE] : [] } : undefined;
    }
    case 'Fancy': {
      const session = odds.Fancy.find((f) => f.mid === target.marketId && f.SelectionId === target.selectionId);
      if (!session) return undefined;
      return {
        ...base,
        status: 'OPEN',
        gameStatus: session.GameStatus,
        offered: positive([back ? session.BackPrice1 : session.LayPrice1]),
        rate: back ? session.BackSize1 : session.LaySize1,
      };
    }
  }
}

/** The best price on offer now on the slip's side (with a fancy session's rate); undefined when none. */
export function liveQuote(odds: MatchOddsResponse | undefined, target: SlipTarget): Quote | undefined {
  const view = odds && marketView(odds, target);
  const best = view?.offered[0];
  return view && best !== undefined ? { price: best, rate: target.marketKind === 'Fancy' ? view.rate : null } : undefined;
}

/**
 * The price the slip's bet is taken at now (the rule of betting/priceOrBetter.ts): the
 * best on offer when it is the slip's price or better — or whichever way it moved when the player
 * accepts any odds; undefined when it is gone ('Odds Changed!').
 */
export function takenPrice(odds: MatchOddsResponse | undefined, target: SlipTarget, acceptAnyOdds: boolean): Quote | undefined {
  const asked = { price: target.price, rate: target.marketKind === 'Fancy' ? target.size : null };
  return takePrice(target.marketKind, target.side, asked, liveQuote(odds, target), acceptAnyOdds);
}

/** The odds query the match page of this event keeps (its args hold the page's match-odds market id). */
export function cachedOddsArgs(state: RootState, gameId: string): MatchOddsArgs | undefined {
  return sportsApi.util.selectCachedArgsForQuery(state, 'checkGetMatchOdds').find((args) => args.eventId === gameId);
}

export function cachedOdds(state: RootState, gameId: string): MatchOddsResponse | undefined {
  const args = cachedOddsArgs(state, gameId);
  return args && sportsApi.endpoints.checkGetMatchOdds.select(args)(state).data;
}

/**
 * The odds as the page will show them next: fetched now (before the start the page does not poll),
 * written to the same cache entry the price buttons read. Falls back to the cached body if the
 * fetch fails, so a network blip is judged on what the player sees.
 */
export async function freshOdds(api: AppListenerApi, gameId: string): Promise<MatchOddsResponse | undefined> {
  const args = cachedOddsArgs(api.getState(), gameId);
  if (!args) return undefined;
  const result = await api.dispatch(sportsApi.endpoints.checkGetMatchOdds.initiate(args, { subscribe: false, forceRefetch: true }));
  return result.data ?? cachedOdds(api.getState(), gameId);
}
