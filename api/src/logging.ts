import { once } from 'node:events';
import { hostname } from 'node:os';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

interface LoggableError extends Error {
  code?: unknown;
  statusCode?: unknown;
  constraint_name?: unknown;
}

/** Where log lines go: stdout in production (`AsyncStdout`), a stream in tests, any pino destination. */
export type LogDestination = pino.DestinationStream;

/** A request URL's path: a query string is written by the client and may carry anything, so it is not logged. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The fields pino starts every line with (its own default), named here so the request line can start with them too. */
const BASE = { pid: process.pid, hostname: hostname() };

/**
 * Logs are JSON lines with the request id on each. They never carry personal data or secrets: bodies are not
 * logged, headers are not logged (authorization is redacted besides, should anything add them), URLs lose their
 * query string, and errors keep only their type, message, code and stack, because a database error also carries
 * the query's parameters (phone numbers).
 */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: BASE,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'password', 'token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: pathOf(req.url), remoteAddress: req.ip }),
      err: (err: LoggableError) => ({
        type: err.name,
        message: err.message,
        code: err.code,
        statusCode: err.statusCode,
        constraint: err.constraint_name,
        stack: err.stack ?? '',
      }),
    },
  };
}

/**
 * Fastify's logging options: the app's pino logger writing to `destination` (stdout when none is given, as pino does
 * by default), its one line per request, and request loggers made only when used (below).
 */
export function logging(
  level: string,
  destination: LogDestination = pino.destination(1),
): Pick<FastifyServerOptions, 'loggerInstance' | 'logController' | 'childLoggerFactory'> {
  const logger = pino(loggerOptions(level), destination);
  return {
    // As Fastify's own logger type, so the app's type does not depend on pino's.
    loggerInstance: logger as FastifyBaseLogger,
    logController: new OneLinePerRequest(logger, destination),
    childLoggerFactory: requestLogger,
  };
}

type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
/** What a pino log call takes: an object or message, then a message and its format arguments. */
type LogArgs = [obj: unknown, msg?: string, ...args: unknown[]];

/**
 * A request's logger, made into a pino child only when something logs for the request. Fastify makes one logger per
 * request, bound to its id; most requests log nothing but their one request line, which `OneLinePerRequest` writes
 * with the id itself, so making a child for each (the bindings serialised, a logger object built) is work for nothing.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArgs): void {
    this.logger.fatal(...args);
  }
  error(...args: LogArgs): void {
    this.logger.error(...args);
  }
  warn(...args: LogArgs): void {
    this.logger.warn(...args);
  }
  info(...args: LogArgs): void {
    this.logger.info(...args);
  }
  debug(...args: LogArgs): void {
    this.logger.debug(...args);
  }
  trace(...args: LogArgs): void {
    this.logger.trace(...args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made lazily (above). */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: ChildOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

/**
 * Fastify's request lines, one per request instead of two: "incoming request" is not written, and the line written
 * once the answer has gone carries the request too: method, path, status, time taken in ms, address, and the request
 * id, as on every line of a request. The same facts in half the writes.
 *
 * It is the one line every request writes, so it is written by hand, in the very shape pino gives a line of the
 * request's own logger (`{"level":30,"time":…,"pid":…,"hostname":…,"reqId":…,…,"msg":"request completed"}`), to the
 * logger's destination: pino's general path (looking up a serializer and a redaction rule for each field, formatting
 * arguments) cost more than the rest of the line, and the request's logger is never made for it. Every field is
 * plain and known (no serializer or redaction would change it), and each string is escaped by JSON.stringify, except
 * the request id: the app makes every id itself (`lib/request-id.ts`, hex digits and dashes; a client cannot send one,
 * `requestIdHeader: false`), so it needs none. An errored request and every other line go through pino as before.
 */
export class OneLinePerRequest extends LogController {
  readonly #logger: pino.Logger;
  readonly #destination: LogDestination;
  /** `{"level":30` */
  readonly #level: string;
  /** `,"pid":…,"hostname":…` */
  readonly #base: string;
  // Method, path and address repeat from one request to the next (every availability read is `GET /api/bookings` from
  // a few addresses), so each keeps its last quoted form.
  readonly #method = new LastQuoted();
  readonly #path = new LastQuoted();
  readonly #address = new LastQuoted();

  constructor(logger: pino.Logger, destination: LogDestination) {
    super();
    this.#logger = logger;
    this.#destination = destination;
    this.#level = `{"level":${logger.levels.values.info}`;
    this.#base = `,"pid":${BASE.pid},"hostname":${JSON.stringify(BASE.hostname)}`;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      this.#logger.error(
        {
          reqId: request.id,
          method: request.method,
          url: pathOf(request.url),
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
          remoteAddress: request.ip,
          err: error,
        },
        'request errored',
      );
      return;
    }
    if (!this.#logger.isLevelEnabled('info')) return;
    const address = request.ip;
    this.#destination.write(
      `${this.#level},"time":${Date.now()}${this.#base},"reqId":"${request.id}",` +
        `"method":${this.#method.quote(request.method)},"url":${this.#path.quote(pathOf(request.url))},` +
        `"statusCode":${reply.statusCode},"responseTime":${toTheMicrosecond(reply.elapsedTime)}` +
        `${address === undefined ? '' : `,"remoteAddress":${this.#address.quote(address)}`},"msg":"request completed"}\n`,
    );
  }
}

/**
 * A value written as a JSON string, keeping the last one: quoting (JSON.stringify) cost as much as the rest of the line
 * together (decision 039).
 */
class LastQuoted {
  #value = '';
  #quoted = '""';

  quote(value: string): string {
    if (value !== this.#value) {
      this.#value = value;
      this.#quoted = JSON.stringify(value);
    }
    return this.#quoted;
  }
}

/**
 * A request's time in ms, rounded to the µs. The unrounded time has some sixteen digits, a new number each request,
 * and writing it took a fifth of the line's cost; rounded, the few hundred usual values are written from V8's cache of
 * number strings. A µs is finer than anything the time is read for.
 */
export function toTheMicrosecond(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** How long a log line may wait to be handed to the writer with others. */
const FLUSH_MS = 10;
/** How many characters may wait before they are handed over at once. */
const FLUSH_CHARS = 64 * 1024;

/**
 * Stdout written asynchronously, in batches: a request never waits for a write(2), and the lines logged within
 * `FLUSH_MS` (under load, those of hundreds of requests) are handed to the writer together, so it counts, copies and
 * writes them once rather than line by line. Each hand-over is a write on libuv's thread pool, whose round trip (wake a
 * thread, write, wake the event loop) cost more than the request line itself when it happened every turn of the loop
 * (decision 035; before, 028). The batch is encoded to UTF-8 once, here, and the writer (SonicBoom in its bytes mode)
 * gets the bytes: given a string, it measured the batch's UTF-8 length, encoded it to write it and again once written,
 * about a µs a line (decision 039). A line waits at most `FLUSH_MS`, or less once `FLUSH_CHARS` are waiting. `close`
 * must run before a planned exit; on any other exit what is left is written synchronously (before a write still under
 * way, if one is: as pino's own exit flush does).
 */
export class AsyncStdout implements LogDestination {
  readonly #stream = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
  #lines = '';
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  readonly #flush = (): void => {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    const lines = this.#lines;
    this.#lines = '';
    // SonicBoom's bytes mode takes a Buffer where its types say string.
    if (lines !== '' && !this.#closed) this.#stream.write(Buffer.from(lines) as unknown as string);
  };

  constructor() {
    process.once('exit', () => {
      if (this.#closed) return;
      this.#flush();
      try {
        this.#stream.flushSync();
      } catch {
        // A write still under way, or stdout gone: nothing more can be done at exit.
      }
    });
  }

  write(line: string): void {
    this.#lines += line;
    if (this.#lines.length >= FLUSH_CHARS) this.#flush();
    // Unref'd: a process with nothing else to do may end meanwhile, and its exit writes the lines.
    else this.#timer ??= setTimeout(this.#flush, FLUSH_MS).unref();
  }

  /** Writes out every line still queued, then resolves; nothing may be logged after it. */
  async close(): Promise<void> {
    this.#flush();
    this.#closed = true;
    const closed = once(this.#stream, 'close');
    this.#stream.end();
    await closed;
  }
}
