import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

interface LoggableError extends Error {
  code?: unknown;
  statusCode?: unknown;
  constraint_name?: unknown;
}

/**
 * Logs are JSON lines with the request id on each. They never carry personal data or secrets: bodies are not
 * logged, headers are not logged (authorization is redacted besides, should anything add them), and errors keep only
 * their type, message, code and stack, because a database error also carries the query's parameters (phone numbers).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'password', 'token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: req.url, remoteAddress: req.ip }),
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
