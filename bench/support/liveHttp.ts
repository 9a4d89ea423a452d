// The live bench's HTTP client: node:http on keep-alive connections (fetch/undici cost about twice
// the CPU per call here, see bench/bets.ts), one agent for every player. Each call's status and
// round-trip time are recorded by its name; a 5xx or a broken connection is recorded as a failure.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export class LiveHttp {
  readonly agent: http.Agent;
  /** Round-trip milliseconds by call name, for the load window only (see `recording`). */
  readonly times = new Map<string, number[]>();
  /** The same for the calls served, i.e. not shed (503): what a player whose call went through waited. */
  readonly servedTimes = new Map<string, number[]>();
  /** Calls answered 5xx or not answered at all, by name and status: any of them fails the bench. */
  readonly failures = new Map<string, number>();
  /** Answers by call name and X-Cache-Status (nginx's micro-cache; '-' without one), load window only. */
  readonly cacheStatus = new Map<string, Map<string, number>>();
  recording = false;
  /** Where in the run the calls now made are (warm-up, the rounds…): a failure names it. */
  phase = 'setting up';
  /**
   * True while the bench overloads the product on purpose (a saturated event loop, a burst beyond the
   * pool): a call shed then (503 with Retry-After, the gate's answer) is what the exercise asks to
   * see, counted in `shedByDesign`, not a failure. Any other 5xx still is one.
   */
  shedExpected = false;
  readonly shedByDesign = new Map<string, number>();

  /**
   * `origin`: what the players' pages send as Origin, by default `base`'s. Behind nginx it is the
   * origin nginx names to the product (`Host $host` carries no port: production listens on 80/443).
   */
  constructor(
    private readonly base: URL,
    maxSockets: number,
    private readonly origin = base.origin,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** Same-origin calls, as the SPA's are (the server refuses state-changing calls without). */
  call(
    name: string,
    method: string,
    pathname: string,
    cookie: string,
    body?: string,
    extra: http.OutgoingHttpHeaders = {},
  ): Promise<Answer> {
    const started = performance.now();
    const headers: http.OutgoingHttpHeaders = { cookie, origin: this.origin, ...extra };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: this.base.hostname, port: this.base.port, path: pathname, method, agent: this.agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    }).then(
      (answer) => {
        this.record(name, performance.now() - started, answer.status !== 503);
        if (this.recording) this.countCache(name, String(answer.headers['x-cache-status'] ?? '-'));
        if (this.shedExpected && isShed(answer)) count(this.shedByDesign, `${name} (${this.phase})`);
        else if (answer.status >= 500) this.fail(`${name} ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`);
        return answer;
      },
      (error: unknown) => {
        this.fail(`${name} ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      },
    );
  }

  private record(name: string, ms: number, served: boolean): void {
    if (!this.recording) return;
    push(this.times, name, ms);
    if (served) push(this.servedTimes, name, ms);
  }

  private countCache(name: string, status: string): void {
    let byStatus = this.cacheStatus.get(name);
    if (!byStatus) this.cacheStatus.set(name, (byStatus = new Map()));
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }

  private fail(what: string): void {
    count(this.failures, `${what} (${this.phase})`);
  }

  destroy(): void {
    this.agent.destroy();
  }
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** The gates' answer to a call they shed: 503, Retry-After, status 'unavailable'. */
function isShed(answer: Answer): boolean {
  return answer.status === 503 && answer.headers['retry-after'] !== undefined && answer.body.includes('"status":"unavailable"');
}

function push(map: Map<string, number[]>, name: string, ms: number): void {
  let list = map.get(name);
  if (!list) map.set(name, (list = []));
  list.push(ms);
}

/** The wait a shed call (503) asks for, in ms (Retry-After in seconds, 1 s when absent); undefined when not shed. */
export function shedWaitMs(answer: Answer): number | undefined {
  if (answer.status !== 503) return undefined;
  const seconds = Number(answer.headers['retry-after']);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000;
}

export function json<T>(answer: Answer): T {
  return JSON.parse(answer.body.toString('utf8')) as T;
}
