import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_ROLE, LoginBody, LoginResponse } from '@turf/sync-contract/schemas';
import { InvalidCredentialsError, TooManyRequestsError } from '../errors';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import { errorResponses } from './error-responses';

export interface AuthRoutesOptions {
  /** Attempts per 15 minutes, counted per IP and, separately, per email. */
  rateLimit: number;
}

const WINDOW = '15 minutes';

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const routes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  // The plugin runs one limiter per request, so the per-email one is checked by hand.
  const perEmail = app.createRateLimit({
    max: options.rateLimit,
    timeWindow: WINDOW,
    keyGenerator: (request) => `login-email:${emailOf(request.body)}`,
  });
  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in as the manager; answers a 12-hour token',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
      config: { rateLimit: { max: options.rateLimit, timeWindow: WINDOW } },
      // A second limit per email, so one account cannot be guessed at from many addresses.
      preHandler: async (request, reply) => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          throw new TooManyRequestsError(waitText(limit.ttl));
        }
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const stored = await app.repos.admins.passwordHash(email);
      // An unknown email costs a full hash too, so timing does not tell which emails exist.
      const ok = await verifyPassword(request.body.password, stored ?? (await dummyPasswordHash()));
      if (!ok || stored === null) throw new InvalidCredentialsError();
      return { token: app.jwt.sign({ sub: email, role: ADMIN_ROLE }) };
    },
  );
};

export default routes;
