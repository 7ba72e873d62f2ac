import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateRangeQuery, REPORT_RANGE_MAX_DAYS, VenueReport } from '@turf/sync-contract/schemas';
import { todayAtVenue } from '@turf/sync-contract/time';
import { BadRequestError } from '../errors';
import { dateRangeProblem } from '../lib/http/date-range';
import { errorResponses } from './error-responses';

/** GET /api/reports: the manager's, registered inside the admin scope. */
export const adminReportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/reports',
    {
      schema: {
        summary: 'The venue’s numbers for a range of days: occupancy, revenue booked and received, cancellations',
        description:
          `From \`from\` to \`to\` (both included, at most ${REPORT_RANGE_MAX_DAYS} days), on the venue’s clock: ` +
          'how often each slot was booked on each weekday, the prices of the active bookings and the money received ' +
          'by week, the money received by method, the cancellations, and what came in today.',
        querystring: DateRangeQuery,
        response: { 200: VenueReport, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const problem = dateRangeProblem(from, to, REPORT_RANGE_MAX_DAYS);
      if (problem !== null) throw new BadRequestError(problem);
      return app.repos.reports.between(from, to, todayAtVenue(app.clock()));
    },
  );
};
