import Type from 'typebox';
import { RequestLang } from './booking-requests';
import { BookingIdSchema, IsoDate, SlotIdSchema } from './common';

/**
 * A browser's push subscription (`PushSubscription.toJSON()`), as the manager's device and a visitor's device send it.
 * The keys are unpadded base64url: `p256dh` the device's P-256 public key (65 bytes uncompressed -> 87 characters),
 * `auth` its 16-byte secret (22 characters). Where the endpoint may point is checked by the server against the push
 * services it knows (PUSH_SERVICE_HOSTS), so a stranger cannot make it send requests anywhere else.
 */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
export const PushSubscriptionKeys = Type.Object(
  {
    p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{87}$', description: "The device's P-256 public key, base64url" }),
    auth: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: "The device's 16-byte auth secret, base64url" }),
  },
  { additionalProperties: false },
);
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({
      minLength: 9,
      maxLength: PUSH_ENDPOINT_MAX_LENGTH,
      pattern: '^https://',
      description: "The push service's address for this device (https, on a known push service)",
    }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: PushSubscriptionKeys,
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Type.Static<typeof PushSubscriptionBody>;

/** DELETE /api/push/subscriptions: the manager's device stops hearing of new requests. */
export const PushUnsubscribeBody = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type PushUnsubscribeBody = Type.Static<typeof PushUnsubscribeBody>;

/**
 * POST /api/push/renewal: the browser renewed a device's subscription (`pushsubscriptionchange`). Whatever the old one
 * was told (the manager's new requests, a visitor's requests) is told to the new one, and the old one is forgotten.
 * The old subscription's auth secret proves the caller holds it: only the browser, its push service and this server
 * know it, so no token is needed (the service worker has none) and a stranger cannot take over a device's notices.
 */
export const PushRenewalBody = Type.Object(
  {
    oldEndpoint: Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX_LENGTH }),
    oldAuth: PushSubscriptionKeys.properties.auth,
    subscription: PushSubscriptionBody,
  },
  { additionalProperties: false },
);
export type PushRenewalBody = Type.Static<typeof PushRenewalBody>;

/** GET /api/push/key: the server's VAPID public key, the `applicationServerKey` a device subscribes with. */
export const PushPublicKey = Type.Object({
  publicKey: Type.String({ description: 'VAPID public key, unpadded base64url (65 bytes, P-256)' }),
});
export type PushPublicKey = Type.Static<typeof PushPublicKey>;

/** How many of a device's requests the server follows at once (`POST /api/booking-requests/:id/subscription`). */
export const PUSH_REQUESTS_PER_DEVICE = 5;

/**
 * How many devices may follow one request: a visitor's phones and a friend's or two. Each follower costs a send and
 * its retries when the manager decides, so strangers with the Booking ID cannot make one decision thousands of sends.
 */
export const PUSH_DEVICES_PER_REQUEST = 5;

/** What the push message says about a request for its visitor: a decision, a later cancellation, or the reminder. */
export const PUSH_VISITOR_STATUSES = ['confirmed', 'rejected', 'cancelled'] as const;
export type PushVisitorStatus = (typeof PUSH_VISITOR_STATUSES)[number];

/**
 * The payload of every push message (encrypted for the device, RFC 8291). Data only: the service worker writes the
 * words. No phone number ever; the visitor's message carries only the Booking ID, slot, date and status.
 */
export const PushMessage = Type.Union([
  Type.Object({
    kind: Type.Literal('new-request'),
    id: BookingIdSchema,
    slotId: SlotIdSchema,
    date: IsoDate,
    name: Type.String(),
  }),
  Type.Object({
    kind: Type.Literal('decision'),
    id: BookingIdSchema,
    slotId: SlotIdSchema,
    date: IsoDate,
    status: Type.Enum(PUSH_VISITOR_STATUSES),
    /** The language the visitor made the request in: the notice is worded in it. */
    lang: Type.Optional(RequestLang),
  }),
  Type.Object({
    kind: Type.Literal('reminder'),
    id: BookingIdSchema,
    slotId: SlotIdSchema,
    date: IsoDate,
    status: Type.Literal('confirmed'),
    lang: Type.Optional(RequestLang),
  }),
  // The visitor's (issue 30): a request sent from the phone's outbox, perhaps long after it was made, waits for its
  // advance: how much, and by when (the hold's end) before the slot is freed.
  Type.Object({
    kind: Type.Literal('advance-due'),
    id: BookingIdSchema,
    slotId: SlotIdSchema,
    date: IsoDate,
    amount: Type.Integer(),
    payBy: Type.String({ format: 'date-time' }),
    lang: Type.Optional(RequestLang),
  }),
  // The manager's (issue 30): an advance paid by bKash confirmed a request, or came after its slot was taken and was
  // given back by bKash.
  Type.Object({
    kind: Type.Literal('advance-paid'),
    id: BookingIdSchema,
    slotId: SlotIdSchema,
    date: IsoDate,
    name: Type.String(),
    amount: Type.Integer(),
  }),
  // The manager's (issue 31): a visitor cancelled their own request or booking, so its slot is free.
  Type.Object({
    kind: Type.Literal('visitor-cancelled'),
    id: BookingIdSchema,
    slotId: SlotIdSchema,
    date: IsoDate,
    name: Type.String(),
    /** Whether it was a confirmed booking (else a pending request). */
    booked: Type.Boolean(),
  }),
  // The visitor's (issue 31): a slot they wait for has freed up and is held for them until `offerEndsAt`. No name or
  // phone: the entry's random id names it.
  Type.Object({
    kind: Type.Literal('waitlist-offer'),
    entryId: Type.String(),
    slotId: SlotIdSchema,
    date: IsoDate,
    offerEndsAt: Type.String({ format: 'date-time' }),
    lang: Type.Optional(RequestLang),
  }),
  Type.Object({
    kind: Type.Literal('advance-refunded'),
    id: BookingIdSchema,
    slotId: SlotIdSchema,
    date: IsoDate,
    amount: Type.Integer(),
  }),
]);
export type PushMessage = Type.Static<typeof PushMessage>;
