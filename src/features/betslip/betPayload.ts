// The bet the slip saves (spec §3) and the update that matches it, built from the slip and encrypted
// as the API wants them (`{ data }`, crypto-js AES with the runtime payload key). Profit and
// Liability come from the same profitPreview the slip shows and the server re-derives.
import { istShiftedIso, newBetId } from '../../domain/betting/betId';
import { profitPreview } from '../../domain/betting/profit';
import { encryptJson } from '../../domain/cipher';
import { saveBetPayload, type EncryptedBody, type SaveBetPayload, type UpdateUnmatchBetPayload } from '../../domain/contract/bets';
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
  /** Sent only when on (absent is off for the server). */
  acceptAnyOdds?: boolean;
  /** The player's own price: a price not on offer rests unmatched (sent only when on). */
  keepUnmatched?: boolean;
}

/** The slip's bet as the contract's saveBet payload; fancy is priced at the slip's size (slipPreview). */
export function slipPayload({
  slip,
  stake,
  userId,
  ipAddress,
  now,
  betId = newBetId(secureRandom),
  acceptAnyOdds,
  keepUnmatched,
}: BetInput): SaveBetPayload {
  return saveBetPayload(
    { ...slip.event, sportId: Number(slip.event.eid) },
    { ...slip, stake },
    { betId, userId, ipAddress, time: istShiftedIso(now), acceptAnyOdds, keepUnmatched },
  );
}

export function encrypted(payload: SaveBetPayload | UpdateUnmatchBetPayload): EncryptedBody {
  return { data: encryptJson(payload, getRuntimeConfig().payloadKey) };
}
