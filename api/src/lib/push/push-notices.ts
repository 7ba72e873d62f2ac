import type { PushMessage } from '@turf/sync-contract/schemas';
import type { OfferFacts, PushAudience, RequestFacts } from '../../repositories/push-subscriptions';
import type { SendOptions } from './push-sender';

/**
 * What the database's triggers record (migrations 005, 016, 017, 018): a new request, a decision, a cancellation, a reminder due;
 * an advance paid by bKash, and one paid too late that bKash gave back; a followed request that waits for its advance;
 * a request or booking its visitor cancelled.
 */
export const PUSH_EVENTS = [
  'new-request',
  'confirmed',
  'rejected',
  'cancelled',
  'reminder',
  'paid-online',
  'refunded-late',
  'advance-due',
  'visitor-cancelled',
] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];
/** Written by migration 019's trigger when a waitlist entry is offered a freed slot: of the entry, not a request. */
export const OFFER_EVENT = 'waitlist-offer';

export interface Notice {
  audience: PushAudience;
  message: PushMessage;
  send: SendOptions;
}

/** The longest a push service keeps a message for an offline device (FCM's limit: 4 weeks). */
const MAX_TTL_SECONDS = 28 * 24 * 3600;
/** The manager's notices replace each other at the push service while the phone is offline: the panel lists all. */
export const NEW_REQUESTS_TOPIC = 'new-requests';

/** Seconds from now until the slot starts, at least a minute: after that the notice is no use. */
function untilSlotStarts(facts: RequestFacts, now: Date): number {
  return Math.max(60, Math.min(MAX_TTL_SECONDS, Math.floor((facts.slotStartsAt.getTime() - now.getTime()) / 1000)));
}

/**
 * The notice an event makes, judged when the job runs rather than when the event happened: a request decided before
 * its notice went out, a cancellation undone, or a booking cancelled before its reminder, says nothing (null).
 * No phone number in any message; the visitor's carries only the Booking ID, slot, date and status, or the advance
 * due and by when; the manager's the name and, for an advance, its amount.
 */
export function noticeFor(event: PushEvent, facts: RequestFacts, now: Date): Notice | null {
  const slotAhead = facts.slotStartsAt.getTime() > now.getTime();
  const where = { id: facts.id, slotId: facts.slotId, date: facts.date };
  switch (event) {
    case 'new-request':
      if (facts.status !== 'pending' || !slotAhead) return null;
      return {
        audience: 'manager',
        message: { kind: 'new-request', ...where, name: facts.name },
        send: { ttlSeconds: untilSlotStarts(facts, now), urgency: 'high', topic: NEW_REQUESTS_TOPIC },
      };
    case 'confirmed':
    case 'rejected':
      return {
        audience: 'visitor',
        message: { kind: 'decision', ...where, status: event, lang: facts.lang },
        send: { ttlSeconds: untilSlotStarts(facts, now), urgency: 'high' },
      };
    case 'cancelled':
      if (facts.bookingActive) return null;
      return {
        audience: 'visitor',
        message: { kind: 'decision', ...where, status: 'cancelled', lang: facts.lang },
        send: { ttlSeconds: untilSlotStarts(facts, now), urgency: 'high' },
      };
    case 'reminder':
      if (!facts.bookingActive || !slotAhead) return null;
      return {
        audience: 'visitor',
        message: { kind: 'reminder', ...where, status: 'confirmed', lang: facts.lang },
        send: { ttlSeconds: untilSlotStarts(facts, now), urgency: 'high' },
      };
    case 'paid-online':
      if (facts.paidOnline === null) return null;
      return {
        audience: 'manager',
        message: { kind: 'advance-paid', ...where, name: facts.name, amount: facts.paidOnline },
        send: { ttlSeconds: untilSlotStarts(facts, now), urgency: 'high' },
      };
    case 'refunded-late':
      if (facts.refundedLate === null) return null;
      return {
        audience: 'manager',
        message: { kind: 'advance-refunded', ...where, amount: facts.refundedLate },
        send: { ttlSeconds: untilSlotStarts(facts, now), urgency: 'normal' },
      };
    case 'visitor-cancelled': {
      // Withdrawn while pending, or a booking cancelled (and not brought back since): the slot is free again.
      const booked = facts.status === 'confirmed' && !facts.bookingActive;
      if ((facts.status !== 'cancelled' && !booked) || !slotAhead) return null;
      return {
        audience: 'manager',
        message: { kind: 'visitor-cancelled', ...where, name: facts.name, booked },
        send: { ttlSeconds: untilSlotStarts(facts, now), urgency: 'high' },
      };
    }
    case 'advance-due': {
      // Paid, reported, lapsed or decided since the visitor's device began to follow it: nothing left to ask.
      const payBy = facts.advanceDueBy;
      if (facts.status !== 'pending' || facts.advanceDue === null || payBy === null || payBy <= now) return null;
      return {
        audience: 'visitor',
        message: {
          kind: 'advance-due',
          ...where,
          amount: facts.advanceDue,
          payBy: payBy.toISOString(),
          lang: facts.lang,
        },
        // Of no use once the hold has ended: the slot is free again.
        send: { ttlSeconds: Math.max(60, Math.floor((payBy.getTime() - now.getTime()) / 1000)), urgency: 'high' },
      };
    }
  }
}

/**
 * The notice of a waitlist offer (issue 31), judged when the job runs: taken, declined or lapsed by then, it says
 * nothing. No name or phone: the entry's random id, the slot and the offer's end; kept by the push service no longer
 * than the offer lasts.
 */
export function offerNoticeFor(facts: OfferFacts, now: Date): Notice | null {
  if (facts.state !== 'offered' || facts.offerEndsAt === null || facts.offerEndsAt <= now) return null;
  return {
    audience: 'waitlist',
    message: {
      kind: 'waitlist-offer',
      entryId: facts.id,
      slotId: facts.slotId,
      date: facts.date,
      offerEndsAt: facts.offerEndsAt.toISOString(),
      lang: facts.lang,
    },
    send: {
      ttlSeconds: Math.max(60, Math.floor((facts.offerEndsAt.getTime() - now.getTime()) / 1000)),
      urgency: 'high',
    },
  };
}
