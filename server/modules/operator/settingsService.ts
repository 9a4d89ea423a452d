// The operator's settings: per sport (stake limits, the three bet delays, the match-odds price
// window), per event (IsBetLock, the market kinds offered, the event's own stake limits, delays and
// price window, each group null when the sport's applies), master data (site message, BetStartTime) and
// the default stake buttons. Each change is one transaction with its audit row. The tables changed
// (sports, master_data, user_match_settings) bump the bet-rules epoch (migration 11), so the very
// next bet on every API process reads the new rules; the event controls reach the odds and the bet
// checks through the snapshot overlay and bets_market_open (migration 20261125_21).
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import type { Trx } from '../../money/ledger';
import { recordAction, type Actor } from './audit';
import { refreshControls } from './controlsStore';
import { OPERATOR_MSG } from './messages';
import type { Q } from './queries';
import * as repo from './settingsRepository';
import type {
  DelaysValue,
  EventPatchValue,
  EventSettingsValue,
  PriceWindowValue,
  SportPatchValue,
  SportSettingsValue,
  StakeLimitsValue,
} from './settingsSchemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { toHundredths } from '../../../src/domain/betting/paise';
import { stakeLimitsOf, type StakeLimitColumns } from '../sports';

type SportRow = Awaited<ReturnType<typeof repo.sportRows>>[number];

const limitColumns = (l: StakeLimitsValue) => ({
  min_odd_limit: l.minOddLimit,
  max_odd_limit: l.maxOddLimit,
  min_bookmaker_limit: l.minBookmakerLimit,
  max_bookmaker_limit: l.maxBookmakerLimit,
  min_fancy_limit: l.minFancyLimit,
  max_fancy_limit: l.maxFancyLimit,
});

export const sportSettingsOf = (row: SportRow): SportSettingsValue => ({
  id: row.id,
  name: row.name,
  betDelayTime: row.bet_delay_time,
  bookmakerDelayTime: row.bookmaker_delay_time,
  fancyDelayTime: row.fancy_delay_time,
  ...stakeLimitsOf(row),
  minOddPrice: row.min_odd_price / 100,
  maxOddPrice: row.max_odd_price / 100,
});

type EventRow = Selectable<Database['user_match_settings']>;

/** The event's own stake limits, delays and price window as its row holds them (null: none). */
function eventRulesOf(row: EventRow | undefined) {
  const limits = row && row.min_odd_limit !== null ? stakeLimitsOf(row as StakeLimitColumns) : null;
  const delays: DelaysValue | null =
    row && row.bet_delay_time !== null && row.bookmaker_delay_time !== null && row.fancy_delay_time !== null
      ? { betDelayTime: row.bet_delay_time, bookmakerDelayTime: row.bookmaker_delay_time, fancyDelayTime: row.fancy_delay_time }
      : null;
  const priceWindow: PriceWindowValue | null =
    row && row.min_odd_price !== null && row.max_odd_price !== null
      ? { minOddPrice: row.min_odd_price / 100, maxOddPrice: row.max_odd_price / 100 }
      : null;
  return { limits, delays, priceWindow };
}

/** 400 unless the window is 1.01–1000 (the schema) with at most two decimals, minimum not above maximum. */
function checkWindow(w: PriceWindowValue): void {
  for (const price of [w.minOddPrice, w.maxOddPrice]) {
    if (Math.abs(price * 100 - toHundredths(price)) > 1e-6) throw badRequest(OPERATOR_MSG.priceTwoDecimals);
  }
  if (toHundredths(w.minOddPrice) > toHundredths(w.maxOddPrice)) throw badRequest(OPERATOR_MSG.minPriceAboveMax);
}

/** 400 when a minimum is above its maximum. */
function checkLimits(l: StakeLimitsValue): void {
  if (l.minOddLimit > l.maxOddLimit) throw badRequest(OPERATOR_MSG.minAboveMax('match odds'));
  if (l.minBookmakerLimit > l.maxBookmakerLimit) throw badRequest(OPERATOR_MSG.minAboveMax('bookmaker'));
  if (l.minFancyLimit > l.maxFancyLimit) throw badRequest(OPERATOR_MSG.minAboveMax('fancy'));
}

const flagOf = (value: number | boolean | null | undefined): 0 | 1 => (value === true || value === 1 ? 1 : 0);

export function makeSettingsService(deps: Pick<AppDeps, 'db' | 'snapshots'>) {
  const { db, snapshots } = deps;

  /** The event as the operator sees it; 404 when neither the database nor the feed knows it. */
  async function eventSettings(q: Q, eventId: number): Promise<EventSettingsValue> {
    const [row, control, own] = await Promise.all([
      repo.eventRow(q, eventId),
      repo.eventControlRow(q, eventId),
      repo.eventRulesRow(q, eventId),
    ]);
    const live = snapshots.rawEvent(eventId)?.event;
    // The feed's live copy first, the stored row otherwise.
    const known = live
      ? {
          sportId: live.sportId,
          name: live.name,
          feed: { isBetLock: live.isBetLock, matchOdds: live.hasMatchOdds, bookMaker: live.hasBookmaker, fancy: live.hasFancy },
        }
      : row
        ? {
            sportId: row.sport_id,
            name: row.name,
            feed: { isBetLock: row.is_bet_lock, matchOdds: row.has_match_odds, bookMaker: row.has_bookmaker, fancy: row.has_fancy },
          }
        : null;
    if (!known) throw notFound(OPERATOR_MSG.noSuchEvent);
    const { sportId, feed } = known;
    const sport = await repo.sportRow(q, sportId);
    const rules = eventRulesOf(own);
    const overrides = {
      isBetLock: (control?.is_bet_lock ?? null) as 0 | 1 | null,
      matchOdds: (control?.has_match_odds ?? null) as 0 | 1 | null,
      bookMaker: (control?.has_bookmaker ?? null) as 0 | 1 | null,
      fancy: (control?.has_fancy ?? null) as 0 | 1 | null,
    };
    const base = sport && sportSettingsOf(sport);
    return {
      eventId,
      sportId,
      eventName: known.name,
      isBetLock: flagOf(overrides.isBetLock ?? feed.isBetLock),
      matchOdds: flagOf(overrides.matchOdds ?? feed.matchOdds),
      bookMaker: flagOf(overrides.bookMaker ?? feed.bookMaker),
      fancy: flagOf(overrides.fancy ?? feed.fancy),
      overrides,
      ...rules,
      effective: base
        ? {
            ...(rules.limits ?? stakeLimitsOf(sport)),
            ...(rules.delays ?? {
              betDelayTime: base.betDelayTime,
              bookmakerDelayTime: base.bookmakerDelayTime,
              fancyDelayTime: base.fancyDelayTime,
            }),
            ...(rules.priceWindow ?? { minOddPrice: base.minOddPrice, maxOddPrice: base.maxOddPrice }),
          }
        : null,
    };
  }

  /**
   * The event's own row (user_id null) with the groups given changed (null clears one); deleted when
   * nothing of its own is left, so GetStackLimit lists only events that differ from their sport.
   */
  async function saveEventRules(
    trx: Trx,
    eventId: number,
    change: Pick<EventPatchValue, 'limits' | 'delays' | 'priceWindow'>,
  ): Promise<void> {
    const current = eventRulesOf(await repo.eventRulesRow(trx, eventId));
    const next = {
      limits: change.limits === undefined ? current.limits : change.limits,
      delays: change.delays === undefined ? current.delays : change.delays,
      priceWindow: change.priceWindow === undefined ? current.priceWindow : change.priceWindow,
    };
    await repo.deleteEventRules(trx, eventId);
    if (!next.limits && !next.delays && !next.priceWindow) return;
    await repo.insertEventRules(trx, {
      user_id: null,
      game_id: String(eventId),
      ...(next.limits ? limitColumns(next.limits) : {}),
      bet_delay_time: next.delays?.betDelayTime ?? null,
      bookmaker_delay_time: next.delays?.bookmakerDelayTime ?? null,
      fancy_delay_time: next.delays?.fancyDelayTime ?? null,
      min_odd_price: next.priceWindow ? toHundredths(next.priceWindow.minOddPrice) : null,
      max_odd_price: next.priceWindow ? toHundredths(next.priceWindow.maxOddPrice) : null,
    });
  }

  return {
    async all() {
      const [sports, master, buttons] = await Promise.all([repo.sportRows(db), repo.masterRow(db), repo.defaultStakeButtons(db)]);
      return {
        sports: sports.map(sportSettingsOf),
        master: { siteMessage: master?.site_message ?? '', betStartTime: master?.bet_start_time ?? 0 },
        stakeButtons: {
          match: buttons.filter((b) => b.kind === 'match').map((b) => ({ label: b.label, value: b.value })),
          wallet: buttons.filter((b) => b.kind === 'wallet').map((b) => ({ label: b.label, value: b.value })),
        },
      };
    },

    async patchSport(actor: Actor, sportId: number, patch: SportPatchValue): Promise<SportSettingsValue> {
      const { reason, ...changes } = patch;
      if (Object.keys(changes).length === 0) throw badRequest(OPERATOR_MSG.noSettingChange);
      return db.transaction().execute(async (trx) => {
        const row = await repo.lockSportRow(trx, sportId);
        if (!row) throw notFound(OPERATOR_MSG.noSuchSport);
        const before = sportSettingsOf(row);
        const after = { ...before, ...changes };
        checkLimits(after);
        checkWindow(after);
        await repo.updateSport(trx, sportId, {
          bet_delay_time: after.betDelayTime,
          bookmaker_delay_time: after.bookmakerDelayTime,
          fancy_delay_time: after.fancyDelayTime,
          ...limitColumns(after),
          min_odd_price: toHundredths(after.minOddPrice),
          max_odd_price: toHundredths(after.maxOddPrice),
        });
        await recordAction(trx, actor, { action: 'settings.sport', target: `sport:${sportId}`, before, after, reason });
        return after;
      });
    },

    event: (eventId: number) => eventSettings(db, eventId),

    async patchEvent(actor: Actor, eventId: number, patch: EventPatchValue): Promise<EventSettingsValue> {
      const { reason, limits, delays, priceWindow, ...flags } = patch;
      if (Object.keys(flags).length === 0 && limits === undefined && delays === undefined && priceWindow === undefined) {
        throw badRequest(OPERATOR_MSG.noSettingChange);
      }
      if (limits) checkLimits(limits);
      if (priceWindow) checkWindow(priceWindow);
      const after = await db.transaction().execute(async (trx) => {
        const before = await eventSettings(trx, eventId);
        const merged = { ...before.overrides };
        for (const [key, value] of Object.entries(flags) as Array<[keyof typeof merged, 0 | 1 | 'feed']>)
          merged[key] = value === 'feed' ? null : value;
        await repo.upsertEventControls(trx, eventId, merged);
        if (limits !== undefined || delays !== undefined || priceWindow !== undefined)
          await saveEventRules(trx, eventId, { limits, delays, priceWindow });
        const changed = await eventSettings(trx, eventId);
        await recordAction(trx, actor, { action: 'settings.event', target: `event:${eventId}`, before, after: changed, reason });
        return changed;
      });
      await refreshControls(db, snapshots);
      return after;
    },

    async patchMaster(actor: Actor, patch: { siteMessage?: string; betStartTime?: number; reason?: string }) {
      const { reason, ...changes } = patch;
      if (Object.keys(changes).length === 0) throw badRequest(OPERATOR_MSG.noSettingChange);
      return db.transaction().execute(async (trx) => {
        const row = await repo.lockMasterRow(trx);
        const before = { siteMessage: row.site_message, betStartTime: row.bet_start_time };
        const after = { ...before, ...changes };
        await repo.updateMaster(trx, row.id, after.siteMessage, after.betStartTime);
        await recordAction(trx, actor, { action: 'settings.master', target: 'master', before, after, reason });
        return after;
      });
    },

    /** Replaces the default buttons of a kind, slot for slot (as many as there are: players' own buttons keep their slots). */
    async putStakeButtons(
      actor: Actor,
      kind: 'match' | 'wallet',
      buttons: ReadonlyArray<{ label: string; value: number }>,
      reason?: string,
    ) {
      return db.transaction().execute(async (trx) => {
        const current = await repo.lockDefaultStakeButtons(trx, kind);
        if (buttons.length !== current.length) throw badRequest(`Give exactly ${current.length} ${kind} stake buttons.`);
        for (const [i, row] of current.entries()) {
          await repo.updateDefaultStakeButton(trx, kind, row.slot, buttons[i].label, buttons[i].value);
        }
        await recordAction(trx, actor, {
          action: 'settings.stake-buttons',
          target: `stake-buttons:${kind}`,
          before: current.map((b) => ({ label: b.label, value: b.value })),
          after: buttons,
          reason,
        });
        return buttons;
      });
    },
  };
}
