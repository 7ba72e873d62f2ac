import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { newBookingId, normalizeBookingId } from '@turf/sync-contract/booking-id';
import {
  BookedSlotsWithRequests,
  Booking,
  BookingRequest,
  BookingRequestList,
  BookingRequestPageQuery,
  BookingRequestStatus,
  type BookingRequestStatusValue,
  CreateBookingRequestBody,
  IdParams,
  PAGE_HEADERS,
  REQUESTS_PAGE_MAX,
  REQUESTS_PAGE_SIZE,
  RejectAllForSlotBody,
  RejectSelectedBody,
} from '@turf/sync-contract/schemas';
import {
  AlreadyDecidedError,
  BadRequestError,
  IdempotencyMismatchError,
  PhoneFullError,
  PhoneWaitsForSlotError,
  RejectNotFoundError,
  RejectNotWaitingError,
  RequestExpiredError,
  RequestNotFoundError,
  SlotBlockedError,
  SlotNotAvailableError,
  SlotNotBookedError,
  SlotTakenError,
  UnknownCursorError,
} from '../errors';
import { advanceHoldFor } from '../lib/bookings/advance-hold';
import { checkBookingRequest, PENDING_LIMITS } from '../lib/bookings/booking-rules';
import { cancelKeyHash } from '../lib/bookings/cancel-key';
import { withHeldAdvance, withLiveAdvance } from '../lib/bookings/request-answer';
import { visitorStanding } from '../lib/bookings/visitor-standing';
import { type PagedList, pageLimit, pageQueryProblem } from '../lib/http/page-limit';
import { errorResponses } from './error-responses';

export interface BookingRequestRoutesOptions {
  /** Booking requests per minute per IP. */
  rateLimit: number;
  /**
   * Status reads per minute per IP: far above a phone's polling (the PWA asks about each of its requests every 20 s
   * while it shows them, and carriers put many phones behind one address), far below guessing Booking IDs.
   */
  statusRateLimit: number;
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

/** A decided or expired request as the manager's error names it. */
function alreadyDecided(status: BookingRequestStatusValue): Error {
  return status === 'expired' ? new RequestExpiredError() : new AlreadyDecidedError(status);
}

/** How a request that `Reject selected` could not take had moved on, for its refusal message. */
function movedOn(status: BookingRequestStatusValue): string {
  return status === 'expired' ? 'has expired: its slot has started' : `was ${status} meanwhile`;
}

const REQUESTS_LIST: PagedList = { size: REQUESTS_PAGE_SIZE, max: REQUESTS_PAGE_MAX, items: 'requests' };

const bulkAnswer = { 200: BookingRequestList, ...errorResponses(400, 404, 409) };

const routes: FastifyPluginAsyncTypebox<BookingRequestRoutesOptions> = async (app, options) => {
  const { bookingRequests } = app.repos;

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
        return withLiveAdvance(app.repos.advancePayments, stored, app.bkash !== null);
      };

      const checked = checkBookingRequest(body, app.clock(), app.venueSettings.settings);
      if ('problem' in checked) {
        const stored = await replay();
        if (stored) return reply.code(200).send(stored);
        throw new BadRequestError(checked.problem);
      }
      const online = app.bkash !== null;
      const hold = advanceHoldFor(app.venueSettings.settings, checked.request.price, online);
      for (let attempt = 0; attempt < 3; attempt++) {
        const id = body.id ?? newBookingId();
        const result = await bookingRequests.create(id, checked.request, {
          ...(hold ? { hold } : {}),
          ...(body.cancelKey ? { cancelKeyHash: cancelKeyHash(body.cancelKey) } : {}),
        });
        switch (result.outcome) {
          case 'created':
            if (result.hold === undefined) return reply.code(201).send(result.request);
            app.availability.invalidate(result.request.date);
            return reply.code(201).send(withHeldAdvance(result.request, result.hold, online));
          case 'id-taken': {
            // A retry (or a copy that won the race) gets the stored request; a server-made id that collided draws again.
            const stored = await replay();
            if (stored) return reply.code(200).send(stored);
            // The sent id is not a request's but a booking's the manager made.
            if (body.id !== undefined) throw new IdempotencyMismatchError();
            break;
          }
          case 'slot-taken':
            throw new SlotTakenError();
          case 'slot-blocked':
            throw new SlotNotAvailableError();
          case 'phone-waits-for-slot':
            throw new PhoneWaitsForSlotError();
          case 'phone-full':
            throw new PhoneFullError(PENDING_LIMITS.perPhone);
        }
      }
      throw new Error('Could not find a free Booking ID');
    },
  );

  app.get(
    '/api/booking-requests/:id/status',
    {
      schema: {
        summary:
          'Where a booking request stands: pending, confirmed, rejected, expired (its slot started while it was ' +
          'pending), or cancelled later; and the price it keeps (no personal data)',
        tags: ['public'],
        params: IdParams,
        response: { 200: BookingRequestStatus, ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: { max: options.statusRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      const standing = await visitorStanding(app.repos, normalizeBookingId(request.params.id));
      if (standing === null) throw new RequestNotFoundError();
      return standing;
    },
  );
};

/** The manager's routes: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminBookingRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookingRequests } = app.repos;

  app.get(
    '/api/booking-requests',
    {
      schema: {
        summary: 'Pending booking requests, oldest first, a page at a time',
        description:
          `Requests still waiting (pending, slot not started), oldest first, at most \`limit\` (default ` +
          `${REQUESTS_PAGE_SIZE}, at most ${REQUESTS_PAGE_MAX}). While more follow, the \`Link\` header names the next ` +
          `page (\`rel="next"\`); \`X-Total-Count\` counts every waiting request.`,
        querystring: BookingRequestPageQuery,
        response: {
          200: {
            ...BookingRequestList,
            // Documentation only (@fastify/swagger's response-header map): the handler sets them.
            headers: {
              Link: { type: 'string', description: 'The next page: `</api/booking-requests?...>; rel="next"`' },
              'X-Total-Count': { type: 'integer', description: 'Every request still waiting' },
            },
          },
          ...errorResponses(400),
        },
      },
      config: { queryProblem: pageQueryProblem(REQUESTS_LIST) },
    },
    async (request, reply) => {
      const limit = pageLimit(request.query.limit, REQUESTS_LIST);
      // The manager's list is where requests nobody answered in time would pile up: mark them first (decision 019).
      await bookingRequests.markExpired();
      const [page, total] = await Promise.all([
        bookingRequests.waitingPage(limit, request.query.cursor),
        bookingRequests.countWaiting(),
      ]);
      if (page.outcome === 'unknown-cursor') throw new UnknownCursorError();
      const last = page.requests.at(-1);
      if (page.hasMore && last) {
        reply.header(PAGE_HEADERS.next, `<${API_PATHS.bookingRequestsPage(limit, last._id)}>; rel="next"`);
      }
      reply.header(PAGE_HEADERS.total, String(total));
      return page.requests;
    },
  );

  app.get(
    '/api/booking-requests/booked-slots',
    {
      schema: {
        summary: 'Booked slots that still have requests waiting: the ones `Reject all` clears',
        response: { 200: BookedSlotsWithRequests },
      },
    },
    async () => bookingRequests.bookedSlotsWithRequests(),
  );

  app.post(
    '/api/booking-requests/reject-selected',
    {
      schema: {
        summary: 'Reject the selected requests, all or nothing',
        description:
          'Every listed request is rejected, or none is: when one is unknown (404) or no longer waiting (409: ' +
          'decided meanwhile, or its slot has started), nothing changes and the answer names it. Answers the ' +
          'rejected requests, oldest first.',
        body: RejectSelectedBody,
        response: bulkAnswer,
      },
    },
    async (request) => {
      const result = await bookingRequests.rejectSelected(request.body.ids);
      if (result.outcome === 'rejected') return result.requests;
      if (result.outcome === 'not-found') throw new RejectNotFoundError(result.id);
      throw new RejectNotWaitingError(result.id, movedOn(result.status));
    },
  );

  app.post(
    '/api/booking-requests/reject-all',
    {
      schema: {
        summary: 'Reject every request still waiting for a slot that is booked or blocked',
        description:
          'Only for a booked or blocked slot (409 otherwise: its requests can still be confirmed). Rejects, in one ' +
          'statement, every request still waiting for it and answers them, oldest first; none waiting answers an ' +
          'empty list.',
        body: RejectAllForSlotBody,
        response: bulkAnswer,
      },
      config: { invalidBody: { code: 'INVALID_INPUT', message: 'Send the date and slot whose requests to reject' } },
    },
    async (request) => {
      const result = await bookingRequests.rejectAllForSlot(request.body.date, request.body.slotId);
      if (result.outcome === 'not-booked') throw new SlotNotBookedError();
      return result.requests;
    },
  );

  app.post(
    '/api/booking-requests/:id/confirm',
    {
      schema: {
        summary: 'Confirm a pending request: it becomes a booking at the price the request kept when it was made',
        params: IdParams,
        response: { 200: Booking, ...errorResponses(400, 404, 409) },
      },
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
          throw alreadyDecided(result.status);
        case 'slot-taken':
          throw new SlotTakenError();
        case 'slot-blocked':
          throw new SlotBlockedError();
      }
    },
  );

  app.delete(
    '/api/booking-requests/:id',
    {
      schema: {
        summary: 'Reject a pending request (the row stays, marked rejected)',
        params: IdParams,
        response: { 200: BookingRequest, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const result = await bookingRequests.reject(request.params.id);
      if (result.outcome === 'rejected') return result.request;
      if (result.outcome === 'not-found') throw new RequestNotFoundError();
      throw alreadyDecided(result.status);
    },
  );
};

export default routes;
