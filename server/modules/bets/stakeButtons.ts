// The 10 quick-stake buttons of the match page (spec §3 'Match stack buttons'): the player's own,
// slot by slot over the defaults. Updates accept the button array (the popup's 10 pairs, the
// Change Button Values page's 8) or the btnN/btnValueN object the fetch returns.
import { DEFAULT_MATCH_STAKES } from '../../../src/domain/constants';
import { MATCH_STACK_BUTTON_COUNT, type MatchStackButtons } from '../../../src/domain/contract/bets';
import { badRequest } from '../../lib/errors';
import type { Db } from '../../db/database';
import { matchStakeButtons, saveMatchStakeButtons, type StakeButton } from './repository';

export const STACK_LABEL_MAX = 16;
export const STACK_VALUE_MAX = 10_000_000;

async function currentButtons(db: Db, userId: number): Promise<StakeButton[]> {
  const { own, defaults } = await matchStakeButtons(db, userId);
  return Array.from({ length: MATCH_STACK_BUTTON_COUNT }, (_, i) => {
    const slot = i + 1;
    const fallback = DEFAULT_MATCH_STAKES[i];
    return own.find((b) => b.slot === slot) ?? defaults.find((b) => b.slot === slot) ?? { slot, label: String(fallback), value: fallback };
  });
}

export async function fetchStackButtons(db: Db, userId: number): Promise<MatchStackButtons> {
  const data: Record<string, string | number> = {};
  for (const button of await currentButtons(db, userId)) {
    data[`btn${button.slot}`] = button.label;
    data[`btnValue${button.slot}`] = button.value;
  }
  return data as MatchStackButtons;
}

type Pair = { label?: string | number; value?: string | number };
export type StackButtonsInput = Pair[] | Record<string, string | number>;

/**
 * The buttons a body carries, bare or wrapped in `{ data }`. The body's schema lets `{ data: … }`
 * through as a btn object with one unknown key, so what `data` holds reaches here unchecked by it:
 * only an array or an object is unwrapped (`{ data: null }` is a btn object naming no button).
 */
export function unwrapStackButtons(body: unknown): StackButtonsInput {
  if (typeof body !== 'object' || body === null) throw badRequest('No buttons to update.');
  const wrapped = !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : undefined;
  return (typeof wrapped === 'object' && wrapped !== null ? wrapped : body) as StackButtonsInput;
}

/** The pairs the body names, slot 1 first; undefined parts keep the slot's current label or value. */
function pairsOf(input: StackButtonsInput): Map<number, Pair> {
  const pairs = new Map<number, Pair>();
  if (Array.isArray(input)) {
    input.forEach((pair: unknown, i) => {
      if (typeof pair !== 'object' || pair === null || Array.isArray(pair)) {
        throw badRequest(`Button ${i + 1}: a label and a value are needed.`);
      }
      pairs.set(i + 1, pair as Pair);
    });
    return pairs;
  }
  for (const [key, raw] of Object.entries(input)) {
    const match = /^btn(Value)?([1-9]|10)$/.exec(key);
    if (!match) continue;
    const slot = Number(match[2]);
    const pair = pairs.get(slot) ?? {};
    if (match[1]) pair.value = raw;
    else pair.label = raw;
    pairs.set(slot, pair);
  }
  return pairs;
}

// What an unwrapped `data` holds is unchecked by the schema: anything but a string or a number is
// refused here.
function checkedLabel(raw: unknown, slot: number): string {
  const label = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (label.length === 0 || label.length > STACK_LABEL_MAX) {
    throw badRequest(`Button ${slot}: the label must be 1 to ${STACK_LABEL_MAX} characters.`);
  }
  return label;
}

function checkedValue(raw: unknown, slot: number): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > STACK_VALUE_MAX) {
    throw badRequest(`Button ${slot}: the value must be a whole number from 1 to ${STACK_VALUE_MAX}.`);
  }
  return value;
}

export async function updateStackButtons(db: Db, userId: number, input: StackButtonsInput): Promise<void> {
  const pairs = pairsOf(input);
  if (pairs.size === 0) throw badRequest('No buttons to update.');
  await db.transaction().execute(async (trx) => {
    const current = await currentButtons(trx, userId);
    const next = current.map((button) => {
      const pair = pairs.get(button.slot);
      if (!pair) return button;
      return {
        slot: button.slot,
        label: pair.label === undefined ? button.label : checkedLabel(pair.label, button.slot),
        value: pair.value === undefined ? button.value : checkedValue(pair.value, button.slot),
      };
    });
    // All ten are stored: the player's set no longer follows later changes to the defaults.
    await saveMatchStakeButtons(trx, userId, next);
  });
}
