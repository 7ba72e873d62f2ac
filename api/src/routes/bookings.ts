import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Booking,
  BookingList,
  IdParams,
  PatchBookingBody,
  TakenSlots,
  TakenSlotsQuery,
} from '@turf/sync-contract/schemas';
import { isIsoDate } from '@turf/sync-contract/time';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { BadRequestError, BookingNotFoundError, SlotBlockedError, SlotTakenError } from '../errors';
import { DATE_INVALID } from '../lib/booking-rules';
import { clientHasCurrent } from '../lib/if-none-match';
import type { TakenSlotsAnswer } from '../lib/taken-slots-answer';
import { errorResponses } from './error-responses';

/** A 304 has no body at all (not even `null`). */
const NOT_MODIFIED = Type.Unsafe<undefined>({
  description: 'Not Modified: the copy named by If-None-Match is current',
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bookings',
    {
      schema: {
        summary: 'Slot IDs taken on a date (no personal data)',
        tags: ['public'],
        querystring: TakenSlotsQuery,
        response: { 200: TakenSlots, 304: NOT_MODIFIED, ...errorResponses(400) },
      },
      // At most 16 short slot IDs: always under the compression threshold, and a GET has no body to inflate.
      compress: false,
      decompress: false,
    },
    (request, reply) => {
      const { date } = request.query;
      // The busiest call: a date held in memory is answered at once, without waiting on a promise. Only dates that
      // passed the check below are ever loaded, so one found in memory is a real date already.
      const held = app.availability.held(date);
      if (held !== undefined) return sendTakenSlots(request.headers['if-none-match'], reply, held);
      if (!isIsoDate(date)) throw new BadRequestError(DATE_INVALID);
      return app.availability
        .get(date)
        .then((answer) => sendTakenSlots(request.headers['if-none-match'], reply, answer));
    },
  );
};

/**
 * Public, changes with every booking: a browser may keep it but asks each time, and a phone whose copy is current gets
 * a 304 with no body (decision 022). The bytes were serialised when the date was loaded.
 */
function sendTakenSlots(ifNoneMatch: string | undefined, reply: FastifyReply, answer: TakenSlotsAnswer): void {
  reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  if (clientHasCurrent(ifNoneMatch, answer.etag)) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The manager's routes: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookings } = app.repos;

  app.get(
    '/api/bookings/all',
    {
      schema: {
        summary: 'All bookings, by date then slot start',
        response: { 200: BookingList },
      },
    },
    async () => bookings.listAll(),
  );

  app.patch(
    '/api/bookings/all/:id',
    {
      schema: {
        summary: 'Mark a booking paid or cancelled (exactly one of the two)',
        params: IdParams,
        body: PatchBookingBody,
        response: { 200: Booking, ...errorResponses(400, 404, 409) },
      },
      config: {
        invalidBody: {
          code: 'PAID_OR_CANCELLED_REQUIRED',
          message: 'Send exactly one of paid or cancelled, as true or false',
        },
      },
    },
    async (request) => {
      const result = await bookings.patch(request.params.id, request.body);
      if (result.outcome === 'not-found') throw new BookingNotFoundError();
      if (result.outcome === 'slot-taken') throw new SlotTakenError();
      if (result.outcome === 'slot-blocked') throw new SlotBlockedError();
      app.availability.invalidate(result.booking.date);
      return result.booking;
    },
  );

  app.delete(
    '/api/bookings/all/:id',
    {
      schema: {
        summary: 'Delete a booking for good',
        params: IdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const date = await bookings.remove(request.params.id);
      if (date === null) throw new BookingNotFoundError();
      app.availability.invalidate(date);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
