import Type from 'typebox';
import { BookingRequest, CancelKey, RequestLang } from './booking-requests';
import { IsoDate, PersonName, Phone, SlotIdSchema, Timestamp } from './common';
import { PushSubscriptionBody } from './push';

/** At most this many slots' waitlists per phone, of slots still to come (issue 31). */
export const WAITLIST_ENTRIES_PER_PHONE = 3;

/**
 * Where an entry stands. `waiting`: in line; `offered`: the slot is held for it until `offerEndsAt`; `accepted`: its
 * offer became a request (`requestId`); `declined`: its visitor said no (the slot is never offered to it again);
 * `lapsed`: its offer ran out, or its slot started; `left`: its visitor left the list while waiting.
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'accepted', 'declined', 'lapsed', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/**
 * The secret the device that joins keeps, as a request's cancel key is (issue 31): only that device may take, decline
 * or leave; the server keeps its SHA-256, and it never goes in a URL.
 */
export const WaitlistKey = CancelKey;

/** POST /api/waitlist: a visitor asks to be told when a taken slot frees up. */
export const JoinWaitlistBody = Type.Object(
  {
    date: IsoDate,
    slotId: SlotIdSchema,
    name: PersonName,
    phone: Phone,
    lang: Type.Optional(RequestLang),
    key: WaitlistKey,
    /** The device's push subscription, when it allowed notifications: the offer is pushed to it. */
    subscription: Type.Optional(PushSubscriptionBody),
  },
  { additionalProperties: false },
);
export type JoinWaitlistBody = Type.Static<typeof JoinWaitlistBody>;

/**
 * An entry as the device that joined reads it (GET /api/waitlist/:id, public by its random id, so no name or phone).
 * `position`: 1 for the first in line, while waiting; `offerEndsAt`: while offered; `requestId`: once accepted.
 */
export const WaitlistStanding = Type.Object({
  id: Type.String(),
  date: IsoDate,
  slotId: SlotIdSchema,
  state: Type.Enum(WAITLIST_STATES),
  position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  offerEndsAt: Type.Union([Timestamp, Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()]),
});
export type WaitlistStanding = Type.Static<typeof WaitlistStanding>;

/** POST /api/waitlist/:id/decline: the device proves it joined. Declines an offer, or leaves the list while waiting. */
export const WaitlistKeyBody = Type.Object({ key: WaitlistKey }, { additionalProperties: false });
export type WaitlistKeyBody = Type.Static<typeof WaitlistKeyBody>;

/**
 * POST /api/waitlist/:id/accept: the offer becomes a booking request in the entry's name and phone, cancellable from
 * this device with `cancelKey`. The answer is the request as POST /api/booking-requests answers it (with its advance
 * when the venue asks one); a repeat answers the same request.
 */
export const AcceptWaitlistOfferBody = Type.Object(
  { key: WaitlistKey, cancelKey: CancelKey },
  { additionalProperties: false },
);
export type AcceptWaitlistOfferBody = Type.Static<typeof AcceptWaitlistOfferBody>;
export const AcceptedWaitlistOffer = BookingRequest;

/** GET /api/waitlist?from&to (the manager's): the entries still in line or offered, by slot, then in line order. */
export const WaitlistEntry = Type.Object({
  id: Type.String(),
  date: IsoDate,
  slotId: SlotIdSchema,
  name: Type.String(),
  phone: Type.String(),
  state: Type.Union([Type.Literal('waiting'), Type.Literal('offered')]),
  /** 1 for the first in line (the one offered counts). */
  position: Type.Integer({ minimum: 1 }),
  offerEndsAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
});
export type WaitlistEntry = Type.Static<typeof WaitlistEntry>;
export const WaitlistEntryList = Type.Array(WaitlistEntry);
export type WaitlistEntryList = Type.Static<typeof WaitlistEntryList>;
