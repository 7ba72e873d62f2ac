import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeBookingId } from '@turf/sync-contract/booking-id';
import { BookingRequestStatus, CancelBookingRequestBody, IdParams } from '@turf/sync-contract/schemas';
import { visitorSettingsOf } from '@turf/sync-contract/settings-defaults';
import { runAs } from '../db/actor';
import {
  CancelAdvanceReportedError,
  CancelKeyInvalidError,
  CancelTooLateError,
  RequestClosedError,
  RequestNotFoundError,
} from '../errors';
import { visitorStanding } from '../lib/bookings/visitor-standing';
import { errorResponses } from './error-responses';

/**
 * A visitor cancels their own request or booking (issue 31, decision 092): only the device that made it, which proves
 * it with the secret it sent with the request, in the body (never in a URL, where logs and history would keep it).
 */
const routes: FastifyPluginAsyncTypebox<{ rateLimit: number }> = async (app, options) => {
  const { visitorCancellations } = app.repos;

  app.post(
    '/api/booking-requests/:id/cancel',
    {
      schema: {
        summary: 'Cancel one’s own request, or booking up to the venue’s cutoff, from the phone that made it',
        description:
          'The body carries the secret the requesting device sent with the request. A pending request is withdrawn ' +
          '(its held slot let go); a confirmed booking is cancelled up to `visitors.cancelCutoffHours` before its ' +
          'slot (409 CANCEL_TOO_LATE after: call the venue). Answers the request’s standing, `cancelled`, again on ' +
          'a retry. 403 CANCEL_KEY_INVALID for another device’s key or a request made without one; 409 ' +
          'CANCEL_ADVANCE_REPORTED for a pending request whose advance was sent by hand; 409 REQUEST_CLOSED for a ' +
          'rejected or expired one. The manager is told by push; the audit trail names the visitor.',
        tags: ['public'],
        params: IdParams,
        body: CancelBookingRequestBody,
        response: { 200: BookingRequestStatus, ...errorResponses(400, 403, 404, 409, 429) },
      },
      config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      const id = normalizeBookingId(request.params.id);
      const { cancelCutoffHours } = visitorSettingsOf(app.venueSettings.settings);
      const result = await runAs('visitor', () =>
        visitorCancellations.cancel(id, request.body.cancelKey, cancelCutoffHours),
      );
      switch (result.outcome) {
        case 'not-found':
          throw new RequestNotFoundError();
        case 'key-invalid':
          throw new CancelKeyInvalidError();
        case 'too-late':
          throw new CancelTooLateError(cancelCutoffHours);
        case 'advance-reported':
          throw new CancelAdvanceReportedError();
        case 'closed':
          throw new RequestClosedError();
        case 'cancelled': {
          app.availability.invalidate(result.date);
          const standing = await visitorStanding(app.repos, id);
          if (standing === null) throw new RequestNotFoundError();
          return standing;
        }
      }
    },
  );
};

export default routes;
