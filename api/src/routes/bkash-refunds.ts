import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BkashRefundBody, BookingWithPayments, IdParams } from '@turf/sync-contract/schemas';
import {
  BkashNotPaidOnlineError,
  BkashOffError,
  BkashRefundOverPaidError,
  BkashRefundRefusedError,
  BkashRefundUnconfirmedError,
  BkashRefundUnknownError,
  BookingNotFoundError,
} from '../errors';
import { BkashError, BkashRejectedError } from '../lib/bkash/bkash-errors';
import { errorResponses } from './error-responses';

/**
 * Refunds of a booking paid online, through bKash (issue 30, decision 089). In the admin scope (app.ts), which guards
 * it and names the manager to the audit trail (`refund.added`).
 */
export const adminBkashRefundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bkashRefunds, payments } = app.repos;

  app.post(
    '/api/bookings/all/:id/bkash-refund',
    {
      schema: {
        summary: 'Give back part or all of a booking’s bKash online payment, through bKash',
        description:
          'Whole taka above 0, at most what was paid online less what bKash gave back already, and no more than ' +
          'the booking holds (else 409 BKASH_REFUND_OVER_PAID). On bKash’s success the refund is recorded (method ' +
          'bkash, its refundTrxID as the transaction ID) and 201 answers the booking with its money. bKash refusing ' +
          'is 502 and records nothing; no answer is 503 BKASH_REFUND_UNKNOWN and records nothing, and no further ' +
          'bKash refund of that booking is asked (409 BKASH_REFUND_UNCONFIRMED) so the money never goes back twice.',
        params: IdParams,
        body: BkashRefundBody,
        response: { 201: BookingWithPayments, ...errorResponses(400, 404, 409, 502, 503) },
      },
    },
    async (request, reply) => {
      const client = app.bkash;
      if (client === null) throw new BkashOffError();
      const bookingId = request.params.id;
      const start = await bkashRefunds.start(bookingId, request.body.amount);
      if (start.outcome === 'booking-not-found') throw new BookingNotFoundError();
      if (start.outcome === 'not-paid-online') throw new BkashNotPaidOnlineError();
      if (start.outcome === 'unconfirmed') throw new BkashRefundUnconfirmedError();
      if (start.outcome === 'over-paid') throw new BkashRefundOverPaidError(start.refundable);

      let refundTrxId: string;
      try {
        const refund = await client.refund({
          paymentID: start.paymentId,
          trxID: start.trxId,
          amount: request.body.amount,
          sku: bookingId,
          reason: 'Refunded by the venue',
        });
        refundTrxId = refund.refundTrxID;
      } catch (error) {
        if (!(error instanceof BkashError)) throw error;
        request.log.warn({ bkashCall: error.call, bkashKind: error.kind, bookingId }, 'bkash: refund not done');
        if (error instanceof BkashRejectedError) {
          await bkashRefunds.ended(start.attemptId, 'refused');
          throw new BkashRefundRefusedError(error.code);
        }
        // No answer, or one this app cannot read: bKash may have given the money back. Left open, never asked again.
        await bkashRefunds.ended(start.attemptId, 'unknown');
        throw new BkashRefundUnknownError();
      }
      try {
        await bkashRefunds.refunded(start.attemptId, refundTrxId);
      } catch (error) {
        // The money went back but could not be recorded (a refund by hand got in meanwhile): kept open for the
        // manager with bKash's refund trxID in the log, never asked again.
        request.log.error({ err: error, bookingId, refundTrxId }, 'bkash: refund done but not recorded');
        await bkashRefunds.ended(start.attemptId, 'unknown');
        throw new BkashRefundUnknownError();
      }
      const booking = await payments.withPaymentsOf({ _id: bookingId });
      if (booking === null) throw new BookingNotFoundError();
      return reply.code(201).send(booking);
    },
  );
};
