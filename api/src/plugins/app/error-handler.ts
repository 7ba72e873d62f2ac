import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { isServiceErrorCode } from '@turf/sync-contract/answer-code';
import { type ErrorCode, isErrorCode, type Problem } from '@turf/sync-contract/error-codes';
import type { ErrorResponse } from '@turf/sync-contract/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RouteNotFoundError, SlotBlockedError, SlotTakenError } from '../../errors';
import { isApiPath, requestPath } from '../../lib/http/api-path';
import { type ValidationIssue, validationProblem } from '../../lib/http/validation-message';
import { isUniqueViolation, slotHolder } from '../../repositories/unique-violation';
import { isUnstorableText } from '../../repositories/unstorable-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One answer for any invalid body of this route (when field-by-field messages would mislead). */
    invalidBody?: Problem;
    /** The answer to an invalid body of this route, from the validator's issues (when the field's kind sets the code). */
    bodyProblem?: (issues: readonly ValidationIssue[]) => Problem;
    /** The answer to an invalid query of this route, when it has its own (else the common messages answer). */
    queryProblem?: (issues: readonly ValidationIssue[]) => Problem | undefined;
  }
}

export const UNSTORABLE_TEXT_MESSAGE = 'The request has hidden characters the venue cannot store. Please type it again';

/** Fastify's own 4xx texts where they do not say what to do. */
const CLEARER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the details as JSON (Content-Type: application/json)',
};

/** The codes of the 4xx errors Fastify and its plugins throw (their own codes are theirs to change, ours are not). */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_INPUT',
  FST_CP_ERR_INVALID_CONTENT: 'INVALID_INPUT',
  FST_ERR_BAD_URL: 'URL_INVALID',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
};

/** A 4xx nobody named: its code by its status, so that no answer is without one. */
const STATUS_CODES_FALLBACK: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'BODY_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/** The machine code of a 4xx: ours when the error is one of ours, else the framework's mapped, else by status. */
export function clientErrorCode(error: { code?: unknown }, status: number): ErrorCode {
  if (isErrorCode(error.code)) return error.code;
  const framework = typeof error.code === 'string' ? FRAMEWORK_CODES[error.code] : undefined;
  if (framework) return framework;
  // The JSON parser's own SyntaxError carries no code; Fastify gives it status 400.
  if (error instanceof SyntaxError && status === 400) return 'INVALID_JSON';
  return STATUS_CODES_FALLBACK[status] ?? 'INVALID_INPUT';
}

function serverError(requestId: string): ErrorResponse {
  return {
    error: `Something went wrong on our side. Please try again (reference ${requestId})`,
    code: 'SERVER_ERROR',
  };
}

/** The one shape of every error answer: the English text and its machine code. */
function answer(code: ErrorCode, message: string): ErrorResponse {
  return { error: message, code };
}

/**
 * Everything becomes `{ error, code }` with the right status: 4xx messages pass through with their code, a unique
 * violation is a 409, and a 5xx says only that it failed and the request id to quote; its stack goes to the log,
 * never to the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const { invalidBody, bodyProblem, queryProblem } = request.routeOptions.config;
        const custom =
          error.validationContext === 'body'
            ? (invalidBody ?? bodyProblem?.(error.validation))
            : error.validationContext === 'querystring'
              ? queryProblem?.(error.validation)
              : undefined;
        const problem = custom ?? validationProblem(error.validation, error.validationContext);
        return reply.code(400).send(answer(problem.code, problem.message));
      }
      if (isUniqueViolation(error)) {
        const holder = slotHolder(error);
        const refusal =
          holder === 'booking'
            ? new SlotTakenError()
            : holder === 'block'
              ? new SlotBlockedError()
              : { code: 'ALREADY_EXISTS' as const, message: 'This already exists' };
        return reply.code(409).send(answer(refusal.code, refusal.message));
      }
      if (isUnstorableText(error)) {
        request.log.warn({ err: error }, 'text the database cannot store');
        return reply.code(400).send(answer('UNSTORABLE_TEXT', UNSTORABLE_TEXT_MESSAGE));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply
          .code(status)
          .send(answer(clientErrorCode(error, status), CLEARER_MESSAGES[error.code] ?? error.message));
      }
      // A service this app depends on is down (bKash, decision 086) or refused (502, decision 089): said so with the
      // app's own code and words, which tell the person what to do instead; any other 5xx stays generic.
      if ((status === 502 || status === 503) && isServiceErrorCode(error.code)) {
        return reply.code(status).send(answer(error.code, error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(serverError(request.id));
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const api = isApiPath(requestPath(request.url));
      if (app.servesPwa && !api && (request.method === 'GET' || request.method === 'HEAD')) {
        // Client routes (/slots, /admin/...) are the PWA's: its page in the visitor's language, its router decides.
        return app.sendPwaPage(request, reply);
      }
      const notFound = new RouteNotFoundError(request.method, pathname);
      return reply.code(404).header('cache-control', 'no-store').send(answer(notFound.code, notFound.message));
    });
  },
  { name: 'error-handler', dependencies: ['static', 'helmet'] },
);

/**
 * Errors Fastify meets before routing (so before any hook): a broken percent-escape, a path parameter over the
 * router's limit. Answered like every other error: `{ error, code }`, the security headers, `no-store`, the request id.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(request.server.answerHeaders.api).header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send(answer('URL_INVALID', 'This address is not valid: it has a broken %-escape. Check the link'));
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send(answer('URL_TOO_LONG', 'This address is too long'));
  } else {
    request.log.error({ err: error }, 'request failed');
    reply.code(500).send(serverError(request.id));
  }
}

const CLIENT_ERRORS: Record<string, [status: number, code: ErrorCode, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The address or the headers of this request are too long'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again'],
};

/**
 * Requests Node's HTTP parser refuses (an over-long URL or headers, a malformed request, a timeout) never reach
 * Fastify: answered on the socket, in the same shape and with the same headers, and a fresh request id in the log.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'REQUEST_UNREADABLE',
    'The request could not be read',
  ];
  const requestId = randomUUID();
  this.log.info({ reqId: requestId, err: error, statusCode: status }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify(answer(code, message));
    const headers = {
      ...this.answerHeaders.api,
      'x-request-id': requestId,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
