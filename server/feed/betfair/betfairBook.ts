// The Betfair sources' common part: stream lines in, feed updates out. Each line goes through the
// ESA cache; every market it changed is mapped again and sent whole (providers never send diffs).
// A market is announced once (again when Betfair withdraws a runner), its result published once; a market closed without a single winner
// is told once to the log and left for the operator.
import fs from 'node:fs';
import path from 'node:path';
import { HeldFeed } from '../provider';
import { emptyUpdate, type FeedUpdate } from '../types';
import { BadInput } from './badInput';
import { EsaCache, type ApplyResult } from './esaCache';
import { mapMarket, type CatalogueEntry } from './mapping';

export interface BetfairBookOptions {
  gbpInr: number;
  /** Directory of listMarketCatalogue JSON files (one entry or a list per file), or null. */
  catalogueDir: string | null;
  onError: (error: unknown) => void;
  log: (line: string) => void;
  now: () => number;
  /** FEED_STALE_S in ms: no message for this long while markets are OPEN suspends them for players. */
  staleMs?: number;
}

/** Reads every catalogue file of the directory; an unreadable one is bad input, not a failure. */
export function loadCatalogue(dir: string | null, bad: BadInput): Map<string, CatalogueEntry> {
  const entries = new Map<string, CatalogueEntry>();
  if (!dir) return entries;
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    bad.report('unreadable file', `${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const name of names) {
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      for (const entry of Array.isArray(parsed) ? parsed : [parsed]) {
        if (typeof entry === 'object' && entry !== null && typeof (entry as CatalogueEntry).marketId === 'string') {
          entries.set((entry as CatalogueEntry).marketId, entry as CatalogueEntry);
        }
      }
    } catch (error) {
      bad.report('unreadable file', `${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return entries;
}

export class BetfairBook extends HeldFeed {
  readonly bad: BadInput;
  readonly cache: EsaCache;
  private readonly catalogue: Map<string, CatalogueEntry>;
  /** The markets announced, with how many non-runners each had then. */
  private readonly announced = new Map<string, number>();
  private readonly decided = new Set<string>();
  /** Markets CLOSED without a single winner: the operator settles them. */
  readonly undecided = new Set<string>();
  /** The markets held and each market's last status (the Feed page, the stale watch). */
  readonly marketStatus = new Map<string, string>();
  /** Wall-clock ms of the last message, and how many were read. */
  lastMessageAt: number | null = null;
  messages = 0;
  /** True while the stream is stale and its OPEN markets are shown SUSPENDED. */
  stale = false;
  private watch: NodeJS.Timeout | null = null;

  constructor(private readonly options: BetfairBookOptions) {
    super(options.onError);
    this.bad = new BadInput(options.log, options.now);
    this.cache = new EsaCache(this.bad);
    this.catalogue = loadCatalogue(options.catalogueDir, this.bad);
  }

  /** One stream line; `shiftMs` moves Betfair's times to ours (0 for a live stream). */
  apply(line: string, shiftMs: number): ApplyResult {
    const applied = this.cache.applyLine(line);
    this.messages += 1;
    this.lastMessageAt = this.options.now();
    const markets = new Set(applied.markets);
    if (this.stale) {
      // Recovered: every market is shown again as the stream has it.
      this.stale = false;
      this.options.log('[betfair] the stream is live again: markets shown as Betfair has them');
      for (const id of this.cache.markets.keys()) markets.add(id);
    }
    // A score changes its market's scoreboard (and may name its runners).
    for (const id of applied.cricket) if (this.cache.markets.has(id)) markets.add(id);
    if (markets.size > 0) this.publish([...markets], shiftMs);
    return applied;
  }

  private publish(marketIds: string[], shiftMs: number): void {
    const update: FeedUpdate = emptyUpdate();
    let newSeries = false;
    for (const id of marketIds) {
      const market = this.cache.markets.get(id);
      if (!market) continue;
      const mapped = mapMarket(market, { gbpInr: this.options.gbpInr, shiftMs, catalogue: this.catalogue, cricket: this.cache.cricket });
      if (!mapped) continue;
      this.marketStatus.set(id, mapped.state.book.matchOdds.status);
      if (!this.series.has(mapped.series.id)) {
        this.series.set(mapped.series.id, mapped.series);
        newSeries = true;
      }
      // Announced once, and again whenever Betfair withdraws a runner (it is stored as a non-runner).
      if (this.announced.get(id) !== mapped.removed.length) {
        this.announced.set(id, mapped.removed.length);
        update.markets.push(mapped.market);
      }
      this.events.set(mapped.state.event.id, mapped.state);
      update.events.push(mapped.state);
      if (mapped.result && !this.decided.has(id)) {
        this.decided.add(id);
        update.results.push(mapped.result);
      }
      if (mapped.undecided && !this.undecided.has(id)) {
        this.undecided.add(id);
        this.options.log(`[betfair] market ${id} closed without a single winner: left for the operator to settle`);
      }
    }
    // The feed's model replaces the series list whenever one is given: give them all.
    if (newSeries) update.series = [...this.series.values()];
    if (update.events.length > 0 || update.series.length > 0) this.listeners.emit(update);
  }

  /** Checks every second for a stale stream (until unwatched). */
  watchStaleness(): void {
    if (this.watch || !this.options.staleMs) return;
    this.watch = setInterval(() => this.checkStale(), 1000);
    this.watch.unref();
  }

  unwatch(): void {
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
  }

  /**
   * No message for FEED_STALE_S while markets are OPEN: players must not bet on prices that may be
   * gone, so those markets are published SUSPENDED until the next message. Answers whether it is stale.
   */
  checkStale(): boolean {
    const staleMs = this.options.staleMs;
    const now = this.options.now();
    if (this.stale || !staleMs || this.lastMessageAt === null || now - this.lastMessageAt < staleMs) return this.stale;
    const open = [...this.events.values()].filter((s) => s.book.matchOdds.status === 'OPEN');
    if (open.length === 0) return false;
    this.stale = true;
    this.options.log(
      `[betfair] no message for ${Math.round(staleMs / 1000)} s: ${open.length} OPEN markets suspended for players until the stream recovers`,
    );
    const suspended = open.map((s) => ({
      ...s,
      book: { ...s.book, matchOdds: { ...s.book.matchOdds, status: 'SUSPENDED' as const } },
      updatedAt: now,
    }));
    for (const s of suspended) {
      this.events.set(s.event.id, s);
      this.marketStatus.set(s.book.matchOdds.marketId, 'SUSPENDED');
    }
    this.listeners.emit({ ...emptyUpdate(), events: suspended });
    return true;
  }
}
