// An event's own rules come in three groups (stake limits, bet delays, match-odds price window), each
// all-or-null on the server: null means the event follows its sport. These helpers check a group's
// draft, work out what to send for it, and say in words what applies now.
import {
  DELAY_FIELDS,
  PRICE_FIELDS,
  STAKE_FIELDS,
  type Delays,
  type EventSettings,
  type PriceWindow,
  type SportField,
  type StakeLimits,
} from './settingsApi';
import { delayErrors, priceErrors, stakeErrors } from './settingsValidation';

export const RULE_GROUPS = ['limits', 'delays', 'priceWindow'] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];
export const GROUP_FIELDS: Record<RuleGroup, readonly SportField[]> = {
  limits: STAKE_FIELDS,
  delays: DELAY_FIELDS,
  priceWindow: PRICE_FIELDS,
};
export const GROUP_TOGGLE: Record<RuleGroup, string> = {
  limits: "Own stake limits (else the sport's)",
  delays: "Own bet delays (else the sport's)",
  priceWindow: "Own match-odds price window (else the sport's)",
};
export type RuleDraft = Record<SportField, string>;
type GroupValue = StakeLimits | Delays | PriceWindow;

export function groupErrors(group: RuleGroup, draft: RuleDraft): Partial<Record<SportField, string>> {
  if (group === 'limits') return stakeErrors(draft);
  return group === 'delays' ? delayErrors(draft) : priceErrors(draft);
}

/** The draft of every group: the event's own values, else what applies now (the sport's), else blank. */
export function initialDraft(event: EventSettings): RuleDraft {
  const values = (group: RuleGroup) => (event[group] ?? event.effective) as Partial<Record<SportField, number>> | null;
  return Object.fromEntries(
    RULE_GROUPS.flatMap((g) => GROUP_FIELDS[g].map((f) => [f, values(g)?.[f] === undefined ? '' : String(values(g)?.[f])])),
  ) as RuleDraft;
}

/** What to send for a group: its values when own and changed, null when it goes back to the sport, nothing otherwise. */
export function groupChange(group: RuleGroup, own: boolean, draft: RuleDraft, event: EventSettings): GroupValue | null | undefined {
  const current = event[group] as Partial<Record<SportField, number>> | null;
  if (!own) return current ? null : undefined;
  const values = Object.fromEntries(GROUP_FIELDS[group].map((f) => [f, Number(draft[f])]));
  // Prices are decimals: compare them in hundredths, as the server stores them.
  const same = current && GROUP_FIELDS[group].every((f) => Math.round(values[f] * 100) === Math.round((current[f] ?? NaN) * 100));
  return same ? undefined : (values as GroupValue);
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** What the event's bets get now for a group, in words (from the server's effective values). */
export function describeNow(group: RuleGroup, now: NonNullable<EventSettings['effective']>): string {
  if (group === 'limits') {
    return (
      `match odds ${rupees(now.minOddLimit)}–${rupees(now.maxOddLimit)} · bookmaker ${rupees(now.minBookmakerLimit)}–${rupees(now.maxBookmakerLimit)}` +
      ` · fancy ${rupees(now.minFancyLimit)}–${rupees(now.maxFancyLimit)}`
    );
  }
  if (group === 'delays') return `match odds ${now.betDelayTime} s · bookmaker ${now.bookmakerDelayTime} s · fancy ${now.fancyDelayTime} s`;
  return `${now.minOddPrice} to ${now.maxOddPrice}`;
}
