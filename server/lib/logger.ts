// pino options: JSON logs with the request id; cookies, passwords and keys are never written.
import { LogController, type FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.pass',
  '*.oldPassword',
  '*.newPassword',
  '*.payloadKey',
  '*.loginCookieKey',
  // Staff two-factor: the code typed, the key that encrypts the secrets.
  '*.totp',
  '*.staffSecretKey',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Logger = ReturnType<ChildLoggerFactory>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildOptions = Parameters<ChildLoggerFactory>[2];

const LOG_METHODS = ['info', 'error', 'debug', 'fatal', 'warn', 'trace', 'silent'] as const;
type LogMethod = (...args: unknown[]) => void;

/** A request's logger that becomes a real pino child on the first line written (see below). */
class LazyChildLogger {
  #child: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  real(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  child(bindings: Bindings, options?: ChildOptions): Logger {
    return this.real().child(bindings, options);
  }
}
// Each log method writes through the real child, on the prototype so that a request allocates one object.
for (const method of LOG_METHODS) {
  Object.defineProperty(LazyChildLogger.prototype, method, {
    value: function log(this: LazyChildLogger, ...args: unknown[]) {
      (this.real()[method] as LogMethod)(...args);
    },
  });
}

/**
 * Fastify gives every request a pino child logger bound to its request id. Building one (bindings
 * serialised, redaction set up) cost about a tenth of the CPU of an odds poll, and with request
 * logging off almost no request ever writes a line. This factory hands out a stand-in that builds
 * the real child on the first line written, so the lines that are written still carry the request id.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options) as unknown as Logger;

/**
 * How the product's server logs (main.ts, and the bench servers that stand in for it). Thousands of
 * players poll odds every 600 ms: two log lines per request would be most of the server's work, so
 * requests are not logged; errors still are, with their request id, by the error handler.
 */
export function serverLogging(level: string): Pick<FastifyServerOptions, 'logger' | 'logController' | 'childLoggerFactory'> {
  return {
    logger: loggerOptions(level),
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
  };
}
