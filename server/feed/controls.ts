// The operator's hand on the feed (migration 20261125_21): markets suspended by hand and per-event
// overrides of IsBetLock and of the market kinds offered. Overlaid on the feed's state wherever it
// is served (SnapshotCache), so the odds poll, the lists and the bet checks (which read the same
// state) all see SUSPENDED or the lock until the operator lifts it, whatever the feed sends.
import type { FeedEventState } from './types';

export interface EventControl {
  /** null: the feed's value stands. */
  isBetLock: boolean | null;
  hasMatchOdds: boolean | null;
  hasBookmaker: boolean | null;
  hasFancy: boolean | null;
}

export interface OperatorControls {
  /** Market ids suspended by hand. */
  suspended: ReadonlySet<string>;
  events: ReadonlyMap<number, EventControl>;
}

/** Equal for equal controls: an unchanged reload keeps the cache's odds bodies. */
export function controlsKey(controls: OperatorControls): string {
  return JSON.stringify([[...controls.suspended].sort(), [...controls.events].sort((a, b) => a[0] - b[0])]);
}

export const NO_CONTROLS: OperatorControls = { suspended: new Set(), events: new Map() };

function touches(state: FeedEventState, controls: OperatorControls): boolean {
  if (controls.events.has(state.event.id)) return true;
  if (controls.suspended.size === 0) return false;
  const { book } = state;
  return (
    controls.suspended.has(book.matchOdds.marketId) ||
    (book.bookmaker !== null && controls.suspended.has(book.bookmaker.marketId)) ||
    (book.toss !== null && controls.suspended.has(book.toss.marketId)) ||
    book.fancy.some((f) => controls.suspended.has(f.marketId))
  );
}

/** The state as players see it under the operator's controls; the same object when none apply. */
export function withControls(state: FeedEventState, controls: OperatorControls): FeedEventState {
  if (!touches(state, controls)) return state;
  const control = controls.events.get(state.event.id);
  const { event, book } = state;
  const off = (value: boolean | null | undefined) => value === false;
  const held = (marketId: string) => controls.suspended.has(marketId);
  const event2 = {
    ...event,
    isBetLock: control?.isBetLock ?? event.isBetLock,
    hasMatchOdds: control?.hasMatchOdds ?? event.hasMatchOdds,
    hasBookmaker: control?.hasBookmaker ?? event.hasBookmaker,
    hasFancy: control?.hasFancy ?? event.hasFancy,
  };
  const bookmaker =
    off(control?.hasBookmaker) || book.bookmaker === null
      ? null
      : held(book.bookmaker.marketId) && book.bookmaker.status !== 'CLOSED'
        ? {
            ...book.bookmaker,
            status: 'SUSPENDED' as const,
            rows: book.bookmaker.rows.map((r) => ({ ...r, status: 'SUSPENDED' as const })),
          }
        : book.bookmaker;
  return {
    ...state,
    event: event2,
    book: {
      // Match odds cannot be taken away from the page (it names the event): not offered = suspended.
      matchOdds:
        (held(book.matchOdds.marketId) || off(control?.hasMatchOdds)) && book.matchOdds.status === 'OPEN'
          ? { ...book.matchOdds, status: 'SUSPENDED' }
          : book.matchOdds,
      bookmaker,
      fancy: off(control?.hasFancy) ? [] : book.fancy.map((f) => (held(f.marketId) ? { ...f, gameStatus: 'SUSPENDED' as const } : f)),
      toss: book.toss && held(book.toss.marketId) && book.toss.status === 'OPEN' ? { ...book.toss, status: 'SUSPENDED' } : book.toss,
    },
  };
}
