import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { RouteNotFoundError, SlotTakenError } from '../../errors';
import { isApiPath } from '../../lib/api-path';
import { validationMessage } from '../../lib/validation-message';
import { isActiveSlotViolation, isUniqueViolation } from '../../repositories/unique-violation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One message for any invalid body of this route (when field-by-field messages would mislead). */
    invalidBodyMessage?: string;
  }
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
        const message = isActiveSlotViolation(error) ? new SlotTakenError().message : 'This already exists';
        return reply.code(409).send({ error: message });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ error: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ error: `Something went wrong on our side. Please try again (reference ${request.id})` });
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (app.servesPwa && !isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
        // Client routes (/slots, /admin/...) are the PWA's: serve the page's HTML and let its router decide.
        return reply.header('cache-control', 'no-cache').sendFile(app.pwaPageFor(pathname));
      }
      return reply.code(404).send({ error: new RouteNotFoundError(request.method, pathname).message });
    });
  },
  { name: 'error-handler', dependencies: ['static'] },
);
