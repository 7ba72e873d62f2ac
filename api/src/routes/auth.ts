import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ROLE,
  DEVICE_ROLE,
  DEVICE_TOKEN_LIFETIME_SECONDS,
  LoginBody,
  LoginResponse,
} from '@turf/sync-contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidCredentialsError, TooManyRequestsError } from '../errors';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import { errorResponses } from './error-responses';

export interface AuthRoutesOptions {
  /**
   * Attempts per 15 minutes, counted per IP and, separately, per account: per email, or per device for a device
   * that has signed in to that account before (decision 006).
   */
  rateLimit: number;
}

const WINDOW = '15 minutes';

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The id of a device that signed in to `email` before, from its device token; null for anything else. */
function trustedDeviceOf(app: FastifyInstance, body: unknown, email: string): string | null {
  const token = (body as { deviceToken?: unknown } | undefined)?.deviceToken;
  if (typeof token !== 'string') return null;
  try {
    const claims = app.jwt.verify<{ sub?: unknown; role?: unknown; jti?: unknown }>(token);
    return claims.role === DEVICE_ROLE && claims.sub === email && typeof claims.jti === 'string' ? claims.jti : null;
  } catch {
    // Expired, forged or garbled: the login counts as from an unknown device, never fails because of it.
    return null;
  }
}

/** Whose count a login attempt goes to: its device's, when the device is trusted for that email, else the email's. */
function accountBucket(app: FastifyInstance, request: FastifyRequest): string {
  const email = emailOf(request.body);
  const device = trustedDeviceOf(app, request.body, email);
  return device === null ? `login-email:${email}` : `login-device:${device}`;
}

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const routes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  // The plugin runs one limiter per request, so the per-account one is checked by hand.
  const perAccount = app.createRateLimit({
    max: options.rateLimit,
    timeWindow: WINDOW,
    keyGenerator: (request) => accountBucket(app, request),
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
      // A second limit per account, so one account cannot be guessed at from many addresses; a device that signed
      // in before counts on its own, so strangers' wrong passwords cannot lock the manager's phone out.
      preHandler: async (request, reply) => {
        const limit = await perAccount(request);
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
      return {
        token: app.jwt.sign({ sub: email, role: ADMIN_ROLE }),
        deviceToken: app.jwt.sign(
          { sub: email, role: DEVICE_ROLE },
          { expiresIn: `${DEVICE_TOKEN_LIFETIME_SECONDS}s`, jti: randomUUID() },
        ),
      };
    },
  );
};

export default routes;
