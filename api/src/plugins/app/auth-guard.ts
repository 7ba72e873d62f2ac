import { ADMIN_ROLE } from '@turf/sync-contract/schemas';
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

/** The one guard of every admin route: no token 401, a bad or expired one 401, a valid one without the role 403. */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.admin !== true) return;
      if (!request.headers.authorization) throw new UnauthorizedError();
      try {
        await request.jwtVerify();
      } catch {
        throw new SessionExpiredError();
      }
      if (request.user.role !== ADMIN_ROLE) throw new ForbiddenError();
    });
  },
  { name: 'auth-guard', dependencies: ['jwt'] },
);
