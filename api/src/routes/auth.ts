import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import {
  ADMIN_ROLE,
  DEVICE_ROLE,
  DEVICE_TOKEN_LIFETIME_SECONDS,
  LoginBody,
  LoginResponse,
} from '@turf/sync-contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidCredentialsError, SessionExpiredError, TooManyRequestsError } from '../errors';
import { dummyPasswordHash, verifyPassword } from '../lib/accounts/password';
import { errorResponses } from './error-responses';

export interface AuthRoutesOptions {
  /**
   * Attempts per 15 minutes, counted per IP and, separately, per account: per email, or per device for a device
   * that has signed in to that account before, which then counts on its own alone (decisions 006 and 007).
   */
  rateLimit: number;
}

const WINDOW = '15 minutes';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

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

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const limit = await limiter(request);
  if (!limit.isAllowed && limit.isExceeded) {
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new TooManyRequestsError(waitText(limit.ttl));
  }
}

const routes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const limit = { max: options.rateLimit, timeWindow: WINDOW };
  // Checked by hand after the body is parsed, because which counts apply depends on the device token in it.
  // Per address: `request.ip`, which is the visitor's only as far as TRUST_PROXY lets X-Forwarded-For say so.
  const perAddress = app.createRateLimit(limit);
  const perAccount = app.createRateLimit({ ...limit, keyGenerator: (request) => accountBucket(app, request) });

  app.post(
    API_PATHS.login,
    {
      schema: {
        summary: 'Sign in as the manager; answers a 12-hour token',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
      // Strangers count per address and per account, so one account cannot be guessed at from many addresses. A
      // device that signed in before counts on its own alone: neither a stranger's wrong passwords on the account
      // nor the address it shares with everyone behind one proxy or carrier can lock the manager's phone out.
      preHandler: async (request, reply) => {
        const trusted = trustedDeviceOf(app, request.body, emailOf(request.body)) !== null;
        if (!trusted) await enforce(perAddress, request, reply);
        await enforce(perAccount, request, reply);
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const stored = await app.repos.admins.credentials(email);
      // An unknown email costs a full hash too, so timing does not tell which emails exist.
      const ok = await verifyPassword(request.body.password, stored?.passwordHash ?? (await dummyPasswordHash()));
      if (!ok || stored === null) throw new InvalidCredentialsError();
      return {
        token: app.jwt.sign({ sub: email, role: ADMIN_ROLE, ver: stored.tokenVersion }),
        deviceToken: app.jwt.sign(
          { sub: email, role: DEVICE_ROLE },
          { expiresIn: `${DEVICE_TOKEN_LIFETIME_SECONDS}s`, jti: randomUUID() },
        ),
      };
    },
  );
};

/** The manager's routes: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API_PATHS.logoutEverywhere,
    {
      schema: {
        summary: "End every session of the manager's account, on every device, this one included",
        response: {
          204: { type: 'null', description: 'Every token of the account stopped working' },
        },
      },
    },
    async (request, reply) => {
      // The guard has just found the account; it can only be gone if removed in between.
      if (!(await app.repos.admins.endSessions(request.user.sub))) throw new SessionExpiredError();
      return reply.code(204).send(null);
    },
  );
};

export default routes;
