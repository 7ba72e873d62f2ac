import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BOOKING_SEARCH_LIMIT,
  BookingListQuery,
  BookingWithPayments,
  BookingWithPaymentsList,
  DayAvailability,
  IdParams,
  PatchBookingBody,
  TakenSlots,
  TakenSlotsQuery,
} from '@turf/sync-contract/schemas';
import { isIsoDate } from '@turf/sync-contract/time';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  BadRequestError,
  BookingCancelledError,
  BookingNotCancelledError,
  BookingNotFoundError,
  NoShowCancelledError,
  NoShowTooEarlyError,
  PaymentsRecordedError,
  SlotBlockedError,
  SlotTakenError,
} from '../errors';
import type { AvailabilityAnswers, SerialisedAnswer } from '../lib/bookings/availability-answers';
import { DATE_INVALID } from '../lib/bookings/booking-rules';
import { clientHasCurrent } from '../lib/http/if-none-match';
import { parseBookingSearch } from '../repositories/booking-search';
import { errorResponses } from './error-responses';

/** A 304 has no body at all (not even `null`). */
const NOT_MODIFIED = Type.Unsafe<undefined>({
  description: 'Not Modified: the copy named by If-None-Match is current',
});

/**
 * The public reads of a date's availability: the spec's array of taken slots, and the same slots as booked and closed
 * apart (decision 080), both answered from the one cached entry of the date (plugins/app/availability.ts).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Answers `date` with the part of its cached answers that `pick` names. */
  function answerDay(pick: (answers: AvailabilityAnswers) => SerialisedAnswer) {
    return (request: FastifyRequest<{ Querystring: TakenSlotsQuery }>, reply: FastifyReply) => {
      const { date } = request.query;
      // The busiest call: a date held in memory is answered at once, without waiting on a promise. Only dates that
      // passed the check below are ever loaded, so one found in memory is a real date already.
      const held = app.availability.held(date);
      if (held !== undefined) return sendRevalidated(request.headers['if-none-match'], reply, pick(held));
      if (!isIsoDate(date)) throw new BadRequestError(DATE_INVALID);
      return app.availability
        .get(date)
        .then((answers) => sendRevalidated(request.headers['if-none-match'], reply, pick(answers)));
    };
  }

  app.get(
    '/api/bookings',
    {
      schema: {
        summary: 'Slot IDs taken on a date, booked or blocked alike (no personal data)',
        tags: ['public'],
        querystring: TakenSlotsQuery,
        response: { 200: TakenSlots, 304: NOT_MODIFIED, ...errorResponses(400) },
      },
      // At most 16 short slot IDs: always under the compression threshold, and a GET has no body to inflate.
      compress: false,
      decompress: false,
    },
    answerDay((answers) => answers.taken),
  );

  app.get(
    '/api/availability',
    {
      schema: {
        summary: 'The slots taken on a date, booked and closed apart (no personal data, no block’s reason)',
        description:
          'The same slots as `GET /api/bookings?date=`, from the same cached load, with the same ETag and 304 ' +
          'treatment: `booked` holds an active booking, `closed` a block the manager made (decision 080).',
        tags: ['public'],
        querystring: TakenSlotsQuery,
        response: { 200: DayAvailability, 304: NOT_MODIFIED, ...errorResponses(400) },
      },
      // As above: 16 slot IDs at most, under the compression threshold.
      compress: false,
      decompress: false,
    },
    answerDay((answers) => answers.availability),
  );
};

/**
 * Public, changes with every booking and block: a browser may keep it but asks each time, and a phone whose copy is
 * current gets a 304 with no body (decision 022). The bytes were serialised when the date was loaded.
 */
function sendRevalidated(ifNoneMatch: string | undefined, reply: FastifyReply, answer: SerialisedAnswer): void {
  reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  if (clientHasCurrent(ifNoneMatch, answer.etag)) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The manager's routes: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookings, payments } = app.repos;

  /** The booking just changed, with its money; deleted meanwhile is a 404 like any other gone booking. */
  async function answerOf(booking: { _id: string }) {
    const answer = await payments.withPaymentsOf(booking);
    if (answer === null) throw new BookingNotFoundError();
    return answer;
  }

  app.get(
    '/api/bookings/all',
    {
      schema: {
        summary: 'All bookings, or those a search finds, by date then slot start, each with its money',
        description:
          'Each booking with its payments, refunds, what is due (0 once cancelled) and what is to refund (decision ' +
          '071). With `q`, only the bookings whose Booking ID starts with it (dashes and case optional), whose phone ' +
          'starts or ends with its digits (Bangla digits and +880 read too), or whose name has words starting with ' +
          `its words: the ${BOOKING_SEARCH_LIMIT} latest-dated at most, answered from indexes (decision 072).`,
        querystring: BookingListQuery,
        response: { 200: BookingWithPaymentsList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const search = parseBookingSearch(request.query.q ?? '');
      return search === null ? bookings.listAll() : bookings.listAll(search, BOOKING_SEARCH_LIMIT);
    },
  );

  app.patch(
    '/api/bookings/all/:id',
    {
      schema: {
        summary: 'Mark a booking paid, cancelled or a no-show, or keep a cancelled booking’s money (one at a time)',
        description:
          '`paid: true` records a cash payment of what is due (note `Marked paid`), and is 409 on a cancelled ' +
          'booking, which owes nothing; `paid: false` removes the payments it recorded, or answers 409 when the ' +
          'booking is paid by payments recorded one by one. Answers the booking with its payments; `paid` is ' +
          'payments less refunds covering the price (decisions 050, 071). `noShow: true` only once the slot has ' +
          'started and never on a cancelled booking (409); cancelling clears it. `refundKeptNote` (a cancelled ' +
          'booking only, else 409) keeps what it received instead of refunding it, saying why; null takes that back.',
        params: IdParams,
        body: PatchBookingBody,
        response: { 200: BookingWithPayments, ...errorResponses(400, 404, 409) },
      },
      config: {
        invalidBody: {
          code: 'PAID_OR_CANCELLED_REQUIRED',
          message: 'Send exactly one of paid, cancelled or noShow as true or false, or refundKeptNote as text or null',
        },
      },
    },
    async (request) => {
      const body = request.body;
      if ('paid' in body) {
        const paid = await payments.setPaid(request.params.id, body.paid, app.clock());
        if (paid.outcome === 'booking-not-found') throw new BookingNotFoundError();
        if (paid.outcome === 'payments-recorded') throw new PaymentsRecordedError();
        if (paid.outcome === 'cancelled') throw new BookingCancelledError();
        return paid.booking;
      }
      if ('refundKeptNote' in body) {
        const note = body.refundKeptNote?.trim() || null;
        const kept = await payments.keep(request.params.id, note);
        if (kept.outcome === 'booking-not-found') throw new BookingNotFoundError();
        if (kept.outcome === 'not-cancelled') throw new BookingNotCancelledError();
        return kept.booking;
      }
      if ('noShow' in body) {
        const marked = await bookings.setNoShow(request.params.id, body.noShow, app.clock());
        if (marked.outcome === 'not-found') throw new BookingNotFoundError();
        if (marked.outcome === 'cancelled') throw new NoShowCancelledError();
        if (marked.outcome === 'too-early') throw new NoShowTooEarlyError();
        return answerOf(marked.booking);
      }
      const result = await bookings.setCancelled(request.params.id, body.cancelled);
      if (result.outcome === 'not-found') throw new BookingNotFoundError();
      if (result.outcome === 'slot-taken') throw new SlotTakenError();
      if (result.outcome === 'slot-blocked') throw new SlotBlockedError();
      app.availability.invalidate(result.booking.date);
      return answerOf(result.booking);
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
