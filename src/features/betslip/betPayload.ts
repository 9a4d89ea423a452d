// The bet the slip saves (spec §3) and the update that matches it, built from the slip and encrypted
// as the API wants them (`{ data }`, crypto-js AES with the runtime payload key). Profit and
// Liability come from the same profitPreview the slip shows and the server re-derives.
import { istShiftedIso, newBetId } from '../../domain/betting/betId';
import { profitPreview } from '../../domain/betting/profit';
import { ODDS_TYPE_OF } from '../../domain/betting/types';
import { encryptJson } from '../../domain/cipher';
import type { EncryptedBody, SaveBetPayload, UpdateUnmatchBetPayload } from '../../domain/contract/bets';
import { getRuntimeConfig } from '../../app/runtimeConfig';
import type { OpenSlip } from './betslipSlice';

/** Uniform in [0, 1) from the platform's CSPRNG: BetIds must not be guessable or collide. */
export function secureRandom(): number {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return word[0] / 2 ** 32;
}

/** Fancy bets are priced at the session's rate (the size under the line); the others ignore it. */
export function slipPreview(slip: Pick<OpenSlip, 'marketKind' | 'price' | 'size' | 'side'>, stake: number) {
  return profitPreview({ marketKind: slip.marketKind, price: slip.price, rate: slip.size, side: slip.side, stake });
}

interface BetInput {
  slip: OpenSlip;
  stake: number;
  userId: number;
  ipAddress: string;
  now: number;
  betId?: string;
  /** Issue 14: sent only when on (absent is off for the server). */
  acceptAnyOdds?: boolean;
}

export function saveBetPayload({
  slip,
  stake,
  userId,
  ipAddress,
  now,
  betId = newBetId(secureRandom),
  acceptAnyOdds = false,
}: BetInput): SaveBetPayload {
  const preview = slipPreview(slip, stake);
  const time = istShiftedIso(now);
  return {
    BetId: betId,
    SeriesId: slip.event.seriesId,
    SportId: Number(slip.event.eid),
    EventId: slip.event.gameId,
    Event: slip.event.eventName,
    MarketId: slip.marketId,
    Market: slip.marketKind,
    SelectionId: slip.selectionId,
    Selection: slip.runnerName,
    OddsType: ODDS_TYPE_OF[slip.marketKind],
    Type: slip.side,
    OddsRequest: slip.price,
    AmountStake: stake,
    BetType: 2,
    IsSettlement: 2,
    IsDelete: 0,
    Status: true,
    UserId: userId,
    ResultType: null,
    ResultAmount: 0,
    IpAddress: ipAddress,
    IsMatched: true,
    EventName: slip.event.eventName,
    Profit: preview.profitText,
    Liability: preview.liabilityText,
    MatchedTime: time,
    settleTime: null,
    PlaceTime: time,
    ...(acceptAnyOdds ? { AcceptAnyOdds: true } : {}),
  };
}

export function encrypted(payload: SaveBetPayload | UpdateUnmatchBetPayload): EncryptedBody {
  return { data: encryptJson(payload, getRuntimeConfig().payloadKey) };
}
