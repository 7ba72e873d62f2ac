import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_METHOD_NAMES, RECEIVED_MAX_TIMES_PRICE, receivedCap } from '@turf/sync-contract/payments';
import {
  AddPaymentBody,
  AddRefundBody,
  BookingWithPayments,
  IdParams,
  PaymentParams,
  RefundParams,
} from '@turf/sync-contract/schemas';
import {
  BadRequestError,
  BookingCancelledError,
  BookingNotFoundError,
  PaymentDuplicateError,
  PaymentNotFoundError,
  PaymentOverCapError,
  RefundNotFoundError,
  RefundOverReceivedError,
} from '../errors';
import { checkPayment, checkRefund } from '../lib/bookings/payment-rules';
import { errorResponses } from './error-responses';

/**
 * Payments received for a booking (issue 17, decision 050). Registered only inside the admin scope (app.ts), which
 * guards each route and names the manager to the audit trail (`payment.added`, `payment.removed`).
 */
export const adminPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { payments } = app.repos;

  app.post(
    '/api/bookings/all/:id/payments',
    {
      schema: {
        summary: 'Record a payment received for a booking',
        description:
          'Whole taka above 0; `transactionId` (8 to 20 letters and digits) is required for bkash, nagad and rocket, ' +
          'and a method and transaction ID recorded already is 409, as is a payment that would take what the ' +
          `booking received past ${RECEIVED_MAX_TIMES_PRICE} times its price, and a payment on a cancelled booking, ` +
          'which owes nothing (decision 071). `receivedAt` defaults to now. 201 with the booking, its payments and ' +
          'what is still due.',
        params: IdParams,
        body: AddPaymentBody,
        response: { 201: BookingWithPayments, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const checked = checkPayment(request.body, app.clock());
      if ('problem' in checked) throw new BadRequestError(checked.problem);
      const { payment } = checked;
      const result = await payments.add(request.params.id, payment);
      if (result.outcome === 'booking-not-found') throw new BookingNotFoundError();
      if (result.outcome === 'cancelled') throw new BookingCancelledError();
      if (result.outcome === 'over-cap') {
        const { price, received, left } = result;
        throw new PaymentOverCapError(RECEIVED_MAX_TIMES_PRICE, receivedCap(price), received, left);
      }
      if (result.outcome === 'duplicate') {
        const where = result.bookingId === null ? '' : ` on booking ${result.bookingId}`;
        throw new PaymentDuplicateError(PAYMENT_METHOD_NAMES[payment.method], payment.transactionId ?? '', where);
      }
      return reply.code(201).send(result.booking);
    },
  );

  app.delete(
    '/api/bookings/all/:id/payments/:paymentId',
    {
      schema: {
        summary: 'Remove a payment recorded by mistake (kept in the audit trail as payment.removed)',
        params: PaymentParams,
        response: { 204: { type: 'null', description: 'Removed' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await payments.remove(request.params.id, request.params.paymentId);
      if (outcome === 'booking-not-found') throw new BookingNotFoundError();
      if (outcome === 'payment-not-found') throw new PaymentNotFoundError();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/bookings/all/:id/refunds',
    {
      schema: {
        summary: 'Record money given back for a booking (a cancelled booking’s advance, most often)',
        description:
          'Whole taka above 0, at most what the booking holds (its payments less its refunds; else 409). ' +
          '`refundedAt` defaults to now. 201 with the booking, its payments, refunds, what is due and what is still ' +
          'to refund (decision 071). Kept in the audit trail as refund.added.',
        params: IdParams,
        body: AddRefundBody,
        response: { 201: BookingWithPayments, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const checked = checkRefund(request.body, app.clock());
      if ('problem' in checked) throw new BadRequestError(checked.problem);
      const result = await payments.addRefund(request.params.id, checked.refund);
      if (result.outcome === 'booking-not-found') throw new BookingNotFoundError();
      if (result.outcome === 'over-received') throw new RefundOverReceivedError(result.held);
      return reply.code(201).send(result.booking);
    },
  );

  app.delete(
    '/api/bookings/all/:id/refunds/:refundId',
    {
      schema: {
        summary: 'Remove a refund recorded by mistake (kept in the audit trail as refund.removed)',
        params: RefundParams,
        response: { 204: { type: 'null', description: 'Removed' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await payments.removeRefund(request.params.id, request.params.refundId);
      if (outcome === 'booking-not-found') throw new BookingNotFoundError();
      if (outcome === 'refund-not-found') throw new RefundNotFoundError();
      return reply.code(204).send(null);
    },
  );
};
