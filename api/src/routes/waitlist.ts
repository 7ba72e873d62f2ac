import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newBookingId } from '@turf/sync-contract/booking-id';
import {
  AcceptedWaitlistOffer,
  AcceptWaitlistOfferBody,
  DateRangeQuery,
  IdParams,
  JoinWaitlistBody,
  WAITLIST_ENTRIES_PER_PHONE,
  WaitlistEntry,
  WaitlistEntryList,
  WaitlistKeyBody,
  WaitlistStanding,
} from '@turf/sync-contract/schemas';
import { waitlistSettingsOf } from '@turf/sync-contract/settings-defaults';
import { getSlot } from '@turf/sync-contract/slots';
import {
  BadRequestError,
  PhoneFullError,
  PhoneWaitsForSlotError,
  SlotTakenError,
  WaitlistClosedError,
  WaitlistEntryNotFoundError,
  WaitlistKeyInvalidError,
  WaitlistNoOfferError,
  WaitlistOffError,
  WaitlistPhoneFullError,
  WaitlistPhoneOnListError,
  WaitlistSlotFreeError,
  WaitlistSlotHeldError,
} from '../errors';
import { advanceHoldFor } from '../lib/bookings/advance-hold';
import { checkBookingRequest, PENDING_LIMITS } from '../lib/bookings/booking-rules';
import { cancelKeyHash } from '../lib/bookings/cancel-key';
import { withHeldAdvance, withLiveAdvance } from '../lib/bookings/request-answer';
import { dateRangeProblem } from '../lib/http/date-range';
import { pushSubscriptionProblem } from '../lib/push/push-subscription-check';
import { errorResponses } from './error-responses';

/**
 * The visitor's side of a taken slot's waitlist (issue 31, decision 093): join it, read where one stands, take or
 * decline the offer of a freed slot. The device that joined proves itself with its secret, in the body.
 */
export const waitlistRoutes: FastifyPluginAsyncTypebox<{ rateLimit: number; statusRateLimit: number }> = async (
  app,
  options,
) => {
  const { waitlist, bookingRequests } = app.repos;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.post(
    '/api/waitlist',
    {
      schema: {
        summary: 'Ask to be told when a taken slot frees up',
        description:
          'Name and phone as for a request; at most 3 slots’ waitlists per phone. The same device joining again gets ' +
          'its entry (200). When the slot frees up, the first in line is offered it for the venue’s minutes, by push ' +
          'to `subscription` when given. 409 WAITLIST_OFF, WAITLIST_SLOT_FREE, WAITLIST_PHONE_FULL, ' +
          'WAITLIST_PHONE_ON_LIST.',
        tags: ['public'],
        body: JoinWaitlistBody,
        response: { 200: WaitlistStanding, 201: WaitlistStanding, ...errorResponses(400, 409, 413, 422, 429) },
      },
      config: perMinute(options.rateLimit),
    },
    async (request, reply) => {
      const body = request.body;
      const settings = app.venueSettings.settings;
      if (!waitlistSettingsOf(settings).enabled) throw new WaitlistOffError();
      const checked = checkBookingRequest({ ...body, time: getSlot(body.slotId).time }, app.clock(), settings);
      if ('problem' in checked) throw new BadRequestError(checked.problem);
      if (body.subscription) {
        const problem = pushSubscriptionProblem(body.subscription, app.push.isAllowedEndpoint);
        if (problem !== null) throw new BadRequestError(problem);
      }
      const result = await waitlist.join({
        date: checked.request.date,
        slotId: checked.request.slotId,
        name: checked.request.name,
        phone: checked.request.phone,
        lang: checked.request.lang,
        keyHash: cancelKeyHash(body.key),
        subscription: body.subscription,
      });
      switch (result.outcome) {
        case 'slot-free':
          throw new WaitlistSlotFreeError();
        case 'phone-full':
          throw new WaitlistPhoneFullError(WAITLIST_ENTRIES_PER_PHONE);
        case 'phone-on-list':
          throw new WaitlistPhoneOnListError();
        case 'joined':
          return reply.code(result.created ? 201 : 200).send(result.standing);
      }
    },
  );

  app.get(
    '/api/waitlist/:id',
    {
      schema: {
        summary: 'Where a waitlist entry stands (public by its random id: no name or phone)',
        tags: ['public'],
        params: IdParams,
        response: { 200: WaitlistStanding, ...errorResponses(404, 429) },
      },
      config: perMinute(options.statusRateLimit),
    },
    async (request) => {
      const standing = await waitlist.standing(request.params.id);
      if (standing === null) throw new WaitlistEntryNotFoundError();
      return standing;
    },
  );

  app.post(
    '/api/waitlist/:id/accept',
    {
      schema: {
        summary: 'Take the offer of a freed slot: it becomes a booking request',
        description:
          'Only while the slot is held for the entry (409 WAITLIST_NO_OFFER otherwise). The request is made in the ' +
          'entry’s name and phone, cancellable from this device with `cancelKey`, and holds the slot for its advance ' +
          'where the venue asks one, as POST /api/booking-requests does. A repeat answers the same request (200).',
        tags: ['public'],
        params: IdParams,
        body: AcceptWaitlistOfferBody,
        response: {
          200: AcceptedWaitlistOffer,
          201: AcceptedWaitlistOffer,
          ...errorResponses(400, 403, 404, 409, 429),
        },
      },
      config: perMinute(options.rateLimit),
    },
    async (request, reply) => {
      const { id } = request.params;
      const facts = await waitlist.facts(id);
      if (facts === null) throw new WaitlistEntryNotFoundError();
      const settings = app.venueSettings.settings;
      const checked = checkBookingRequest({ ...facts, time: getSlot(facts.slotId).time }, app.clock(), settings);
      const online = app.bkash !== null;
      for (let attempt = 0; attempt < 3; attempt++) {
        const requestId = newBookingId();
        const result = await waitlist.accept(id, request.body.key, async (tx) => {
          // Its slot started, or the date left the horizon: the offer cannot be taken (its lapse says so anyway).
          if ('problem' in checked) return { outcome: 'slot-taken' };
          const hold = advanceHoldFor(settings, checked.request.price, online);
          return bookingRequests.create(
            requestId,
            checked.request,
            { ...(hold ? { hold } : {}), cancelKeyHash: cancelKeyHash(request.body.cancelKey) },
            tx,
          );
        });
        switch (result.outcome) {
          case 'not-found':
            throw new WaitlistEntryNotFoundError();
          case 'key-invalid':
            throw new WaitlistKeyInvalidError();
          case 'no-offer':
            throw new WaitlistNoOfferError();
          case 'taken-before': {
            const stored = await bookingRequests.findById(result.requestId);
            if (stored === null) throw new WaitlistEntryNotFoundError();
            return reply.code(200).send(await withLiveAdvance(app.repos.advancePayments, stored, online));
          }
          case 'accepted': {
            app.availability.invalidate(facts.date);
            const { request: made, hold } = result.made;
            return reply.code(201).send(hold === undefined ? made : withHeldAdvance(made, hold, online));
          }
          case 'refused':
            switch (result.refusal.outcome) {
              case 'id-taken':
                continue;
              case 'phone-waits-for-slot':
                throw new PhoneWaitsForSlotError();
              case 'phone-full':
                throw new PhoneFullError(PENDING_LIMITS.perPhone);
              default:
                throw new SlotTakenError();
            }
        }
      }
      throw new Error('Could not find a free Booking ID');
    },
  );

  app.post(
    '/api/waitlist/:id/decline',
    {
      schema: {
        summary: 'Decline the offer of a freed slot, or leave the waitlist while waiting',
        description:
          'A declined offer goes to the next in line at once; this device is not offered that slot again. A repeat ' +
          'answers the same. 409 WAITLIST_CLOSED for an entry whose offer was taken or lapsed.',
        tags: ['public'],
        params: IdParams,
        body: WaitlistKeyBody,
        response: { 200: WaitlistStanding, ...errorResponses(400, 403, 404, 409, 429) },
      },
      config: perMinute(options.rateLimit),
    },
    async (request) => {
      const result = await waitlist.decline(request.params.id, request.body.key);
      switch (result.outcome) {
        case 'not-found':
          throw new WaitlistEntryNotFoundError();
        case 'key-invalid':
          throw new WaitlistKeyInvalidError();
        case 'closed':
          throw new WaitlistClosedError();
        case 'declined':
          app.availability.invalidate(result.standing.date);
          return result.standing;
      }
    },
  );
};

/** The manager's side: each slot's line, and an offer to a chosen person in it. */
export const adminWaitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { waitlist } = app.repos;

  app.get(
    '/api/waitlist',
    {
      schema: {
        summary: 'The waitlists of the slots from `from` to `to`: who is in line, and who is offered a freed slot',
        querystring: DateRangeQuery,
        response: { 200: WaitlistEntryList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const problem = dateRangeProblem(from, to);
      if (problem !== null) throw new BadRequestError(problem);
      return waitlist.inRange(from, to);
    },
  );

  app.post(
    '/api/waitlist/:id/offer',
    {
      schema: {
        summary: 'Offer a slot to a chosen person in its line',
        description:
          'For the venue’s offer minutes, with a push to their device. A live offer to someone else for that slot is ' +
          'withdrawn (they keep their place in line). 409 WAITLIST_SLOT_HELD when a booking, block or payment hold ' +
          'has the slot; 409 WAITLIST_CLOSED when the entry has left the line or its slot has started.',
        params: IdParams,
        response: { 200: WaitlistEntry, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const result = await waitlist.offer(request.params.id);
      switch (result.outcome) {
        case 'not-found':
          throw new WaitlistEntryNotFoundError();
        case 'closed':
        case 'slot-started':
          throw new WaitlistClosedError();
        case 'slot-held':
          throw new WaitlistSlotHeldError();
        case 'offered':
          app.availability.invalidate(result.entry.date);
          return result.entry;
      }
    },
  );
};
