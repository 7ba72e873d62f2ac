import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { Health } from '@turf/sync-contract/schemas';

const DB_TIMEOUT_MS = 2000;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.health,
    {
      schema: { summary: 'Liveness and database reachability', tags: ['ops'], response: { 200: Health, 503: Health } },
    },
    async (request, reply) => {
      try {
        await app.repos.health.ping(DB_TIMEOUT_MS);
        return { ok: true, db: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        return reply.code(503).send({ ok: false, db: 'down' as const });
      }
    },
  );

  app.get(API_PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());
};

export default routes;
