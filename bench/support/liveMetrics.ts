// The live bench's view of the product's metrics, as the operators' Prometheus sees them: the metrics
// listener (METRICS_PORT) scraped over HTTP, every 15 s through the run (Prometheus' default
// interval) and once more after the quiet families were exercised (liveExercise.ts); then, for each
// family the operations people asked for, whether it is present and non-zero.
import http from 'node:http';

/** Samples of Prometheus' text format: `name{labels}` → value. */
export type Samples = Map<string, number>;

export function parseSamples(text: string): Samples {
  const found: Samples = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

/** The largest value of any sample of `name` (of a histogram: its _count), or undefined when absent. */
export function largest(samples: Samples, name: string): number | undefined {
  let max: number | undefined;
  for (const [key, value] of samples) {
    const base = key.split('{')[0];
    if (base === name || base === `${name}_count`) max = Math.max(max ?? Number.NEGATIVE_INFINITY, value);
  }
  return max;
}

export function scrapeText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 200) resolve(body);
          else reject(new Error(`GET ${url} answered ${response.statusCode}: ${body.slice(0, 200)}`));
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A family as the operations people named it, the metrics that show it, and which sample says it moved. */
interface Family {
  family: string;
  metrics: string[];
  /** The sample whose value is shown (default: the largest of the first metric). */
  shown?: string;
}

export const FAMILIES: Family[] = [
  { family: 'HTTP requests by route, method and status, with latency', metrics: ['exchange_http_request_duration_seconds'] },
  { family: 'bets saved', metrics: ['exchange_bets_saved_total'] },
  { family: 'bets matched', metrics: ['exchange_bets_matched_total'] },
  { family: 'bets refused by reason', metrics: ['exchange_bets_refused_total'] },
  { family: 'bet delay queue (bets, oldest)', metrics: ['exchange_bet_delay_queue_bets', 'exchange_bet_delay_queue_oldest_seconds'] },
  { family: 'odds polls', metrics: ['exchange_odds_polls_total'] },
  { family: 'feed messages per source', metrics: ['exchange_feed_messages_total'] },
  { family: 'feed lag per source', metrics: ['exchange_feed_lag_seconds'] },
  { family: 'feed last-message age per source', metrics: ['exchange_feed_last_message_age_seconds'] },
  { family: 'settlement runs', metrics: ['exchange_settlement_runs_total'] },
  { family: 'settlement duration', metrics: ['exchange_settlement_duration_seconds'] },
  {
    family: 'wallet queue lengths and oldest age',
    metrics: ['exchange_wallet_queue_requests', 'exchange_wallet_queue_oldest_age_seconds'],
  },
  {
    family: 'PostgreSQL pool in use',
    metrics: ['exchange_db_pool_connections'],
    shown: 'exchange_db_pool_connections{state="in_use"}',
  },
  { family: 'PostgreSQL pool waiting', metrics: ['exchange_db_pool_waiting_requests'] },
  { family: 'PostgreSQL query latency', metrics: ['exchange_db_query_duration_seconds'] },
  { family: 'event-loop delay', metrics: ['nodejs_eventloop_lag_p99_seconds'] },
  { family: 'heap', metrics: ['nodejs_heap_size_used_bytes'] },
  { family: 'load shed', metrics: ['exchange_load_shed_requests_total'] },
  { family: 'log-in failures', metrics: ['exchange_login_failures_total'] },
  { family: 'log-in throttle locks', metrics: ['exchange_login_throttled_total'] },
];

/** The value a family is judged by: every metric of it present, and the shown sample (or the least largest). */
function valueOf(samples: Samples, family: Family): number | undefined {
  if (family.shown) return samples.get(family.shown);
  let least: number | undefined;
  for (const name of family.metrics) {
    const value = largest(samples, name);
    if (value === undefined) return undefined;
    least = least === undefined ? value : Math.min(least, value);
  }
  return least;
}

const shown = (value: number) => (Number.isInteger(value) ? value.toLocaleString('en-US') : value.toPrecision(3));

/**
 * One line per family: present and non-zero, with the value, in this scrape; where a gauge was 0 at
 * this scrape, the largest value any scrape of the run saw (`seen`) is shown too.
 */
export function familyReport(samples: Samples, seen: Map<string, number>): { lines: string[]; ok: boolean; missing: string[] } {
  const lines: string[] = [];
  const missing: string[] = [];
  for (const family of FAMILIES) {
    const value = valueOf(samples, family);
    const key = family.shown ?? family.metrics.join(' + ');
    const best = seen.get(family.family);
    let verdict: string;
    if (value === undefined) verdict = 'MISSING';
    else if (value > 0) verdict = `non-zero (${shown(value)})`;
    else if (best !== undefined && best > 0) verdict = `0 at this scrape, ${shown(best)} at an earlier scrape of the run`;
    else verdict = 'ZERO';
    if (value === undefined || (value <= 0 && !(best !== undefined && best > 0))) missing.push(family.family);
    lines.push(`  ${family.family}: ${verdict} — ${key}`);
  }
  return { lines, ok: missing.length === 0, missing };
}

/** The largest value each family showed over the scrapes so far (gauges move up and down). */
export function remember(seen: Map<string, number>, samples: Samples): void {
  for (const family of FAMILIES) {
    const value = valueOf(samples, family);
    if (value !== undefined) seen.set(family.family, Math.max(seen.get(family.family) ?? 0, value));
  }
}

/**
 * A few lines of the scrape per family (not every bucket): what an operator's `curl` shows. The
 * histograms by their _count, the busiest label sets first.
 */
export function excerpt(text: string, perMetric = 3): string[] {
  const samples = parseSamples(text);
  const out: string[] = [];
  for (const family of FAMILIES) {
    for (const name of family.metrics) {
      const rows = [...samples]
        .filter(([key]) => {
          const base = key.split('{')[0];
          return base === name || base === `${name}_count`;
        })
        .sort((a, b) => b[1] - a[1]);
      for (const [key, value] of rows.slice(0, perMetric)) out.push(`${key} ${value}`);
    }
  }
  return out;
}

/** Scrapes every `intervalMs` (Prometheus' 15 s by default) until stopped; remembers each family's largest value. */
export class Scraper {
  scrapes = 0;
  failures: string[] = [];
  readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly intervalMs = 15_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.once().then(
        () => undefined,
        (error: unknown) => {
          this.failures.push(error instanceof Error ? error.message : String(error));
        },
      );
    }, this.intervalMs);
  }

  /** One scrape now (counted and remembered like the periodic ones). */
  async once(): Promise<string> {
    const text = await scrapeText(this.url);
    this.scrapes += 1;
    remember(this.seen, parseSamples(text));
    return text;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
