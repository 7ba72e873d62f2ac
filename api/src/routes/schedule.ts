import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateRangeQuery, Schedule } from '@turf/sync-contract/schemas';
import { BadRequestError } from '../errors';
import { dateRangeProblem } from '../lib/http/date-range';
import { errorResponses } from './error-responses';

/** The manager's routes: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/schedule',
    {
      schema: {
        summary: 'Everything the schedule board shows for a range of days, in one answer',
        description:
          'From `from` to `to` (both included, at most 92 days): the bookings (active and cancelled), the blocks and ' +
          'the requests still waiting, each by date and slot (a slot’s requests oldest first), read at one instant.',
        querystring: DateRangeQuery,
        response: { 200: Schedule, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const problem = dateRangeProblem(from, to);
      if (problem !== null) throw new BadRequestError(problem);
      return app.repos.schedule.between(from, to);
    },
  );
};
