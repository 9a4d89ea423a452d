// The feed's state in memory, and the bodies the hot routes send, each serialised once per change:
// the odds body per event (what /checkGetMatchOdds polls every 600 ms) and the in-play lists.
// Bodies carry a weak ETag taken from their content, so every API process gives the same tag for
// the same body and a client's If-None-Match works whichever process answers.
import crypto from 'node:crypto';
import type { Clock } from '../lib/clock';
import { EIDS, type InPlaySportEventsResponse, type Series, type SportEvent } from '../../src/domain/contract/sports';
import { controlsKey, NO_CONTROLS, withControls, type OperatorControls } from './controls';
import type { FeedProvider, Unsubscribe } from './provider';
import { eidOf, toOddsResponse, toSportEvent } from './present';
import { DAY_MS, istDayStart } from './simulator/calendar';
import { withDesk } from './desk';
import type { DeskBook, FeedEventState, FeedSeries, FeedUpdate } from './types';

export interface CachedBody {
  /** UTF-8 JSON, ready to send. */
  body: Buffer;
  /** Weak ETag, quoted: W/"…". */
  etag: string;
}

export function cachedBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  const hash = crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `W/"${hash}"` };
}

const byStart = (a: FeedEventState, b: FeedEventState) => a.event.startsAt - b.event.startsAt || a.event.id - b.event.id;

/** The feed updates every second; this long without a word means it has stopped (a crashed feed
 * process): every market then reads SUSPENDED, so nobody bets on prices frozen in time. */
export const STALE_AFTER_MS = 60_000;

/** The state with every market suspended (a feed gone quiet). */
function suspended(state: FeedEventState): FeedEventState {
  const { book } = state;
  return {
    ...state,
    book: {
      matchOdds: { ...book.matchOdds, status: 'SUSPENDED' },
      bookmaker: book.bookmaker
        ? { ...book.bookmaker, status: 'SUSPENDED', rows: book.bookmaker.rows.map((r) => ({ ...r, status: 'SUSPENDED' })) }
        : null,
      fancy: book.fancy.map((f) => ({ ...f, gameStatus: 'SUSPENDED' })),
      toss: book.toss ? { ...book.toss, status: 'SUSPENDED' } : null,
    },
  };
}

export class SnapshotCache {
  private readonly series = new Map<number, FeedSeries>();
  private readonly events = new Map<number, FeedEventState>();
  private readonly desks = new Map<number, DeskBook>();
  private readonly oddsBodies = new Map<number, CachedBody>();
  private inPlay: { key: string; body: CachedBody } | null = null;
  private versionCounter = 0;
  private lastHeard: number;
  private controls: OperatorControls = NO_CONTROLS;
  private controlsVersion = controlsKey(NO_CONTROLS);

  constructor(private readonly clock: Clock) {
    this.lastHeard = clock.now();
  }

  /** Loads the provider's current state and follows its updates. */
  attach(feed: FeedProvider): Unsubscribe {
    const state = feed.current();
    this.apply({ series: state.series, markets: [], events: state.events, results: [], removed: [] });
    return feed.onUpdate((update) => this.apply(update));
  }

  apply(update: FeedUpdate): void {
    this.lastHeard = this.clock.now();
    if (update.desks) for (const desk of update.desks) this.setDesk(desk);
    if (update.series.length === 0 && update.events.length === 0 && update.removed.length === 0) return;
    for (const s of update.series) this.series.set(s.id, s);
    for (const state of update.events) {
      this.events.set(state.event.id, state);
      this.oddsBodies.delete(state.event.id);
    }
    for (const id of update.removed) {
      this.events.delete(id);
      this.oddsBodies.delete(id);
    }
    this.versionCounter += 1;
    this.inPlay = null;
  }

  /** The operator's suspensions and event overrides (feed/controls.ts), overlaid on everything served. */
  setControls(controls: OperatorControls): void {
    const key = controlsKey(controls);
    if (key === this.controlsVersion) return; // the periodic reload found nothing new
    this.controlsVersion = key;
    this.controls = controls;
    this.oddsBodies.clear();
    this.versionCounter += 1;
    this.inPlay = null;
  }

  /** The trader's markets of one event (feed/desk.ts): replaces what the desk published before. */
  setDesk(desk: DeskBook): void {
    const had = this.desks.get(desk.eventId)?.feedVersion;
    if (had !== undefined && desk.feedVersion !== undefined && desk.feedVersion < had) return;
    this.desks.set(desk.eventId, desk);
    this.oddsBodies.delete(desk.eventId);
    this.versionCounter += 1;
    this.inPlay = null;
  }

  /** The event with the trader's quotes, under the operator's controls. */
  private view(state: FeedEventState): FeedEventState {
    return withControls(withDesk(state, this.desks.get(state.event.id)), this.controls);
  }

  /** Bumps on every applied change. */
  get version(): number {
    return this.versionCounter;
  }

  /** Epoch ms the feed last said anything (the alert scan's "feed gone stale"). */
  lastHeardAt(): number {
    return this.lastHeard;
  }

  /** True when the feed has said nothing for STALE_AFTER_MS. */
  isStale(): boolean {
    return this.clock.now() - this.lastHeard > STALE_AFTER_MS;
  }

  /** The event as the feed last described it; every market SUSPENDED while the feed is stale. */
  event(gameId: number): FeedEventState | undefined {
    const raw = this.events.get(gameId);
    const state = raw && this.view(raw);
    return state && state.event.status !== 'ended' && this.isStale() ? suspended(state) : state;
  }

  /** The event as its sources make it (the feed, and the trader's desk for the markets traders own):
   * no operator overlay, no staleness (the operator's own views). */
  rawEvent(gameId: number): FeedEventState | undefined {
    const state = this.events.get(gameId);
    return state && withDesk(state, this.desks.get(gameId));
  }

  seriesById(id: number): FeedSeries | undefined {
    return this.series.get(id);
  }

  /** Every event held (in play, upcoming, recently ended). */
  allEvents(): FeedEventState[] {
    return [...this.events.values()].map((state) => withDesk(state, this.desks.get(state.event.id)));
  }

  /** The /checkGetMatchOdds body of an event, or null when the event is unknown here or the market
   * id is not its match-odds market. */
  oddsBody(gameId: number, marketId: string): CachedBody | null {
    const raw = this.events.get(gameId);
    if (!raw || raw.event.matchOddsMarketId !== marketId) return null;
    const state = this.view(raw);
    if (state.event.status !== 'ended' && this.isStale()) return cachedBody(toOddsResponse(suspended(state)));
    let cached = this.oddsBodies.get(gameId);
    if (!cached) {
      cached = cachedBody(toOddsResponse(state));
      this.oddsBodies.set(gameId, cached);
    }
    return cached;
  }

  /** The /GetInPlaySportEvents body: rebuilt at most once per change (or IST day). */
  inPlayBody(): CachedBody {
    const today = istDayStart(this.clock.now());
    const key = `${this.versionCounter}:${today}`;
    if (this.inPlay?.key !== key) this.inPlay = { key, body: cachedBody(this.buildInPlay(today)) };
    return this.inPlay.body;
  }

  private buildInPlay(today: number): InPlaySportEventsResponse {
    const all = [...this.events.values()].sort(byStart);
    const bySport = (list: FeedEventState[]): SportEvent[][] =>
      EIDS.map((eid) => list.filter((s) => eidOf(s.event.sportId) === eid).map((s, i) => this.row(s, i + 1)));
    const upcoming = all.filter((s) => s.event.status === 'upcoming');
    return {
      isSuccess: true,
      data: {
        sportsEventModelInPlay: bySport(all.filter((s) => s.event.status === 'inplay')),
        sportsEventModelToday: bySport(upcoming.filter((s) => s.event.startsAt < today + DAY_MS)),
        sportsEventModelTomorrow: bySport(
          upcoming.filter((s) => s.event.startsAt >= today + DAY_MS && s.event.startsAt < today + 2 * DAY_MS),
        ),
      },
    };
  }

  private row(state: FeedEventState, srNo: number): SportEvent {
    return toSportEvent(this.view(state), srNo, this.series.get(state.event.seriesId));
  }

  /** Series of a sport with an event in play or to come, by name. */
  seriesBySport(sportId: number): Series[] {
    const active = new Set<number>();
    for (const s of this.events.values()) {
      if (s.event.sportId === sportId && (s.event.status === 'inplay' || s.event.status === 'upcoming')) active.add(s.event.seriesId);
    }
    return [...active]
      .map((id) => this.series.get(id))
      .filter((s): s is FeedSeries => s !== undefined)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s) => ({ seriesId: s.id, seriesName: s.name, eid: eidOf(s.sportId) }));
  }

  /** A series' events in play or to come, by start; null when the series is not known here. */
  eventsBySeries(seriesId: number): SportEvent[] | null {
    if (!this.series.has(seriesId)) return null;
    return [...this.events.values()]
      .filter((s) => s.event.seriesId === seriesId && (s.event.status === 'inplay' || s.event.status === 'upcoming'))
      .sort(byStart)
      .map((s, i) => this.row(s, i + 1));
  }
}
