import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_ROLE, LoginBody, LoginResponse } from '@turf/sync-contract/schemas';
import { InvalidCredentialsError } from '../errors';
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

const routes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
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
      preHandler: app.rateLimit({
        max: options.rateLimit,
        timeWindow: WINDOW,
        keyGenerator: (request) => `login-email:${emailOf(request.body)}`,
      }),
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
