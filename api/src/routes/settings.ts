import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import {
  PAGE_HEADERS,
  PutSettingsBody,
  SETTINGS_CHANGES_PAGE_MAX,
  SETTINGS_CHANGES_PAGE_SIZE,
  SettingsChangeList,
  SettingsChangesQuery,
  VersionedSettings,
} from '@turf/sync-contract/schemas';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { BadRequestError, SettingsVersionConflictError } from '../errors';
import { clientHasCurrent } from '../lib/http/if-none-match';
import { type PagedList, pageLimit, pageQueryProblem } from '../lib/http/page-limit';
import { paymentSettingsProblem } from '../lib/settings/payment-settings-rules';
import { type SettingsAnswer, settingsEtag } from '../lib/settings/settings-answer';
import { settingsProblem } from '../lib/settings/settings-problem';
import { errorResponses } from './error-responses';

/** A 304 has no body at all (not even `null`). */
const NOT_MODIFIED = Type.Unsafe<undefined>({
  description: 'Not Modified: the copy named by If-None-Match is current',
});

/**
 * The largest document the schema allows (30 events and 10 slides, every text at its longest in English and Bangla,
 * three bytes a Bangla letter) is some 115 KB, past the app's BODY_LIMIT for visitors' requests. This route alone takes
 * more: it is the manager's, and the admin guard runs on `onRequest`, before any body is read.
 */
const SETTINGS_BODY_LIMIT = 256 * 1024;

const CHANGES_LIST: PagedList = { size: SETTINGS_CHANGES_PAGE_SIZE, max: SETTINGS_CHANGES_PAGE_MAX, items: 'changes' };

/** GET /api/settings: public, what the site shows. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.settings,
    {
      schema: {
        summary: 'The venue’s settings as the site shows them, with their version',
        description:
          'Contacts, prices, booking horizon, events and page texts: nothing else (who saved them is in the ' +
          'manager’s change log). The ETag is the version; a client whose copy is current gets a 304.',
        tags: ['public'],
        response: { 200: VersionedSettings, 304: NOT_MODIFIED },
      },
    },
    (request, reply) => sendSettings(request.headers['if-none-match'], reply, app.venueSettings.answer),
  );
};
export default routes;

/**
 * Held in memory with its bytes (decision 044): no database read and no serialising, for a 200 or a 304. Public and
 * changed rarely, but a change must show on the next visit: kept by the browser, and asked about each time.
 */
function sendSettings(ifNoneMatch: string | undefined, reply: FastifyReply, answer: SettingsAnswer): void {
  reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  if (clientHasCurrent(ifNoneMatch, answer.etag)) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The manager's routes: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { settings } = app.repos;

  app.put(
    API_PATHS.settings,
    {
      schema: {
        summary: 'Save the venue’s settings: the whole document, and the version it was edited from',
        description:
          'All or nothing. A field the document does not have, a link that is not https:, a price that is not whole ' +
          'taka from 1 to 100000 (and so on) is a 400 whose code says the kind and whose text names the field. A ' +
          'Send money shown with no number, or a number listed twice, is a 400 too. A document without `payments` (from a ' +
          'client older than them) keeps the venue’s. A ' +
          'version older than the latest (someone saved in between) is a 409: reload and edit again. Saved, the ' +
          'answer is the new version; a document equal to the latest saves nothing and answers its version.',
        body: PutSettingsBody,
        response: { 200: VersionedSettings, ...errorResponses(400, 409, 413) },
      },
      bodyLimit: SETTINGS_BODY_LIMIT,
      config: { bodyProblem: settingsProblem },
    },
    async (request, reply) => {
      const { version, settings: document } = request.body;
      const problem = paymentSettingsProblem(document);
      if (problem) throw new BadRequestError(problem);
      const result = await settings.save(version, document, request.user.sub);
      if (result.outcome === 'conflict') throw new SettingsVersionConflictError();
      // Served from now on by this process; the others hear of it from the database (plugins/app/settings.ts).
      app.venueSettings.offer(result.saved);
      reply.header('etag', settingsEtag(result.saved.version));
      return result.saved;
    },
  );

  app.get(
    API_PATHS.settingsChanges,
    {
      schema: {
        summary: 'Every save of the settings: who, when, and which fields changed, newest first, a page at a time',
        description:
          `At most \`limit\` saves (default ${SETTINGS_CHANGES_PAGE_SIZE}, at most ${SETTINGS_CHANGES_PAGE_MAX}). ` +
          'While older ones follow, the `Link` header names the next page (`rel="next"`). The first-start defaults ' +
          '(version 1) are no one’s change and are not listed.',
        querystring: SettingsChangesQuery,
        response: {
          200: {
            ...SettingsChangeList,
            // Documentation only (@fastify/swagger's response-header map): the handler sets it.
            headers: {
              Link: { type: 'string', description: 'The next page: `</api/settings/changes?...>; rel="next"`' },
            },
          },
          ...errorResponses(400),
        },
      },
      config: { queryProblem: pageQueryProblem(CHANGES_LIST) },
    },
    async (request, reply) => {
      const limit = pageLimit(request.query.limit, CHANGES_LIST);
      const cursor = request.query.cursor === undefined ? undefined : Number(request.query.cursor);
      const page = await settings.changes(limit, cursor);
      const last = page.changes.at(-1);
      if (page.hasMore && last) {
        reply.header(PAGE_HEADERS.next, `<${API_PATHS.settingsChangesPage(limit, last.version)}>; rel="next"`);
      }
      return page.changes;
    },
  );
};
