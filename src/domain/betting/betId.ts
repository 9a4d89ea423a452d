// Bet ids and bet timestamps (spec §3, §9).
import { BET_ID_LENGTH, IST_SHIFT_MS } from '../constants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Uniform in [0, 1). Injected so the browser and server can pass a crypto source and tests a fixed one. */
export type RandomSource = () => number;

/** 30 random alphanumeric characters: the BetId the slip creates and saveBet de-duplicates on. */
export function newBetId(random: RandomSource): string {
  let id = '';
  for (let i = 0; i < BET_ID_LENGTH; i += 1) {
    // Clamp: a source that returns exactly 1 (or a hair above) must not run off the alphabet.
    const index = Math.min(ALPHABET.length - 1, Math.max(0, Math.floor(random() * ALPHABET.length)));
    id += ALPHABET[index];
  }
  return id;
}

export const BET_ID_PATTERN = `^[A-Za-z0-9]{${BET_ID_LENGTH}}$`;
const BET_ID_REGEX = new RegExp(BET_ID_PATTERN);

export function isBetId(value: unknown): value is string {
  return typeof value === 'string' && BET_ID_REGEX.test(value);
}

/**
 * PlaceTime and MatchedTime are Indian time written as if it were UTC (spec §3: shifted +5.5 h):
 * an ISO string whose clock reads IST. Kept for fidelity; the server orders by its own timestamps.
 */
export function istShiftedIso(epochMs: number): string {
  return new Date(epochMs + IST_SHIFT_MS).toISOString();
}

/** The instant an IST-shifted timestamp stands for. */
export function fromIstShiftedIso(text: string): number {
  return Date.parse(text) - IST_SHIFT_MS;
}
