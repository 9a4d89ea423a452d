// The settings forms' rules, the server's (settingsSchemas.ts, settingsService.ts): delays whole seconds
// 0 to 60, stakes whole rupees 0 to ₹100 crore with each minimum not above its maximum, match-odds
// prices 1.01 to 1000 with at most 2 decimals, minimum not above maximum, a site message of at most
// 1,000 characters, BetStartTime whole minutes up to 30 days, a reason of at most 500.
import { DELAY_FIELDS, STAKE_FIELDS, type DelayField, type PriceField, type SportField, type StakeField } from './settingsApi';

export const SETTINGS_MSG = {
  delay: 'A delay is whole seconds from 0 to 60.',
  stake: 'A stake limit is whole rupees from 0.',
  minAboveMax: 'The minimum is above the maximum.',
  maxBelowMin: 'The maximum is below the minimum.',
  price: 'A price is 1.01 to 1000 with at most 2 decimals.',
  minPriceAboveMax: 'The minimum price is above the maximum.',
  maxPriceBelowMin: 'The maximum price is below the minimum.',
  threshold: 'The threshold is whole rupees from 0, or empty for none.',
  message: 'The site message is at most 1,000 characters.',
  betStart: 'Whole minutes from 0 to 43,200 (30 days).',
  reason: 'The reason is at most 500 characters.',
  nothing: 'Nothing changed.',
  eventId: "An event id is a whole number from 1 (the gameId in the player's address).",
  buttonLabel: 'A button label is 1 to 20 characters.',
  buttonValue: 'A button value is whole rupees from 1 to 1,00,00,000.',
} as const;

const whole = (text: string) => /^\d+$/.test(text.trim()) && Number.isSafeInteger(Number(text.trim()));

export type SportDraft = Record<SportField, string>;

export function sportErrors(draft: SportDraft): Partial<Record<SportField, string>> {
  return { ...delayErrors(draft), ...stakeErrors(draft), ...priceErrors(draft) };
}

/** The three bet delays, whole seconds 0 to 60 (a sport's or an event's). */
export function delayErrors(draft: Record<DelayField, string>): Partial<Record<DelayField, string>> {
  const errors: Partial<Record<DelayField, string>> = {};
  for (const f of DELAY_FIELDS) if (!whole(draft[f]) || Number(draft[f]) > 60) errors[f] = SETTINGS_MSG.delay;
  return errors;
}

/** '1.5' → 150; undefined unless a decimal with at most two places. */
export function priceHundredths(text: string): number | undefined {
  const t = text.trim();
  // Two places at most, so ×100 and a rounding is exact.
  return /^\d{1,7}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : undefined;
}

/** The match-odds price window: each price 1.01 to 1000, 2 decimals at most, minimum not above maximum. */
export function priceErrors(draft: Record<PriceField, string>): Partial<Record<PriceField, string>> {
  const errors: Partial<Record<PriceField, string>> = {};
  const min = priceHundredths(draft.minOddPrice);
  const max = priceHundredths(draft.maxOddPrice);
  const inRange = (h: number | undefined): h is number => h !== undefined && h >= 101 && h <= 100_000;
  if (!inRange(min)) errors.minOddPrice = SETTINGS_MSG.price;
  if (!inRange(max)) errors.maxOddPrice = SETTINGS_MSG.price;
  // Under both prices: the clerk may have changed either one, and reads the field they changed.
  if (inRange(min) && inRange(max) && min > max) {
    errors.minOddPrice = SETTINGS_MSG.minPriceAboveMax;
    errors.maxOddPrice = SETTINGS_MSG.maxPriceBelowMin;
  }
  return errors;
}

/** Six stake limits, whole rupees, each minimum not above its maximum (a sport's or an event's). */
export function stakeErrors(draft: Record<StakeField, string>): Partial<Record<StakeField, string>> {
  const errors: Partial<Record<StakeField, string>> = {};
  for (const f of STAKE_FIELDS) if (!whole(draft[f]) || Number(draft[f]) > 1_000_000_000) errors[f] = SETTINGS_MSG.stake;
  for (const [min, max] of [
    ['minOddLimit', 'maxOddLimit'],
    ['minBookmakerLimit', 'maxBookmakerLimit'],
    ['minFancyLimit', 'maxFancyLimit'],
  ] as const) {
    if (!errors[min] && !errors[max] && Number(draft[min]) > Number(draft[max])) {
      errors[min] = SETTINGS_MSG.minAboveMax;
      errors[max] = SETTINGS_MSG.maxBelowMin;
    }
  }
  return errors;
}

export function eventIdError(text: string): string | undefined {
  return whole(text) && Number(text.trim()) >= 1 && Number(text.trim()) <= 2 ** 31 - 1 ? undefined : SETTINGS_MSG.eventId;
}

/** A stake button: label 1 to 20 characters, value whole rupees 1 to ₹1 crore (settingsSchemas.ts). */
export function buttonErrors(button: { label: string; value: string }): Partial<Record<'label' | 'value', string>> {
  const errors: Partial<Record<'label' | 'value', string>> = {};
  const label = button.label.trim();
  if (label.length < 1 || label.length > 20) errors.label = SETTINGS_MSG.buttonLabel;
  if (!whole(button.value) || Number(button.value) < 1 || Number(button.value) > 10_000_000) errors.value = SETTINGS_MSG.buttonValue;
  return errors;
}

export function masterErrors(draft: {
  siteMessage: string;
  betStartTime: string;
}): Partial<Record<'siteMessage' | 'betStartTime', string>> {
  const errors: Partial<Record<'siteMessage' | 'betStartTime', string>> = {};
  if (draft.siteMessage.length > 1000) errors.siteMessage = SETTINGS_MSG.message;
  if (!whole(draft.betStartTime) || Number(draft.betStartTime) > 43_200) errors.betStartTime = SETTINGS_MSG.betStart;
  return errors;
}

export function reasonTooLong(reason: string): string | undefined {
  return reason.trim().length > 500 ? SETTINGS_MSG.reason : undefined;
}

/** The four-eyes threshold: whole rupees, or empty for none. */
export function thresholdError(text: string): string | undefined {
  return text.trim() === '' || (whole(text) && Number(text.trim()) <= 100_000_000) ? undefined : SETTINGS_MSG.threshold;
}
