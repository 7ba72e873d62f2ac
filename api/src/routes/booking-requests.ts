import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newBookingId, normalizeBookingId } from '@turf/sync-contract/booking-id';
import {
  Booking,
  BookingRequest,
  BookingRequestList,
  BookingRequestStatus,
  CreateBookingRequestBody,
  IdParams,
} from '@turf/sync-contract/schemas';
import {
  AlreadyDecidedError,
  BadRequestError,
  IdempotencyMismatchError,
  RequestNotFoundError,
  SlotTakenError,
} from '../errors';
import { checkBookingRequest } from '../lib/booking-rules';
import { errorResponses } from './error-responses';

export interface BookingRequestRoutesOptions {
  /** Booking requests per minute per IP. */
  rateLimit: number;
}

/** Same request as the one stored under this id? Retries of one request are the same; anything else is misuse. */
function sameRequest(stored: BookingRequest, body: CreateBookingRequestBody): boolean {
  return (
    stored.date === body.date &&
    stored.slotId === body.slotId &&
    stored.name === body.name.trim() &&
    stored.phone === body.phone &&
    stored.time === body.time
  );
}

const routes: FastifyPluginAsyncTypebox<BookingRequestRoutesOptions> = async (app, options) => {
  const { bookingRequests, bookings } = app.repos;

  app.post(
    '/api/booking-requests',
    {
      schema: {
        summary: 'Send a booking request (idempotent by its Booking ID)',
        tags: ['public'],
        body: CreateBookingRequestBody,
        response: { 200: BookingRequest, 201: BookingRequest, ...errorResponses(400, 409, 413, 422, 429) },
      },
      config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = request.body;
      // A retry (the outbox resending after a lost answer) gets the stored request, whatever the time is now.
      const replay = async (): Promise<BookingRequest | null> => {
        if (body.id === undefined) return null;
        const stored = await bookingRequests.findById(body.id);
        if (!stored) return null;
        if (!sameRequest(stored, body)) throw new IdempotencyMismatchError();
        return stored;
      };

      const checked = checkBookingRequest(body, app.clock());
      if ('problem' in checked) {
        const stored = await replay();
        if (stored) return reply.code(200).send(stored);
        throw new BadRequestError(checked.problem);
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        const id = body.id ?? newBookingId();
        const created = await bookingRequests.insertIfAbsentAndFree(id, checked.request);
        if (created) return reply.code(201).send(created);
        // Not inserted: this id is stored already (a retry, or a copy that won the race), or the slot is booked.
        const stored = await replay();
        if (stored) return reply.code(200).send(stored);
        if (await bookings.isSlotTaken(checked.request.date, checked.request.slotId)) throw new SlotTakenError();
        // A server-made id collided with a stored one (draw another), or the slot was freed meanwhile: try again.
      }
      throw new Error('Could not find a free Booking ID');
    },
  );

  app.get(
    '/api/booking-requests/:id/status',
    {
      schema: {
        summary: 'Where a booking request stands: pending, confirmed, rejected, or cancelled later (no personal data)',
        tags: ['public'],
        params: IdParams,
        response: { 200: BookingRequestStatus, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const standing = await bookingRequests.standing(normalizeBookingId(request.params.id));
      if (standing === null) throw new RequestNotFoundError();
      return { status: standing };
    },
  );

  app.get(
    '/api/booking-requests',
    {
      schema: {
        summary: 'Pending booking requests, oldest first',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        response: { 200: BookingRequestList, ...errorResponses(401, 403) },
      },
      config: { admin: true },
    },
    async () => bookingRequests.listPending(),
  );

  app.post(
    '/api/booking-requests/:id/confirm',
    {
      schema: {
        summary: 'Confirm a pending request: it becomes a booking at the slot’s price',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: Booking, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { admin: true },
    },
    async (request) => {
      const result = await bookingRequests.confirm(request.params.id);
      switch (result.outcome) {
        case 'confirmed':
          app.availability.invalidate(result.booking.date);
          return result.booking;
        case 'not-found':
          throw new RequestNotFoundError();
        case 'already-decided':
          throw new AlreadyDecidedError(result.status);
        case 'slot-taken':
          throw new SlotTakenError();
      }
    },
  );

  app.delete(
    '/api/booking-requests/:id',
    {
      schema: {
        summary: 'Reject a pending request (the row stays, marked rejected)',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: BookingRequest, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { admin: true },
    },
    async (request) => {
      const result = await bookingRequests.reject(request.params.id);
      if (result.outcome === 'rejected') return result.request;
      if (result.outcome === 'not-found') throw new RequestNotFoundError();
      throw new AlreadyDecidedError(result.status);
    },
  );
};

export default routes;
