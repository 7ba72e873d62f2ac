import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeBookingId } from '@turf/sync-contract/booking-id';
import {
  AdvanceReportBody,
  AdvanceStanding,
  BkashCallbackQuery,
  BkashCheckout,
  IdParams,
  type PaymentReturnMark,
} from '@turf/sync-contract/schemas';
import {
  AdvanceDuplicateError,
  AdvanceReportedError,
  AlreadyDecidedError,
  BadRequestError,
  BkashOffError,
  BkashUnavailableError,
  HoldLapsedError,
  RequestNotFoundError,
} from '../errors';
import type { PaymentState } from '../lib/bkash/bkash-answers';
import { BkashError } from '../lib/bkash/bkash-errors';
import type { StartedPayment } from '../repositories/advance-payments';
import { errorResponses } from './error-responses';

export const BKASH_CALLBACK_PATH = '/api/bkash/callback';

/** Where the visitor lands after bKash: their requests, the one paid for and how it went (decision 086). */
export function paymentReturnPath(requestId: string | null, mark: PaymentReturnMark): string {
  const request = requestId === null ? '' : `request=${encodeURIComponent(requestId)}&`;
  return `/my-requests?${request}payment=${mark}`;
}

/** A payment settled before answers what it came to. */
function markOf(state: StartedPayment['state']): PaymentReturnMark {
  if (state === 'completed') return 'paid';
  if (state === 'refund-due' || state === 'refunded') return 'lapsed';
  return 'failed';
}

/**
 * The visitor's advance (issue 30, decision 086): `Pay with bKash` for a held slot, bKash's callback, and an advance
 * sent by hand (`Send money`). The callback believes bKash's execute or status answer, never its own query string.
 */
const routes: FastifyPluginAsyncTypebox<{ rateLimit: number }> = async (app, options) => {
  const { advancePayments } = app.repos;
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/booking-requests/:id/bkash',
    {
      schema: {
        summary: 'Start paying a held request’s advance by bKash: answers the bKash page to send the visitor to',
        description:
          'Only while the slot is held for the request (409 HOLD_LAPSED otherwise); 409 BKASH_OFF when the venue has ' +
          'no bKash; 503 BKASH_UNAVAILABLE when bKash does not answer (nothing was paid: try again or Send money).',
        tags: ['public'],
        params: IdParams,
        response: { 200: BkashCheckout, ...errorResponses(400, 404, 409, 429, 503) },
      },
      config: { rateLimit },
    },
    async (request) => {
      const id = normalizeBookingId(request.params.id);
      const hold = await advancePayments.holdToPay(id);
      if (hold.outcome === 'not-found') throw new RequestNotFoundError();
      const client = app.bkash;
      if (client === null || app.config.bkash === null) throw new BkashOffError();
      if (hold.outcome === 'lapsed') throw new HoldLapsedError();
      let created: Awaited<ReturnType<typeof client.createPayment>>;
      try {
        created = await client.createPayment({
          amount: hold.amount,
          payerReference: hold.phone,
          callbackURL: `${app.config.bkash.siteUrl}${BKASH_CALLBACK_PATH}`,
          merchantInvoiceNumber: id,
        });
      } catch (error) {
        if (!(error instanceof BkashError)) throw error;
        request.log.warn({ bkashCall: error.call, bkashKind: error.kind }, 'bkash: create failed');
        throw new BkashUnavailableError();
      }
      // The amount asked is kept: bKash's completion counts only for this amount.
      await advancePayments.recordStarted(created.paymentID, id, hold.amount);
      return { bkashURL: created.bkashURL };
    },
  );

  app.get(
    BKASH_CALLBACK_PATH,
    {
      schema: {
        summary: 'Where bKash sends the visitor back: the payment is executed, then the visitor sent to their requests',
        description:
          'Never believes `status`: the payment counts only when bKash’s execute (or, when execute fails or times ' +
          'out, its status query) says Completed for this paymentID and the amount asked. Answers 303 to ' +
          '`/my-requests?request=<id>&payment=<paid|cancelled|failed|lapsed|unknown>`.',
        tags: ['public'],
        querystring: BkashCallbackQuery,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const site = app.config.bkash?.siteUrl ?? '';
      const back = (requestId: string | null, mark: PaymentReturnMark) =>
        reply.redirect(`${site}${paymentReturnPath(requestId, mark)}`, 303);
      const client = app.bkash;
      const paymentId = request.query.paymentID;
      if (client === null || paymentId === undefined) return back(null, 'unknown');
      const started = await advancePayments.payment(paymentId);
      // A paymentID this site never started changes nothing, whatever the rest of the address says.
      if (started === null) return back(null, 'unknown');
      const { requestId } = started;

      const giveBack = async (trxId: string, amount: number) => {
        try {
          const refund = await client.refund({
            paymentID: paymentId,
            trxID: trxId,
            amount,
            sku: requestId,
            reason: 'The slot was taken after the hold lapsed',
          });
          await advancePayments.markRefunded(paymentId, refund.refundTrxID);
        } catch (error) {
          if (!(error instanceof BkashError)) throw error;
          // Stays refund-due (in the trail): a later visit of this callback tries again.
          request.log.error({ bkashCall: error.call, bkashKind: error.kind, requestId }, 'bkash: refund failed');
        }
      };

      if (started.state === 'refund-due' && started.trxId !== null) {
        await giveBack(started.trxId, started.amount);
        return back(requestId, 'lapsed');
      }
      if (started.state !== 'created' && started.state !== 'failed') return back(requestId, markOf(started.state));

      let state: PaymentState;
      try {
        state = await client.executePayment(paymentId);
      } catch (executeError) {
        if (!(executeError instanceof BkashError)) throw executeError;
        // Refused (cancelled, never approved, or completed by a callback running beside this one) or no answer: what
        // bKash has on record decides.
        try {
          state = await client.queryPayment(paymentId);
        } catch (queryError) {
          if (!(queryError instanceof BkashError)) throw queryError;
          request.log.warn({ bkashCall: queryError.call, bkashKind: queryError.kind }, 'bkash: payment unknown');
          return back(requestId, 'failed');
        }
      }
      if (state.transactionStatus !== 'Completed' || state.trxID === null || state.amount === null) {
        return back(requestId, request.query.status === 'cancel' ? 'cancelled' : 'failed');
      }

      let settled: Awaited<ReturnType<typeof advancePayments.settle>>;
      try {
        settled = await advancePayments.settle(paymentId, { trxId: state.trxID, amount: state.amount });
      } catch (error) {
        // Rolled back, so nothing changed (e.g. the manager recorded this trxID by hand): the visitor is told it
        // failed, the log says why, and a later callback tries again.
        request.log.error({ err: error, requestId }, 'bkash: completed payment not settled');
        return back(requestId, 'failed');
      }
      switch (settled.outcome) {
        case 'paid':
          if (settled.booking) app.availability.invalidate(settled.booking.date);
          return back(requestId, 'paid');
        case 'settled-before':
          return back(requestId, markOf(settled.state));
        case 'wrong-amount':
          request.log.error({ requestId }, 'bkash: completed for another amount than asked; nothing recorded');
          return back(requestId, 'failed');
        case 'refund-due':
          await giveBack(settled.trxId, settled.amount);
          return back(requestId, 'lapsed');
        case 'not-found':
          return back(null, 'unknown');
      }
    },
  );

  app.post(
    '/api/booking-requests/:id/advance-report',
    {
      schema: {
        summary: 'Report an advance sent by hand (Send money): the manager checks it and confirms',
        description:
          'The request stays pending and, from now, its slot stays held until the manager decides. 409 when the ' +
          'request is decided or expired, already has a report, or the transaction ID was reported or recorded.',
        tags: ['public'],
        params: IdParams,
        body: AdvanceReportBody,
        response: { 201: AdvanceStanding, ...errorResponses(400, 404, 409, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const id = normalizeBookingId(request.params.id);
      const result = await advancePayments.report(id, request.body);
      switch (result.outcome) {
        case 'not-found':
          throw new RequestNotFoundError();
        case 'not-waiting':
          throw new AlreadyDecidedError('decided or has expired');
        case 'already-reported':
          throw new AdvanceReportedError();
        case 'over-price':
          throw new BadRequestError({
            code: 'PAYMENT_AMOUNT_INVALID',
            message: 'The advance reported is more than the slot’s price. Check the amount',
          });
        case 'duplicate':
          throw new AdvanceDuplicateError();
        case 'reported': {
          const standing = await advancePayments.standing(id);
          return reply.code(201).send(standing ?? { state: 'reported', amount: request.body.amount });
        }
      }
    },
  );
};

export default routes;
