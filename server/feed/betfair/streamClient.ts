// FEED_SOURCE=betfair: Betfair's Exchange Stream, live. A TLS socket (plain for a local test server)
// of CRLF-delimited JSON: the server greets with `connection`; we authenticate (app key and session
// token), subscribe to the markets of BETFAIR_MARKET_FILTER with heartbeats, conflation and
// segmentation, and apply every change through the ESA cache. When the connection drops (or goes
// quiet past three heartbeats) we reconnect after a back-off with jitter and resubscribe with the
// initialClk and clk we hold, so Betfair sends only what changed since (RESUB_DELTA): no gap, no
// duplicate. The clocks are stored, so a feed process taking over the lead resumes from them too.
// The session token is given (BETFAIR_SESSION_TOKEN) or comes from Betfair's certificate log-in
// (certLogin.ts): then a session the stream refuses (expired, INVALID_SESSION_INFORMATION, or none,
// NO_SESSION) is dropped and the next connection logs in afresh.
import net from 'node:net';
import tls from 'node:tls';
import type { BetfairMarketFilter } from '../../config';
import type { Clock } from '../../lib/clock';
import type { BetfairBookOptions } from './betfairBook';
import { BookFeed } from './bookFeed';
import type { StatusMessage } from './esaTypes';
import { BetfairLoginError } from './certLogin';

/** The stream's answers that mean the session token is no good: a log-in gets a new one. */
const SESSION_REFUSED = new Set(['INVALID_SESSION_INFORMATION', 'NO_SESSION']);

/** What each of Betfair's status error codes means, for the one log line it gets. */
export const STATUS_MEANINGS: Record<string, string> = {
  NO_APP_KEY: 'no application key was sent (BETFAIR_APP_KEY)',
  INVALID_APP_KEY: 'the application key is not valid (BETFAIR_APP_KEY)',
  NO_SESSION: 'no session token was sent (BETFAIR_SESSION_TOKEN)',
  INVALID_SESSION_INFORMATION: 'the session token is not valid or has expired: log in again',
  NOT_AUTHORIZED: 'the account is not allowed to use the stream (apply to Betfair for access)',
  INVALID_INPUT: 'Betfair could not read a request we sent',
  INVALID_CLOCK: 'the stored clk/initialClk was refused: subscribing afresh',
  UNEXPECTED_ERROR: 'an internal error at Betfair',
  TIMEOUT: 'Betfair closed the connection: no authentication in time',
  SUBSCRIPTION_LIMIT_EXCEEDED: 'the market filter selects more markets than the account may follow (narrow BETFAIR_MARKET_FILTER)',
  INVALID_REQUEST: 'a request we sent was not valid',
  CONNECTION_FAILED: 'Betfair could not set the connection up',
  MAX_CONNECTION_LIMIT_EXCEEDED: 'the account has every stream connection it may have open (another process connected?)',
  TOO_MANY_REQUESTS: 'too many requests: Betfair throttles this account',
};

export interface StreamClientOptions extends Omit<BetfairBookOptions, 'now'> {
  host: string;
  port: number;
  tls: boolean;
  appKey: string;
  /** A session token given by the operator; '' when `login` gets one. */
  sessionToken: string;
  /** Betfair's certificate log-in: a new session token (rejects with a BetfairLoginError). */
  login?: () => Promise<string>;
  marketFilter: BetfairMarketFilter;
  heartbeatMs: number;
  conflateMs: number;
  clock: Clock;
  /** The stored clocks (a follower taking over resumes from them) and where to store new ones. */
  loadClock: () => Promise<{ initialClk: string | null; clk: string | null } | null>;
  saveClock: (initialClk: string | null, clk: string | null) => Promise<void>;
  /** Back-off between reconnections: doubled from min to max, with up to half of it added at random. */
  backoffMinMs?: number;
  backoffMaxMs?: number;
  /** How long start() waits for the first image before the server starts anyway. */
  firstImageTimeoutMs?: number;
}

export type ConnectionState = 'logging in' | 'connecting' | 'authenticating' | 'subscribed' | 'disconnected' | 'stopped';

export class StreamClient extends BookFeed {
  state: ConnectionState = 'disconnected';
  connections = 0;
  /** Log-ins made (certificate log-in only). */
  logins = 0;
  private session: string;
  private socket: net.Socket | null = null;
  private buffer = '';
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private failures = 0;
  private requestId = 0;
  private lastSaved: string | null = null;
  private lastSavedAt = 0;
  private readonly toldCodes = new Set<string>();
  private firstImage: () => void = () => undefined;

  constructor(private readonly options: StreamClientOptions) {
    super(options);
    this.session = options.sessionToken;
  }

  async start(): Promise<void> {
    const stored = await this.options.loadClock().catch((error: unknown) => {
      this.options.onError(error);
      return null;
    });
    if (stored) {
      this.book.cache.initialClk = stored.initialClk;
      this.book.cache.clk = stored.clk;
    }
    const first = new Promise<void>((resolve) => (this.firstImage = resolve));
    this.book.watchStaleness();
    this.connect();
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, this.options.firstImageTimeoutMs ?? 10_000).unref());
    await Promise.race([first, timeout]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.state = 'stopped';
    this.book.unwatch();
    if (this.retry) clearTimeout(this.retry);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.socket?.destroy();
    await this.storeClock();
  }

  private connect(): void {
    if (this.stopped) return;
    if (!this.session && this.options.login) {
      void this.logIn(this.options.login);
      return;
    }
    this.state = 'connecting';
    this.buffer = '';
    const { host, port } = this.options;
    const socket = this.options.tls ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.setNoDelay(true);
    socket.on('data', (chunk: string) => this.receive(chunk));
    socket.on('error', (error) => this.tell('SOCKET', `${host}:${port}: ${error.message}`));
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.disconnected();
    });
    this.armWatchdog();
  }

  /** The certificate log-in, then the connection; a refused log-in is told once and retried with back-off. */
  private async logIn(login: () => Promise<string>): Promise<void> {
    this.state = 'logging in';
    try {
      this.session = await login();
      this.logins += 1;
    } catch (error) {
      if (error instanceof BetfairLoginError) this.tell(error.code, `log-in refused: ${error.meaning}`);
      else this.tell('LOGIN', `log-in failed: ${error instanceof Error ? error.message : String(error)}`);
      this.disconnected();
      return;
    }
    this.connect();
  }

  private disconnected(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    if (this.stopped) return;
    this.state = 'disconnected';
    this.failures += 1;
    const base = Math.min(this.options.backoffMaxMs ?? 30_000, (this.options.backoffMinMs ?? 500) * 2 ** Math.min(this.failures - 1, 10));
    const wait = base + Math.random() * base * 0.5;
    this.retry = setTimeout(() => this.connect(), wait);
    this.retry.unref();
  }

  /** No message for three heartbeats: the connection is dead even if the socket does not know it. */
  private armWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      this.tell('HEARTBEAT', `no message for ${(this.options.heartbeatMs * 3) / 1000} s: reconnecting`);
      this.socket?.destroy();
    }, this.options.heartbeatMs * 3);
    this.watchdog.unref();
  }

  private receive(chunk: string): void {
    this.armWatchdog();
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n');
    while (end >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      if (line.trim() !== '') this.line(line);
      end = this.buffer.indexOf('\n');
    }
  }

  private line(line: string): void {
    const applied = this.book.apply(line, 0);
    if (applied.connection) {
      this.state = 'authenticating';
      this.send({ op: 'authentication', id: ++this.requestId, appKey: this.options.appKey, session: this.session });
    }
    if (applied.status) this.onStatus(applied.status);
    if (applied.changeType === 'SUB_IMAGE' || applied.changeType === 'RESUB_DELTA') {
      this.failures = 0;
      this.firstImage();
    }
    // Stored at most once a second: a successor resumes a second back at worst, and Betfair's
    // RESUB_DELTA from an older clk repeats nothing the cache cannot take again.
    const now = this.options.clock.now();
    if (applied.publishTime !== null && this.book.cache.clk !== this.lastSaved && now - this.lastSavedAt >= 1000) {
      this.lastSavedAt = now;
      void this.storeClock();
    }
  }

  private onStatus(status: StatusMessage): void {
    if (status.statusCode === 'FAILURE') {
      const code = status.errorCode ?? 'UNKNOWN';
      this.tell(
        code,
        `${STATUS_MEANINGS[code] ?? 'an error Betfair did not describe'}${status.errorMessage ? ` (${status.errorMessage})` : ''}`,
      );
      // A refused clock: the next subscription starts afresh with a full image.
      if (code === 'INVALID_CLOCK') {
        this.book.cache.initialClk = null;
        this.book.cache.clk = null;
      }
      // An expired or missing session: the next connection logs in first (when it can).
      if (SESSION_REFUSED.has(code) && this.options.login) this.session = '';
      if (status.connectionClosed) this.socket?.destroy();
      return;
    }
    if (this.state === 'authenticating') this.subscribe();
  }

  private subscribe(): void {
    this.state = 'subscribed';
    this.connections += 1;
    const { initialClk, clk } = this.book.cache;
    this.send({
      op: 'marketSubscription',
      id: ++this.requestId,
      segmentationEnabled: true,
      heartbeatMs: this.options.heartbeatMs,
      conflateMs: this.options.conflateMs,
      ...(initialClk && clk ? { initialClk, clk } : {}),
      marketFilter: this.options.marketFilter,
      marketDataFilter: {
        ladderLevels: 10,
        fields: ['EX_BEST_OFFERS_DISP', 'EX_BEST_OFFERS', 'EX_LTP', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_MARKET_DEF'],
      },
    });
  }

  private send(message: Record<string, unknown>): void {
    this.socket?.write(`${JSON.stringify(message)}\r\n`);
  }

  /** Each fault once in the log (the Feed page shows the recent ones). */
  private tell(code: string, text: string): void {
    this.recentErrors.push({ at: this.options.clock.now(), text: `${code}: ${text}` });
    if (this.recentErrors.length > 20) this.recentErrors.shift();
    if (this.toldCodes.has(code)) return;
    this.toldCodes.add(code);
    this.options.log(`[betfair] ${code}: ${text}`);
  }

  readonly recentErrors: Array<{ at: number; text: string }> = [];

  private async storeClock(): Promise<void> {
    const { initialClk, clk } = this.book.cache;
    if (clk === this.lastSaved) return;
    this.lastSaved = clk;
    await this.options.saveClock(initialClk, clk).catch((error: unknown) => this.options.onError(error));
  }
}
