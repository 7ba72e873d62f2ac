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

/** Where log lines go: stdout in production (`asyncStdout`), a stream in tests, any pino destination. */
export type LogDestination = pino.DestinationStream;

/** A request URL's path: a query string is written by the client and may carry anything, so it is not logged. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Logs are JSON lines with the request id on each. They never carry personal data or secrets: bodies are not
 * logged, headers are not logged (authorization is redacted besides, should anything add them), URLs lose their
 * query string, and errors keep only their type, message, code and stack, because a database error also carries
 * the query's parameters (phone numbers).
 */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
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
 * Fastify's request logging reduced to one line a request, written once the answer has gone: "incoming request" is
 * not written, and "request completed" carries the request too (method, path without the query, status, time in ms
 * to the µs, address), through the request's own logger, so with its id.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: pathOf(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 1000) / 1000,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify's logging options: the app's pino logger writing to `destination` (stdout when none is given). */
export function logging(
  level: string,
  destination: LogDestination = pino.destination(1),
): Pick<FastifyServerOptions, 'loggerInstance' | 'logController'> {
  return {
    // As Fastify's own logger type, so the app's type does not depend on pino's.
    loggerInstance: pino(loggerOptions(level), destination) as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
  };
}

/** Production's stdout: pino's asynchronous destination, so a request never waits for a write (a stalled reader). */
export type AsyncStdout = ReturnType<typeof pino.destination>;

/**
 * pino's asynchronous stdout. On an exit without `closeLog` (a crash, `process.exit`) pino writes what is still queued
 * synchronously; `closeLog` is for a planned exit.
 */
export function asyncStdout(): AsyncStdout {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * Writes out every line still queued, a write under way included, then resolves; nothing may be logged after it.
 * (pino's `flush(cb)` does not wait for a write under way.)
 */
export function closeLog(destination: AsyncStdout): Promise<void> {
  return new Promise((resolve) => {
    destination.once('close', () => resolve());
    destination.once('error', () => resolve());
    destination.end();
  });
}
