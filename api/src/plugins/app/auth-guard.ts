import { ADMIN_ROLE } from '@turf/sync-contract/schemas';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, SessionExpiredError, UnauthorizedError } from '../../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only the manager may call this route. */
    admin?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: string };
    user: { sub: string; role: string; exp: number; iat: number };
  }
}

/** No token 401, a bad or expired one 401, a valid one without the admin role 403. */
export const requireAdmin: onRequestAsyncHookHandler = async (request) => {
  if (!request.headers.authorization) throw new UnauthorizedError();
  try {
    await request.jwtVerify();
  } catch {
    throw new SessionExpiredError();
  }
  if (request.user.role !== ADMIN_ROLE) throw new ForbiddenError();
};

/**
 * The one guard of every admin route: each route marked `config: { admin: true }` gets `requireAdmin` as its first
 * onRequest hook when it is declared. Public routes carry no guard at all, so the busiest calls pay nothing for it.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.config?.admin !== true) return;
      const existing =
        route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [requireAdmin, ...existing];
    });
  },
  { name: 'auth-guard', dependencies: ['jwt'] },
);
