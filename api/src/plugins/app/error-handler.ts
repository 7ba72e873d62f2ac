import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RouteNotFoundError, SlotBlockedError, SlotTakenError } from '../../errors';
import { isApiPath, requestPath } from '../../lib/api-path';
import { validationMessage } from '../../lib/validation-message';
import { isUniqueViolation, slotHolder } from '../../repositories/unique-violation';
import { isUnstorableText } from '../../repositories/unstorable-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One message for any invalid body of this route (when field-by-field messages would mislead). */
    invalidBodyMessage?: string;
  }
}

export const UNSTORABLE_TEXT_MESSAGE = 'The request has hidden characters the venue cannot store. Please type it again';

/** Fastify's own 4xx texts where they do not say what to do. */
const CLEARER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the details as JSON (Content-Type: application/json)',
};

function serverErrorMessage(requestId: string): string {
  return `Something went wrong on our side. Please try again (reference ${requestId})`;
}

/**
 * Everything becomes `{ error }` with the right status: 4xx messages pass through, a unique violation is a 409,
 * and a 5xx says only that it failed and the request id to quote; its stack goes to the log, never to the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const custom = error.validationContext === 'body' ? request.routeOptions.config.invalidBodyMessage : undefined;
        return reply.code(400).send({ error: custom ?? validationMessage(error.validation, error.validationContext) });
      }
      if (isUniqueViolation(error)) {
        const holder = slotHolder(error);
        const message =
          holder === 'booking'
            ? new SlotTakenError().message
            : holder === 'block'
              ? new SlotBlockedError().message
              : 'This already exists';
        return reply.code(409).send({ error: message });
      }
      if (isUnstorableText(error)) {
        request.log.warn({ err: error }, 'text the database cannot store');
        return reply.code(400).send({ error: UNSTORABLE_TEXT_MESSAGE });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ error: CLEARER_MESSAGES[error.code] ?? error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: serverErrorMessage(request.id) });
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const api = isApiPath(requestPath(request.url));
      if (app.servesPwa && !api && (request.method === 'GET' || request.method === 'HEAD')) {
        // Client routes (/slots, /admin/...) are the PWA's: serve the page's HTML and let its router decide.
        return reply.header('cache-control', 'no-cache').sendFile(app.pwaPageFor(pathname));
      }
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: new RouteNotFoundError(request.method, pathname).message });
    });
  },
  { name: 'error-handler', dependencies: ['static', 'helmet'] },
);

/**
 * Errors Fastify meets before routing (so before any hook): a broken percent-escape, a path parameter over the
 * router's limit. Answered like every other error: `{ error }`, the security headers, `no-store`, the request id.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(request.server.answerHeaders.api).header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ error: 'This address is not valid: it has a broken %-escape. Check the link' });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ error: 'This address is too long' });
  } else {
    request.log.error({ err: error }, 'request failed');
    reply.code(500).send({ error: serverErrorMessage(request.id) });
  }
}

const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The address or the headers of this request are too long'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again'],
};

/**
 * Requests Node's HTTP parser refuses (an over-long URL or headers, a malformed request, a timeout) never reach
 * Fastify: answered on the socket, in the same shape and with the same headers, and a fresh request id in the log.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read'];
  const requestId = randomUUID();
  this.log.info({ reqId: requestId, err: error, statusCode: status }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify({ error: message });
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
