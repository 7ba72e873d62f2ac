import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookingWithPayments,
  BookingWithPaymentsList,
  IdParams,
  PatchBookingBody,
  TakenSlots,
  TakenSlotsQuery,
} from '@turf/sync-contract/schemas';
import { isIsoDate } from '@turf/sync-contract/time';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import {
  BadRequestError,
  BookingNotFoundError,
  NoShowCancelledError,
  NoShowTooEarlyError,
  PaymentsRecordedError,
  SlotBlockedError,
  SlotTakenError,
} from '../errors';
import { DATE_INVALID } from '../lib/bookings/booking-rules';
import type { TakenSlotsAnswer } from '../lib/bookings/taken-slots-answer';
import { clientHasCurrent } from '../lib/http/if-none-match';
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
  const { bookings, payments } = app.repos;

  app.get(
    '/api/bookings/all',
    {
      schema: {
        summary: 'All bookings, by date then slot start, each with its payments and what is due',
        response: { 200: BookingWithPaymentsList },
      },
    },
    async () => bookings.listAll(),
  );

  app.patch(
    '/api/bookings/all/:id',
    {
      schema: {
        summary: 'Mark a booking paid, cancelled or a no-show (exactly one of the three)',
        description:
          '`paid: true` records a cash payment of what is due (note `Marked paid`); `paid: false` removes the ' +
          'payments it recorded, or answers 409 when the booking is paid by payments recorded one by one. Answers ' +
          'the booking with its payments; `paid` is due <= 0 (decision 050). `noShow: true` only once the slot has ' +
          'started and never on a cancelled booking (409); cancelling clears it.',
        params: IdParams,
        body: PatchBookingBody,
        response: { 200: BookingWithPayments, ...errorResponses(400, 404, 409) },
      },
      config: {
        invalidBody: {
          code: 'PAID_OR_CANCELLED_REQUIRED',
          message: 'Send exactly one of paid, cancelled or noShow, as true or false',
        },
      },
    },
    async (request) => {
      const body = request.body;
      if ('paid' in body) {
        const paid = await payments.setPaid(request.params.id, body.paid, app.clock());
        if (paid.outcome === 'booking-not-found') throw new BookingNotFoundError();
        if (paid.outcome === 'payments-recorded') throw new PaymentsRecordedError();
        return paid.booking;
      }
      if ('noShow' in body) {
        const marked = await bookings.setNoShow(request.params.id, body.noShow, app.clock());
        if (marked.outcome === 'not-found') throw new BookingNotFoundError();
        if (marked.outcome === 'cancelled') throw new NoShowCancelledError();
        if (marked.outcome === 'too-early') throw new NoShowTooEarlyError();
        return payments.withPaymentsOf(marked.booking);
      }
      const result = await bookings.setCancelled(request.params.id, body.cancelled);
      if (result.outcome === 'not-found') throw new BookingNotFoundError();
      if (result.outcome === 'slot-taken') throw new SlotTakenError();
      if (result.outcome === 'slot-blocked') throw new SlotBlockedError();
      app.availability.invalidate(result.booking.date);
      return payments.withPaymentsOf(result.booking);
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
