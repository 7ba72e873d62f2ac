import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../../errors';

/** Off by default; the routes that need a limit (login, booking requests) ask for one in their config. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => new TooManyRequestsError(context.after),
    });
  },
  { name: 'rate-limit' },
);
