import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { AUDIT_PAGE_MAX, AUDIT_PAGE_SIZE, AuditEntryList, AuditQuery, PAGE_HEADERS } from '@turf/sync-contract/schemas';
import { BadRequestError } from '../errors';
import { type PagedList, pageLimit, pageQueryProblem } from '../lib/http/page-limit';
import { errorResponses } from './error-responses';

const AUDIT_LIST: PagedList = { size: AUDIT_PAGE_SIZE, max: AUDIT_PAGE_MAX, items: 'entries' };

const RANGE_PROBLEM = {
  code: 'AUDIT_RANGE_INVALID',
  message: 'Give from and to as instants between the years 1 and 9999, from before to',
} as const;

// The database's own range: a date the schema's format lets through but PostgreSQL would refuse is a 400, not a 500.
const FIRST_INSTANT = new Date('0001-01-01T00:00:00Z').getTime();
const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z').getTime();

/** An instant as PostgreSQL reads it, or a 400. */
function instant(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (!(time >= FIRST_INSTANT && time <= LAST_INSTANT)) throw new BadRequestError(RANGE_PROBLEM);
  return new Date(time).toISOString();
}

/** GET /api/audit: the manager's, registered inside the admin scope. */
export const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { audit } = app.repos;

  app.get(
    API_PATHS.audit,
    {
      schema: {
        summary: 'The audit trail: who changed what and when, newest first, a page at a time',
        description:
          'Every change to requests, bookings, blocks and settings, with the fields before and after, optionally ' +
          `of one request or booking (\`bookingId\`) and within \`from\` (inclusive) to \`to\` (exclusive). At most ` +
          `\`limit\` entries (default ${AUDIT_PAGE_SIZE}, at most ${AUDIT_PAGE_MAX}); while older ones follow, the ` +
          '`Link` header names the next page (`rel="next"`).',
        querystring: AuditQuery,
        response: {
          200: {
            ...AuditEntryList,
            // Documentation only (@fastify/swagger's response-header map): the handler sets it.
            headers: { Link: { type: 'string', description: 'The next page: `</api/audit?...>; rel="next"`' } },
          },
          ...errorResponses(400),
        },
      },
      config: { queryProblem: pageQueryProblem(AUDIT_LIST) },
    },
    async (request, reply) => {
      const { bookingId, cursor } = request.query;
      const limit = pageLimit(request.query.limit, AUDIT_LIST);
      const from = instant(request.query.from);
      const to = instant(request.query.to);
      if (from !== undefined && to !== undefined && from > to) throw new BadRequestError(RANGE_PROBLEM);
      const page = await audit.page({ bookingId, from, to, cursor }, limit);
      const last = page.entries.at(-1);
      if (page.hasMore && last) {
        const next = new URLSearchParams();
        for (const [key, value] of Object.entries({ bookingId, from, to }))
          if (value !== undefined) next.set(key, value);
        next.set('limit', String(limit));
        next.set('cursor', last.id);
        reply.header(PAGE_HEADERS.next, `<${API_PATHS.audit}?${next}>; rel="next"`);
      }
      return page.entries;
    },
  );
};
