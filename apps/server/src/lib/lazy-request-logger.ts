import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

/**
 * A request's logger, made on first use. Fastify binds each request's id with a pino child logger, and with
 * redaction configured making one costs more than the guest bootstrap's own work, while at the usual log
 * levels most requests never write a line. Calls below the level return before any child exists; the first
 * call that writes makes the child, with the same bindings Fastify would have given it.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    (this.#logger[level] as (...values: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory` with request loggers made on first use. A route with its own log level gets
 * its child at once, so that level applies from the start.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = logger as unknown as Logger;
  if (options.level !== undefined) return parent.child(bindings, options);
  return new LazyRequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
