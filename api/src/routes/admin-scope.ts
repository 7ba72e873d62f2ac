import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { runAs } from '../db/actor';
import { requireAdmin } from '../plugins/app/auth-guard';
import { errorResponses } from './error-responses';

export interface AdminScopeOptions {
  /** Route plugins whose every route is the manager's. */
  routes: FastifyPluginAsyncTypebox[];
}

/** What every admin route documents: it is the manager's, needs the bearer token, and may answer 401 or 403. */
function documentAsAdmin(route: RouteOptions): void {
  const schema = route.schema ?? {};
  route.schema = {
    ...schema,
    tags: ['admin'],
    security: [{ bearerAuth: [] }],
    response: { ...errorResponses(401, 403), ...(schema.response as Record<number, unknown> | undefined) },
  };
}

/**
 * Each admin handler runs as the manager the guard verified, so every transaction it opens names them to the audit
 * trail (db/actor.ts, decision 047): one place, no route can forget it.
 */
function runAsManager(route: RouteOptions): void {
  const handler = route.handler;
  route.handler = function handleAsManager(request, reply) {
    return runAs(request.user.sub, () => handler.call(this, request, reply));
  };
}

/**
 * The admin tree: a route is the manager's by being registered here, not by a flag it could forget. Each route in the
 * scope gets the guard (`requireAdmin`, one `onRequest` hook for the whole scope) and its OpenAPI marks; a route
 * registered anywhere else is public. Encapsulated, so neither hook reaches a route outside it.
 */
export default fp<AdminScopeOptions>(
  async (admin, options) => {
    admin.addHook('onRoute', documentAsAdmin);
    admin.addHook('onRoute', runAsManager);
    admin.addHook('onRequest', requireAdmin);
    for (const routes of options.routes) await admin.register(routes);
  },
  { name: 'admin-scope', dependencies: ['jwt', 'repositories', 'swagger'], encapsulate: true },
);
