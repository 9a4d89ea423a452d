// The Exchange Stream cache: the markets (and cricket scores) as the stream's messages leave them,
// following Betfair's documented semantics:
// - `img: true` replaces the market; otherwise a change is a delta on what is held;
// - a ladder entry with size 0 removes that price (atb/atl/trd/spb/spl) or that level (batb/batl/bdatb/bdatl);
// - `ct: SUB_IMAGE` starts a new picture of the whole subscription (the cache is cleared first),
//   `RESUB_DELTA` carries on after a reconnect from the clk given, `HEARTBEAT` only moves the clock;
// - a message sent in segments (SEG_START … SEG_END) is applied whole, when its last segment arrives;
// - `initialClk` and `clk` are kept: a reconnect resumes from them.
// Pure: no I/O, no timers. Bad input is reported to BadInput and skipped; the rest goes on.
import type { BadInput } from './badInput';
import {
  MARKET_CHANGE_FIELDS,
  MESSAGE_FIELDS,
  RUNNER_CHANGE_FIELDS,
  type ConnectionMessage,
  type CricketChange,
  type CricketChangeMessage,
  type CricketTeam,
  type LevelPriceVol,
  type MarketChange,
  type MarketChangeMessage,
  type MarketDefinition,
  type PriceVol,
  type RunnerChange,
  type StatusMessage,
} from './esaTypes';

export interface RunnerBook {
  id: number;
  /** price → size, for prices (available to back/lay, traded, starting price). */
  atb: Map<number, number>;
  atl: Map<number, number>;
  trd: Map<number, number>;
  spb: Map<number, number>;
  spl: Map<number, number>;
  /** level → [price, size], 0 the best: the best-prices and the virtual (cross-matched) ladders. */
  batb: Map<number, [number, number]>;
  batl: Map<number, [number, number]>;
  bdatb: Map<number, [number, number]>;
  bdatl: Map<number, [number, number]>;
  ltp: number | null;
  tv: number;
}

export interface MarketBook {
  id: string;
  definition: MarketDefinition | null;
  runners: Map<number, RunnerBook>;
  tv: number;
  /** Publish time (epoch ms) of the last change. */
  publishTime: number;
}

export interface CricketBook {
  marketId: string;
  eventId: number | null;
  home: CricketTeam;
  away: CricketTeam;
  matchInfo: Record<string, unknown>;
  publishTime: number;
}

export interface ApplyResult {
  /** Markets changed by this line (none while a segmented message is incomplete). */
  markets: string[];
  /** Cricket score markets changed. */
  cricket: string[];
  status: StatusMessage | null;
  connection: ConnectionMessage | null;
  /** Publish time of the message, when it had one. */
  publishTime: number | null;
  /** The change type (SUB_IMAGE, RESUB_DELTA, HEARTBEAT), when the message had one. */
  changeType: MarketChangeMessage['ct'] | null;
}

const emptyResult = (): ApplyResult => ({ markets: [], cricket: [], status: null, connection: null, publishTime: null, changeType: null });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const newRunnerBook = (id: number): RunnerBook => ({
  id,
  atb: new Map(),
  atl: new Map(),
  trd: new Map(),
  spb: new Map(),
  spl: new Map(),
  batb: new Map(),
  batl: new Map(),
  bdatb: new Map(),
  bdatl: new Map(),
  ltp: null,
  tv: 0,
});

export class EsaCache {
  readonly markets = new Map<string, MarketBook>();
  readonly cricket = new Map<string, CricketBook>();
  clk: string | null = null;
  initialClk: string | null = null;
  private segments: MarketChangeMessage[] | null = null;

  constructor(private readonly bad: BadInput) {}

  /** One line of the stream (or of a historical file): JSON, without its CRLF. */
  applyLine(line: string): ApplyResult {
    const text = line.trim();
    if (text === '') return emptyResult();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.bad.report('malformed line', text.slice(0, 120));
      return emptyResult();
    }
    return this.applyMessage(parsed);
  }

  applyMessage(message: unknown): ApplyResult {
    if (!isRecord(message) || typeof message.op !== 'string') {
      this.bad.report('malformed line', JSON.stringify(message)?.slice(0, 120) ?? String(message));
      return emptyResult();
    }
    this.checkFields(message, MESSAGE_FIELDS, 'message');
    switch (message.op) {
      case 'mcm':
        return this.marketChangeMessage(message as unknown as MarketChangeMessage);
      case 'ccm':
        return this.cricketChangeMessage(message as unknown as CricketChangeMessage);
      case 'status':
        return { ...emptyResult(), status: message as unknown as StatusMessage };
      case 'connection':
        return { ...emptyResult(), connection: message as unknown as ConnectionMessage };
      default:
        this.bad.report('unknown message', `op ${message.op}`);
        return emptyResult();
    }
  }

  private marketChangeMessage(message: MarketChangeMessage): ApplyResult {
    const result = { ...emptyResult(), publishTime: isNumber(message.pt) ? message.pt : null, changeType: message.ct ?? null };
    if (message.segmentType === 'SEG_START' || (message.segmentType === 'SEG' && this.segments)) {
      this.segments = [...(message.segmentType === 'SEG_START' ? [] : (this.segments ?? [])), message];
      return result;
    }
    const whole = message.segmentType === 'SEG_END' && this.segments ? [...this.segments, message] : [message];
    this.segments = null;
    const changed = new Set<string>();
    for (const [index, part] of whole.entries()) {
      // A new subscription image replaces everything held (its first segment says so).
      if (index === 0 && part.ct === 'SUB_IMAGE') this.markets.clear();
      if (part.mc !== undefined && !Array.isArray(part.mc)) {
        this.bad.report('bad value', 'mc is not a list');
        continue;
      }
      for (const change of part.mc ?? []) {
        const id = this.marketChange(change, isNumber(part.pt) ? part.pt : 0);
        if (id) changed.add(id);
      }
    }
    // The clocks of the message as a whole: only its last segment carries them.
    for (const part of whole) {
      if (typeof part.initialClk === 'string') this.initialClk = part.initialClk;
      if (typeof part.clk === 'string') this.clk = part.clk;
    }
    result.markets = [...changed];
    return result;
  }

  /** Applies one market's change; answers its id, or null when it was skipped. */
  private marketChange(change: MarketChange, publishTime: number): string | null {
    if (!isRecord(change) || typeof change.id !== 'string') {
      this.bad.report('bad value', 'a market change without a market id');
      return null;
    }
    this.checkFields(change, MARKET_CHANGE_FIELDS, 'market change');
    let market = this.markets.get(change.id);
    if (!market || change.img === true) {
      market = {
        id: change.id,
        definition: change.img === true ? null : (market?.definition ?? null),
        runners: new Map(),
        tv: 0,
        publishTime,
      };
      this.markets.set(change.id, market);
    }
    market.publishTime = publishTime;
    if (change.marketDefinition !== undefined) {
      if (isRecord(change.marketDefinition) && Array.isArray(change.marketDefinition.runners)) {
        market.definition = change.marketDefinition;
        for (const runner of change.marketDefinition.runners) {
          if (isNumber(runner.id) && !market.runners.has(runner.id)) market.runners.set(runner.id, newRunnerBook(runner.id));
        }
      } else this.bad.report('bad value', `market ${change.id}: a market definition without runners`);
    }
    if (isNumber(change.tv)) market.tv = change.tv;
    if (change.rc !== undefined) {
      if (!Array.isArray(change.rc)) this.bad.report('bad value', `market ${change.id}: rc is not a list`);
      else for (const rc of change.rc) this.runnerChange(market, rc);
    }
    return market.id;
  }

  private runnerChange(market: MarketBook, change: RunnerChange): void {
    if (!isRecord(change) || !isNumber(change.id)) {
      this.bad.report('bad value', `market ${market.id}: a runner change without a selection id`);
      return;
    }
    this.checkFields(change, RUNNER_CHANGE_FIELDS, 'runner change');
    let runner = market.runners.get(change.id);
    if (!runner) {
      // Once the market's definition is known, it names every runner: anything else is not ours.
      if (market.definition) {
        this.bad.report('unknown runner', `market ${market.id}, selection ${change.id}`);
        return;
      }
      runner = newRunnerBook(change.id);
      market.runners.set(change.id, runner);
    }
    const where = `market ${market.id}, selection ${change.id}`;
    this.prices(runner.atb, change.atb, where);
    this.prices(runner.atl, change.atl, where);
    this.prices(runner.trd, change.trd, where);
    this.prices(runner.spb, change.spb, where);
    this.prices(runner.spl, change.spl, where);
    this.levels(runner.batb, change.batb, where);
    this.levels(runner.batl, change.batl, where);
    this.levels(runner.bdatb, change.bdatb, where);
    this.levels(runner.bdatl, change.bdatl, where);
    if (change.ltp !== undefined) {
      if (isNumber(change.ltp)) runner.ltp = change.ltp;
      else this.bad.report('bad value', `${where}: ltp`);
    }
    if (change.tv !== undefined) {
      if (isNumber(change.tv)) runner.tv = change.tv;
      else this.bad.report('bad value', `${where}: tv`);
    }
  }

  private prices(ladder: Map<number, number>, entries: PriceVol[] | undefined, where: string): void {
    if (entries === undefined) return;
    if (!Array.isArray(entries)) return this.bad.report('bad value', `${where}: a ladder that is not a list`);
    for (const entry of entries) {
      if (!Array.isArray(entry) || !isNumber(entry[0]) || !isNumber(entry[1])) {
        this.bad.report('bad value', `${where}: ladder entry ${JSON.stringify(entry)}`);
        continue;
      }
      const [price, size] = entry;
      if (size === 0) ladder.delete(price);
      else ladder.set(price, size);
    }
  }

  private levels(ladder: Map<number, [number, number]>, entries: LevelPriceVol[] | undefined, where: string): void {
    if (entries === undefined) return;
    if (!Array.isArray(entries)) return this.bad.report('bad value', `${where}: a ladder that is not a list`);
    for (const entry of entries) {
      if (!Array.isArray(entry) || !isNumber(entry[0]) || !isNumber(entry[1]) || !isNumber(entry[2])) {
        this.bad.report('bad value', `${where}: ladder entry ${JSON.stringify(entry)}`);
        continue;
      }
      const [level, price, size] = entry;
      if (size === 0) ladder.delete(level);
      else ladder.set(level, [price, size]);
    }
  }

  private cricketChangeMessage(message: CricketChangeMessage): ApplyResult {
    const result = { ...emptyResult(), publishTime: isNumber(message.pt) ? message.pt : null };
    if (!Array.isArray(message.cc)) return result;
    for (const change of message.cc) {
      const id = this.cricketChange(change, result.publishTime ?? 0);
      if (id) result.cricket.push(id);
    }
    if (typeof message.clk === 'string') this.clk = message.clk;
    return result;
  }

  private cricketChange(change: CricketChange, publishTime: number): string | null {
    if (!isRecord(change) || typeof change.marketId !== 'string') {
      this.bad.report('bad value', 'a cricket change without a market id');
      return null;
    }
    const held = this.cricket.get(change.marketId);
    const eventId =
      change.eventId !== undefined && Number.isFinite(Number(change.eventId)) ? Number(change.eventId) : (held?.eventId ?? null);
    const book: CricketBook = {
      marketId: change.marketId,
      eventId,
      home: { ...held?.home, ...(isRecord(change.homeTeam) ? change.homeTeam : {}) },
      away: { ...held?.away, ...(isRecord(change.awayTeam) ? change.awayTeam : {}) },
      matchInfo: { ...held?.matchInfo, ...(isRecord(change.matchInfo) ? change.matchInfo : {}) },
      publishTime,
    };
    this.cricket.set(change.marketId, book);
    return change.marketId;
  }

  private checkFields(value: Record<string, unknown>, known: ReadonlySet<string>, what: string): void {
    for (const key of Object.keys(value)) {
      if (!known.has(key)) this.bad.report('unknown field', `${what} field '${key}'`);
    }
  }
}

/** The best `depth` prices of a price ladder: backs highest first, lays lowest first. */
export function bestPrices(ladder: Map<number, number>, side: 'back' | 'lay', depth: number): Array<[number, number]> {
  const entries = [...ladder.entries()];
  entries.sort((a, b) => (side === 'back' ? b[0] - a[0] : a[0] - b[0]));
  return entries.slice(0, depth);
}

/** The first `depth` levels of a level ladder (level 0 the best), skipping gaps. */
export function bestLevels(ladder: Map<number, [number, number]>, depth: number): Array<[number, number]> {
  return [...ladder.entries()]
    .sort((a, b) => a[0] - b[0])
    .slice(0, depth)
    .map(([, priceSize]) => priceSize);
}
