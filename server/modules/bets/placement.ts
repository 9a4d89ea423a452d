// saveBet (design §5): every rule re-checked on the server against the live snapshot and the
// database; the bet is booked PENDING, with wallets.exposure recomputed, in one transaction under
// the user's wallet lock. A refused bet records nothing.
import { checkAffordable } from '../../../src/domain/betting/affordability';
import { totalExposurePaise, type RunnersOf } from '../../../src/domain/betting/exposure';
import { bettingOpensAt, canTapPrice } from '../../../src/domain/betting/priceTap';
import { fancyRowRate, profitPreview } from '../../../src/domain/betting/profit';
import { betDelaySeconds, resolveStakeLimits, validateStake } from '../../../src/domain/betting/stakeLimits';
import { ODDS_TYPE_OF, type OpenBet } from '../../../src/domain/betting/types';
import { toHundredths } from '../../../src/domain/betting/paise';
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { toPaise } from '../../../src/domain/money';
import type { SportStakeLimit, UserMatchSetting } from '../../../src/domain/contract/sports';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { lockWallet } from '../../money/ledger';
import type { SessionUser } from '../auth/sessionStore';
import { openBetOf, runnersLookup } from './exposure';
import { eventIsLive, isOnOffer, liveSelection, type LiveSelection } from './liveMarket';
import { BETS_MSG } from './messages';
import { readSaveBet, type SaveBetPayload } from './payload';
import { findBetByBetId, insertBet, isMarketSettled, openBetsOfUser, placementSettings, setExposure, type PlacementSettings } from './repository';
import type { BetsContext } from './context';
import type { FeedEvent } from '../../feed/types';

type SportRow = NonNullable<PlacementSettings['sport']>;
type MatchSettingRow = NonNullable<PlacementSettings['matchSetting']>;

export function sportLimitOf(row: SportRow): SportStakeLimit {
  return {
    id: row.id,
    betDelayTime: row.bet_delay_time,
    bookmakerDelayTime: row.bookmaker_delay_time,
    fancyDelayTime: row.fancy_delay_time,
    minOddLimit: row.min_odd_limit,
    maxOddLimit: row.max_odd_limit,
    minBookmakerLimit: row.min_bookmaker_limit,
    maxBookmakerLimit: row.max_bookmaker_limit,
    minFancyLimit: row.min_fancy_limit,
    maxFancyLimit: row.max_fancy_limit,
  };
}

function matchSettingOf(row: MatchSettingRow): UserMatchSetting {
  return {
    gameId: row.game_id,
    minOddLimit: row.min_odd_limit,
    maxOddLimit: row.max_odd_limit,
    minBookmakerLimit: row.min_bookmaker_limit,
    maxBookmakerLimit: row.max_bookmaker_limit,
    minFancyLimit: row.min_fancy_limit,
    maxFancyLimit: row.max_fancy_limit,
  };
}

/** The market's runners as the live snapshot knows them (tops up the persisted runner lists). */
export function liveRunners(selection: LiveSelection): RunnersOf {
  return (market) =>
    market.marketKind === selection.kind && market.marketId === selection.marketId ? selection.runners : undefined;
}

/**
 * The money checks (spec §4) for a bet that changes the exposure from `without` to `with`: only a
 * bet that adds risk is refused, so a hedge is always accepted, even from a player whose limit the
 * operator has since lowered.
 */
export function moneyRefusal(
  wallet: { balance: number; reserved: number },
  exposureLimit: number,
  without: number,
  withBet: number,
): string | null {
  if (withBet <= without) return null;
  return checkAffordable({ balancePaise: wallet.balance - wallet.reserved, exposurePaise: withBet, exposureLimitPaise: exposureLimit });
}

interface Checked {
  payload: SaveBetPayload;
  selection: LiveSelection;
  settings: PlacementSettings;
  event: FeedEvent;
  delaySeconds: number;
}

/** Every rule that needs no lock: who, which market, which price, which stake. Throws the refusal. */
async function checkBet(ctx: BetsContext, user: SessionUser, payload: SaveBetPayload): Promise<Checked> {
  const kind = payload.market;
  if (ODDS_TYPE_OF[kind] !== payload.oddsType) throw badRequest(BETS_MSG.betMismatch);
  const state = ctx.live(payload.eventId);
  if (!state || !eventIsLive(state.event)) throw badRequest(MSG.notAbleToBet);
  const { event } = state;
  if (event.sportId !== payload.sportId || event.seriesId !== payload.seriesId) throw badRequest(BETS_MSG.betMismatch);
  const selection = liveSelection(state, { kind, marketId: payload.marketId, selectionId: payload.selectionId, side: payload.side });
  if (!selection) throw badRequest(MSG.notAbleToBet);
  if (await isMarketSettled(ctx.db, selection.marketId)) throw badRequest(MSG.notAbleToBet);

  const settings = await placementSettings(ctx.db, user.id, event.sportId, String(event.id));
  const tapRefusal = canTapPrice({
    lockBetting: settings.lockBetting === 1,
    matchLocked: event.isBetLock,
    bettingOpensAt: bettingOpensAt(event.startsAt, settings.betStartMinutes),
    now: ctx.clock.now(),
    marketStatus: selection.marketStatus,
    kind,
    price: payload.oddsRequest,
    gameStatus: selection.gameStatus,
  });
  if (tapRefusal) throw badRequest(tapRefusal);
  if (!isOnOffer(selection, payload.oddsRequest)) throw badRequest(MSG.oddsChanged);
  if (kind === 'Fancy') {
    // The payload carries the rate only inside Profit/Liability: it must be the size on offer.
    const priced = fancyRowRate({
      type: payload.side,
      amountStake: payload.stake,
      profit: Number(payload.profitText),
      liability: Number(payload.liabilityText),
    });
    if (selection.rate === null || toHundredths(priced) !== toHundredths(selection.rate)) throw badRequest(MSG.oddsChanged);
  }

  if (!settings.sport) throw badRequest(MSG.notAbleToBet);
  const limits = resolveStakeLimits(kind, { sportId: event.sportId, gameId: String(event.id) }, {
    sports: [sportLimitOf(settings.sport)],
    userMatchSettings: settings.matchSetting ? [matchSettingOf(settings.matchSetting)] : [],
  });
  const stakeRefusal = validateStake(payload.stake, limits, { kind, sportId: event.sportId, totalMatched: selection.totalMatched });
  if (stakeRefusal) throw badRequest(stakeRefusal);

  return { payload, selection, settings, event, delaySeconds: betDelaySeconds(kind, sportLimitOf(settings.sport)) };
}

/** An earlier save of the same BetId: the caller's is answered as booked, another user's is refused. */
function assertNotTaken(existing: { user_id: number } | undefined, userId: number): boolean {
  if (!existing) return false;
  if (existing.user_id !== userId) throw conflict(BETS_MSG.betIdTaken);
  return true;
}

export async function saveBet(ctx: BetsContext, user: SessionUser, cipherText: string, ip: string): Promise<{ betId: string }> {
  const payload = readSaveBet(cipherText, ctx.payloadKey);
  if (payload.userId !== user.id) throw forbidden(SERVER_MSG.forbidden);
  if (assertNotTaken(await findBetByBetId(ctx.db, payload.betId), user.id)) return { betId: payload.betId };

  const { selection, settings, event, delaySeconds } = await checkBet(ctx, user, payload);
  const rate = selection.rate;
  const candidate: OpenBet = {
    marketKind: payload.market,
    marketId: payload.marketId,
    selectionId: payload.selectionId,
    side: payload.side,
    price: payload.oddsRequest,
    ...(rate !== null ? { rate } : {}),
    stake: payload.stake,
    // Saved unmatched: it protects nothing until it is matched (see OpenBet.pending).
    pending: true,
  };
  const preview = profitPreview(candidate);
  const now = ctx.clock.now();

  await ctx.db.transaction().execute(async (trx) => {
    const wallet = await lockWallet(trx, user.id);
    // Checked again under the lock: two saves of one BetId race to here.
    if (assertNotTaken(await findBetByBetId(trx, payload.betId), user.id)) return;
    const open = (await openBetsOfUser(trx, user.id)).map(openBetOf);
    const runnersOf = await runnersLookup(trx, [...open, candidate], liveRunners(selection));
    const without = totalExposurePaise(open, runnersOf);
    const withBet = totalExposurePaise([...open, candidate], runnersOf);
    const refusal = moneyRefusal(wallet, settings.exposureLimit, without, withBet);
    if (refusal) throw badRequest(refusal);

    await insertBet(trx, {
      bet_id: payload.betId,
      user_id: user.id,
      sport_id: event.sportId,
      series_id: event.seriesId,
      series_name: ctx.seriesName(event.seriesId) ?? '',
      event_id: event.id,
      event_name: event.name,
      market_id: selection.marketId,
      market_name: selection.marketName,
      market_kind: selection.kind,
      odds_type: payload.oddsType,
      selection_id: payload.selectionId,
      selection_name: selection.selectionName,
      side: payload.side,
      odds_requested: payload.oddsRequest,
      odds_matched: null,
      rate,
      stake: toPaise(payload.stake),
      profit: preview.profitPaise,
      liability: preview.liabilityPaise,
      status: 'pending',
      ip,
      place_time: new Date(now),
      match_after: new Date(now + delaySeconds * 1000),
    });
    await setExposure(trx, user.id, withBet);
  });
  return { betId: payload.betId };
}
