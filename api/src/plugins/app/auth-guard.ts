import { ADMIN_ROLE } from '@turf/sync-contract/schemas';
import type { onRequestAsyncHookHandler } from 'fastify';
import { ForbiddenError, SessionExpiredError, UnauthorizedError } from '../../errors';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `ver`: the account's token version at sign-in (admin tokens only; decision 007). */
    payload: { sub: string; role: string; ver?: number };
    user: { sub: string; role: string; ver?: number; exp: number; iat: number };
  }
}

/**
 * The one guard of every admin route: the admin scope (routes/admin-scope.ts) runs it first on each route registered
 * inside it, and public routes, registered outside, carry no guard at all, so the busiest calls pay nothing for it.
 *
 * No token 401, a bad or expired one 401, a valid one without the admin role 403, and an admin token whose account is
 * gone or whose sessions were ended since (its version is not the account's current one) 401.
 *
 * The version is read from the database on every admin request rather than cached: it is one primary-key lookup on a
 * table of a few rows, admin requests come from one or two phones, and the answer is right at once in every process
 * (a cache would need invalidating across replicas, and a session must end the moment it is ended).
 */
export const requireAdmin: onRequestAsyncHookHandler = async (request) => {
  if (!request.headers.authorization) throw new UnauthorizedError();
  try {
    await request.jwtVerify();
  } catch {
    throw new SessionExpiredError();
  }
  const { role, sub, ver } = request.user;
  if (role !== ADMIN_ROLE) throw new ForbiddenError();
  if (typeof sub !== 'string' || typeof ver !== 'number') throw new SessionExpiredError();
  if ((await request.server.repos.admins.tokenVersion(sub)) !== ver) throw new SessionExpiredError();
};
