import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { Health } from '@turf/sync-contract/schemas';
import { SchemaBehindError } from '../repositories/health';

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
        if (error instanceof SchemaBehindError) {
          // Migrations run at start (decision 024): the way back is a restart, which the process asks for.
          request.log.error({ err: error }, 'the database has lost its tables');
          app.schemaLost();
          return reply.code(503).send({ ok: false, db: 'down' as const });
        }
        request.log.warn({ err: error }, 'database is not answering');
        return reply.code(503).send({ ok: false, db: 'down' as const });
      }
    },
  );

  app.get(API_PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());
};

export default routes;
