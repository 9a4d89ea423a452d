// One simulated event: its match model, its markets (ids, runners, fancy registry) and the book and
// score it shows. The Simulator decides when it starts, suspends and ends; this class does the rest.
import { TOSS_PRICE, TOSS_SIZE } from '../../../src/domain/constants';
import type { BookmakerStatus, MarketStatus } from '../../../src/domain/contract/sports';
import type {
  FeedBook,
  FeedBookmaker,
  FeedBookmakerRow,
  FeedToss,
  FeedEvent,
  FeedEventState,
  FeedFancy,
  FeedMarketDef,
  FeedResult,
  FeedRunner,
  FeedScore,
  FeedSportId,
} from '../types';
import { CricketModel } from './cricket';
import { FootballModel } from './football';
import { revive, type MatchModel, type ModelState } from './model';
import type { Team } from './names';
import { TennisModel } from './tennis';
import { bookmakerRates, fancyLine, flickerSizes, quoteRunner, type FancyLine } from './pricing';
import type { Random } from './random';

/** Selection ids: event id × 100 + an offset per market family. */
const RUNNER_OFFSET = 1;
const BOOKMAKER_OFFSET = 11;
const FANCY_OFFSET = 20;
const FANCY_SLOTS = 80;
const BOOKMAKER_SIZE = 500000;

export type RefreshMode = 'reprice' | 'flicker' | 'hold';

interface FancyEntry {
  marketId: string;
  selectionId: number;
  name: string;
  sameLine: boolean;
}

export interface SimEventInit {
  id: number;
  sportId: FeedSportId;
  seriesId: number;
  home: Team;
  away: Team;
  startsAt: number;
  isBetLock: boolean;
  /** Test-style cricket: a draw runner. */
  withDraw: boolean;
  model: MatchModel;
  /** Typical size of a price level, in rupees. */
  liquidity: number;
  totalMatched: number;
  /** Cricket created more than an hour before the start: a toss market until then. */
  withToss: boolean;
}

export class SimEvent {
  readonly event: FeedEvent;
  /** The simulator plays only cricket, tennis and football (a getter: a resumed event is revived, not constructed). */
  get sportId(): FeedSportId {
    return this.event.sportId as FeedSportId;
  }
  readonly model: MatchModel;
  readonly runners: Array<{ selectionId: number; name: string }>;
  private readonly bookmakerRows: Array<{ selectionId: number; name: string }>;
  private readonly fancy = new Map<string, FancyEntry>();
  private nextFancySlot = 0;
  tossOpen: boolean;
  suspendTicks = 0;
  dirty = true;
  private totalMatched: number;
  private readonly liquidity: number;
  private book: FeedBook;
  private updatedAt = 0;
  /** Bookmaker rates and fancy lines as last quoted (cleared by a re-price). */
  private bookmakerQuotes: Array<{ back: number; lay: number }> | null = null;
  private readonly fancyLines = new Map<string, FancyLine>();
  /** Market definitions not yet handed out. */
  private pendingMarkets: FeedMarketDef[] = [];

  constructor(init: SimEventInit, now: number) {
    const { id } = init;
    this.model = init.model;
    this.liquidity = init.liquidity;
    this.totalMatched = init.totalMatched;
    const cricket = init.sportId === 4;
    this.event = {
      id,
      sportId: init.sportId,
      seriesId: init.seriesId,
      name: `${init.home.name} v ${init.away.name}`,
      home: init.home.name,
      away: init.away.name,
      startsAt: init.startsAt,
      status: init.startsAt <= now ? 'inplay' : 'upcoming',
      endedAt: null,
      isBetLock: init.isBetLock,
      hasMatchOdds: true,
      hasBookmaker: cricket,
      hasFancy: cricket,
      matchOddsMarketId: `1.${id}`,
    };
    const names = init.withDraw || init.sportId === 1 ? [init.home.name, 'The Draw', init.away.name] : [init.home.name, init.away.name];
    this.runners = names.map((name, i) => ({ selectionId: id * 100 + RUNNER_OFFSET + i, name }));
    this.bookmakerRows = cricket ? names.map((name, i) => ({ selectionId: id * 100 + BOOKMAKER_OFFSET + i, name })) : [];
    this.tossOpen = cricket && init.withToss;
    this.pendingMarkets.push({
      id: this.event.matchOddsMarketId,
      eventId: id,
      kind: 'Matchodds',
      name: 'Match Odds',
      runners: this.runners,
    });
    if (cricket)
      this.pendingMarkets.push({ id: `2.${id}`, eventId: id, kind: 'BookMaker', name: 'Bookmaker', runners: this.bookmakerRows });
    if (this.tossOpen) {
      const teams = [this.runners[0], this.runners[this.runners.length - 1]];
      this.pendingMarkets.push({ id: `4.${id}`, eventId: id, kind: 'Toss', name: 'To Win The Toss', runners: teams });
    }
    this.book = this.emptyBook();
  }

  get inPlay(): boolean {
    return this.event.status === 'inplay';
  }

  get ended(): boolean {
    return this.event.status === 'ended';
  }

  takeMarkets(): FeedMarketDef[] {
    const out = this.pendingMarkets;
    this.pendingMarkets = [];
    return out;
  }

  /** The fancy market of an open session, registered (and announced) on first sight. */
  fancyFor(key: string, name: string, rng: Random): FancyEntry {
    let entry = this.fancy.get(key);
    if (!entry) {
      const slot = this.nextFancySlot++ % FANCY_SLOTS;
      const selectionId = this.event.id * 100 + FANCY_OFFSET + slot;
      entry = { marketId: `3.${this.event.id}${String(slot).padStart(2, '0')}`, selectionId, name, sameLine: rng.chance(0.3) };
      this.fancy.set(key, entry);
      this.pendingMarkets.push({ id: entry.marketId, eventId: this.event.id, kind: 'Fancy', name, runners: [{ selectionId, name }] });
    }
    return entry;
  }

  /** A fancy session is decided: its result, and it leaves the book. */
  settleSession(key: string, runs: number, now: number, rng: Random): FeedResult {
    const session = this.model.sessions().find((s) => s.key === key);
    const entry = this.fancyFor(key, session?.name ?? key, rng);
    this.fancy.delete(key);
    this.fancyLines.delete(key);
    this.dirty = true;
    return {
      outcome: 'runs',
      runs,
      marketId: entry.marketId,
      eventId: this.event.id,
      kind: 'Fancy',
      description: `${runs} runs`,
      decidedAt: now,
    };
  }

  closeToss(now: number, rng: Random): FeedResult {
    this.tossOpen = false;
    this.dirty = true;
    const teams = [this.runners[0], this.runners[this.runners.length - 1]];
    const winner = rng.pick(teams);
    return {
      outcome: 'winner',
      winnerSelectionId: winner.selectionId,
      marketId: `4.${this.event.id}`,
      eventId: this.event.id,
      kind: 'Toss',
      description: winner.name,
      decidedAt: now,
    };
  }

  /** The event is over: every market closes and gets its result. */
  end(now: number): FeedResult[] {
    this.event.status = 'ended';
    this.event.endedAt = now;
    this.dirty = true;
    const winner = this.model.winner();
    const results: FeedResult[] = [];
    const base = { eventId: this.event.id, decidedAt: now };
    results.push({
      ...base,
      outcome: 'winner',
      winnerSelectionId: this.runners[winner].selectionId,
      marketId: this.event.matchOddsMarketId,
      kind: 'Matchodds',
      description: this.runners[winner].name,
    });
    if (this.bookmakerRows.length > 0) {
      const row = this.bookmakerRows[winner];
      results.push({
        ...base,
        outcome: 'winner',
        winnerSelectionId: row.selectionId,
        marketId: `2.${this.event.id}`,
        kind: 'BookMaker',
        description: row.name,
      });
    }
    this.fancy.clear();
    return results;
  }

  /**
   * Rebuilds the book. 'reprice' quotes every market afresh from the model (after a ball, a point, a
   * goal); 'flicker' keeps every price and line and only lets match-odds sizes breathe (what a real
   * book does between events); 'hold' keeps prices and sizes (a status change only).
   */
  refresh(now: number, rng: Random, how: RefreshMode): void {
    const growth = this.inPlay ? rng.between(0.005, 0.05) : rng.between(0, 0.01);
    this.totalMatched = Math.round((this.totalMatched + this.liquidity * growth) * 100) / 100;
    const suspended = this.suspendTicks > 0;
    const status: MarketStatus = this.ended ? 'CLOSED' : suspended ? 'SUSPENDED' : 'OPEN';
    const probabilities = this.model.probabilities();
    const runners: FeedRunner[] = this.ended
      ? []
      : this.runners.map((r, i) => {
          const old = this.book.matchOdds.runners[i];
          const quote =
            how === 'reprice' || !old
              ? quoteRunner(probabilities[i], this.liquidity, rng)
              : how === 'flicker'
                ? flickerSizes(old, this.liquidity, rng)
                : { back: old.back, lay: old.lay };
          return { selectionId: r.selectionId, name: r.name, status: 'ACTIVE', ...quote };
        });
    if (how === 'reprice') {
      this.bookmakerQuotes = null;
      this.fancyLines.clear();
    }
    this.book = {
      matchOdds: { marketId: this.event.matchOddsMarketId, status, totalMatched: this.totalMatched, runners },
      bookmaker: this.buildBookmaker(probabilities, status, rng),
      fancy: this.buildFancy(rng),
      toss: this.buildToss(),
    };
    this.updatedAt = now;
    this.dirty = true;
  }

  private buildBookmaker(probabilities: number[], status: MarketStatus, rng: Random): FeedBookmaker | null {
    if (this.bookmakerRows.length === 0) return null;
    const rowStatus: BookmakerStatus = this.suspendTicks > 0 ? 'SUSPENDED' : this.model.ballRunning ? 'BALL RUNNING' : 'ACTIVE';
    // Rates are kept until the next re-price: a bookmaker moves on the ball, not between balls.
    const quotes = (this.bookmakerQuotes ??= this.bookmakerRows.map((_, i) => bookmakerRates(probabilities[i], rng)));
    const rows: FeedBookmakerRow[] = this.ended
      ? []
      : this.bookmakerRows.map((row, i) => {
          const rates = quotes[i];
          return {
            selectionId: row.selectionId,
            name: row.name,
            back: rates.back,
            backSize: BOOKMAKER_SIZE,
            lay: rates.lay,
            laySize: BOOKMAKER_SIZE,
            status: rowStatus,
          };
        });
    return { marketId: `2.${this.event.id}`, status, rows };
  }

  private buildFancy(rng: Random): FeedFancy[] {
    if (!this.event.hasFancy || !this.inPlay) return [];
    const gameStatus = this.suspendTicks > 0 ? 'SUSPENDED' : this.model.ballRunning ? 'Ball Running' : '';
    return this.model.sessions().map((session) => {
      const entry = this.fancyFor(session.key, session.name, rng);
      // A line set after one ball holds until the next (a session opened between balls gets its own).
      let line = this.fancyLines.get(session.key);
      if (!line) {
        line = fancyLine(session.projection, entry.sameLine, rng);
        this.fancyLines.set(session.key, line);
      }
      return { marketId: entry.marketId, selectionId: entry.selectionId, name: entry.name, ...line, gameStatus };
    });
  }

  private buildToss(): FeedToss | null {
    if (!this.tossOpen) return null;
    const teams = [this.runners[0], this.runners[this.runners.length - 1]];
    return {
      marketId: `4.${this.event.id}`,
      status: 'OPEN',
      runners: teams.map((r) => ({ selectionId: r.selectionId, name: r.name, price: TOSS_PRICE, size: TOSS_SIZE })),
    };
  }

  private emptyBook(): FeedBook {
    return {
      matchOdds: { marketId: this.event.matchOddsMarketId, status: 'OPEN', totalMatched: this.totalMatched, runners: [] },
      bookmaker: null,
      fancy: [],
      toss: null,
    };
  }

  get currentBook(): FeedBook {
    return this.book;
  }

  score(): FeedScore {
    const status = this.ended ? 'CLOSED' : this.inPlay ? 'INPLAY' : 'UPCOMING';
    const statusText = status === 'UPCOMING' ? `Starts ${formatIst(this.event.startsAt)} IST` : this.model.statusText();
    return { status, statusText, score: this.model.score() };
  }

  state(): FeedEventState {
    return { event: { ...this.event }, book: this.book, score: this.score(), updatedAt: this.updatedAt };
  }

  /** The whole event as JSON: what a new feed leader needs to carry on exactly from here. */
  checkpoint(): string {
    const saved: SimEventSaved = {
      event: this.event,
      model: this.model.toState(),
      runners: this.runners,
      bookmakerRows: this.bookmakerRows,
      fancy: [...this.fancy],
      nextFancySlot: this.nextFancySlot,
      tossOpen: this.tossOpen,
      suspendTicks: this.suspendTicks,
      totalMatched: this.totalMatched,
      liquidity: this.liquidity,
      book: this.book,
      updatedAt: this.updatedAt,
      bookmakerQuotes: this.bookmakerQuotes,
      fancyLines: [...this.fancyLines],
      pendingMarkets: this.pendingMarkets,
    };
    return JSON.stringify(saved);
  }

  /** The event a checkpoint describes; marked dirty, so its state is announced again. */
  static resume(json: string): SimEvent {
    const saved = JSON.parse(json) as SimEventSaved;
    return revive(SimEvent, {
      ...saved,
      model: restoreModel(saved.model),
      fancy: new Map(saved.fancy),
      fancyLines: new Map(saved.fancyLines),
      dirty: true,
    });
  }
}

interface SimEventSaved {
  event: FeedEvent;
  model: ModelState;
  runners: Array<{ selectionId: number; name: string }>;
  bookmakerRows: Array<{ selectionId: number; name: string }>;
  fancy: Array<[string, FancyEntry]>;
  nextFancySlot: number;
  tossOpen: boolean;
  suspendTicks: number;
  totalMatched: number;
  liquidity: number;
  book: FeedBook;
  updatedAt: number;
  bookmakerQuotes: Array<{ back: number; lay: number }> | null;
  fancyLines: Array<[string, FancyLine]>;
  pendingMarkets: FeedMarketDef[];
}

function restoreModel(state: ModelState): MatchModel {
  if (state.sport === 'cricket') return CricketModel.fromState(state);
  if (state.sport === 'tennis') return TennisModel.fromState(state);
  return FootballModel.fromState(state);
}

const IST_OFFSET_MS = 5.5 * 3600_000;

function formatIst(epoch: number): string {
  const d = new Date(epoch + IST_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
