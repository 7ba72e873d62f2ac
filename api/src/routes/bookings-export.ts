import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { BOOKINGS_EXPORT_COLUMNS, BookingsExportQuery } from '@turf/sync-contract/schemas';
import { BadRequestError } from '../errors';
import { BOOKINGS_CSV_HEAD, bookingCsvLine, bookingsCsvFileName } from '../lib/bookings/bookings-csv';
import { openDateRangeProblem } from '../lib/http/date-range';
import type { ExportRow } from '../repositories/bookings-export';
import { errorResponses } from './error-responses';

/** The file, a page of bookings per chunk: what is in memory is one page, whatever the range. */
async function* csvChunks(
  first: IteratorResult<ExportRow[]>,
  rest: AsyncGenerator<ExportRow[]>,
): AsyncGenerator<string> {
  yield BOOKINGS_CSV_HEAD;
  if (first.done) return;
  yield first.value.map(bookingCsvLine).join('');
  for await (const rows of rest) yield rows.map(bookingCsvLine).join('');
}

/** GET /api/bookings/export.csv: the manager's, registered inside the admin scope. */
export const adminBookingsExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.bookingsExport(),
    {
      schema: {
        summary: 'The bookings as a CSV file for a spreadsheet, by date then slot start',
        description:
          'One row per booking (active and cancelled) from `from` to `to` (both included, each optional), with its ' +
          `payments summed and listed: ${BOOKINGS_EXPORT_COLUMNS.join(', ')}. UTF-8 with a byte order mark, RFC ` +
          "4180 quoting; a text cell starting with =, +, -, @, a tab or a carriage return gets a leading `'` so no " +
          'spreadsheet runs it as a formula. Streamed a page of bookings at a time.',
        querystring: BookingsExportQuery,
        response: {
          200: {
            description: 'The CSV file (an attachment)',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const problem = openDateRangeProblem(from, to);
      if (problem !== null) throw new BadRequestError(problem);
      const pages = app.repos.bookingsExport.pages({ from, to });
      // The first page before the answer starts: a database that fails now gives a 500 answer, not a cut-off file.
      const first = await pages.next();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${bookingsCsvFileName(from, to)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvChunks(first, pages)));
    },
  );
};
