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
import { BadRequestError, BookingNotFoundError, SlotTakenError } from '../errors';
import { NOT_A_DATE } from '../lib/booking-rules';
import { errorResponses } from './error-responses';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookings } = app.repos;

  app.get(
    '/api/bookings',
    {
      schema: {
        summary: 'Slot IDs taken on a date (no personal data)',
        tags: ['public'],
        querystring: TakenSlotsQuery,
        response: { 200: TakenSlots, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (!isIsoDate(request.query.date)) throw new BadRequestError(NOT_A_DATE);
      return app.availability.get(request.query.date);
    },
  );

  app.get(
    '/api/bookings/all',
    {
      schema: {
        summary: 'All bookings, by date then slot start',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        response: { 200: BookingList, ...errorResponses(401, 403) },
      },
      config: { admin: true },
    },
    async () => bookings.listAll(),
  );

  app.patch(
    '/api/bookings/all/:id',
    {
      schema: {
        summary: 'Mark a booking paid or cancelled (exactly one of the two)',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: PatchBookingBody,
        response: { 200: Booking, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { admin: true, invalidBodyMessage: 'Send exactly one of paid or cancelled, as true or false' },
    },
    async (request) => {
      const result = await bookings.patch(request.params.id, request.body);
      if (result.outcome === 'not-found') throw new BookingNotFoundError();
      if (result.outcome === 'slot-taken') throw new SlotTakenError();
      app.availability.invalidate(result.booking.date);
      return result.booking;
    },
  );

  app.delete(
    '/api/bookings/all/:id',
    {
      schema: {
        summary: 'Delete a booking for good',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(400, 401, 403, 404) },
      },
      config: { admin: true },
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
