// wallets.exposure = the total exposure (src/domain/betting) over the user's open bets, pending ones
// included, recomputed under the wallet lock whenever a bet is saved, matched, deleted or lapsed.
// A pending bet counts only where it loses (OpenBet.pending): it can still be dropped, and a hedge
// that is dropped must not leave the exposure above what the player could afford.
import { totalExposurePaise, type RunnersOf } from '../../../src/domain/betting/exposure';
import type { OpenBet } from '../../../src/domain/betting/types';
import { toRupees } from '../../../src/domain/money';
import type { Trx } from '../../money/ledger';
import { openBetsOfUser, runnersOfMarkets, setExposure, type OpenBetRow } from './repository';

/** A stored bet as the exposure maths sees it: a pending bet at its requested price, a matched one at its fill. */
export function openBetOf(row: OpenBetRow): OpenBet {
  return {
    marketKind: row.market_kind,
    marketId: row.market_id,
    selectionId: row.selection_id,
    side: row.side,
    price: row.odds_matched ?? row.odds_requested,
    ...(row.rate !== null ? { rate: row.rate } : {}),
    // Stakes are whole rupees (saveBet refuses anything else).
    stake: toRupees(row.stake),
    ...(row.odds_matched === null ? { pending: true } : {}),
  };
}

/**
 * Runner lists of the markets the bets are in, from the persisted runners, topped up with what the
 * live snapshot knows (a market whose definition is not persisted yet). Unknown → the maths assumes
 * some other runner may win, which can only overstate the exposure.
 */
export async function runnersLookup(trx: Trx, bets: readonly OpenBet[], live?: RunnersOf): Promise<RunnersOf> {
  const ids = [...new Set(bets.filter((b) => b.marketKind !== 'Fancy').map((b) => b.marketId))];
  return mergedRunners(await runnersOfMarkets(trx, ids), live);
}

/** The persisted runner lists (by market id), topped up with the live snapshot's (see runnersLookup). */
export function mergedRunners(stored: ReadonlyMap<string, number[]>, live?: RunnersOf): RunnersOf {
  return (market) => {
    const fromDb = stored.get(market.marketId);
    const fromLive = live?.(market);
    // The kept position (position/cache.ts) lists a market with no persisted runner as []: nothing
    // known, as for a market the database has no row of, not "no runner can win".
    if (!fromDb || fromDb.length === 0) return fromLive;
    if (!fromLive) return fromDb;
    return [...new Set([...fromDb.map(String), ...fromLive.map(String)])].map(Number);
  };
}

export interface OpenPosition {
  bets: OpenBet[];
  runnersOf: RunnersOf;
  exposurePaise: number;
}

/** The user's open bets and their exposure now (the caller holds the wallet lock). */
export async function openPosition(trx: Trx, userId: number, live?: RunnersOf): Promise<OpenPosition> {
  const bets = (await openBetsOfUser(trx, userId)).map(openBetOf);
  const runnersOf = await runnersLookup(trx, bets, live);
  return { bets, runnersOf, exposurePaise: totalExposurePaise(bets, runnersOf) };
}

/** Recomputes and stores wallets.exposure; returns it in paise. */
export async function refreshExposure(trx: Trx, userId: number, live?: RunnersOf): Promise<number> {
  const { exposurePaise } = await openPosition(trx, userId, live);
  await setExposure(trx, userId, exposurePaise);
  return exposurePaise;
}
