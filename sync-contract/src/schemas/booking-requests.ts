import Type from 'typebox';
import { LOCALES } from '../locale';
import { AdvanceAsked, AdvanceStanding } from './advance-payments';
import { BookingIdSchema, IsoDate, PersonName, Phone, PlainText, SlotIdSchema, Timestamp } from './common';
import { ManagerAdvance } from './manager-advance';

/**
 * `expired`: a request still pending when its slot started at the venue's clock. Every reader answers it so from that
 * instant on (decision 019); the row is kept, so the visitor's status page still finds it. `cancelled`: withdrawn by
 * its visitor while pending (issue 31).
 */
export const BOOKING_REQUEST_STATUSES = ['pending', 'confirmed', 'rejected', 'expired', 'cancelled'] as const;
export type BookingRequestStatusValue = (typeof BOOKING_REQUEST_STATUSES)[number];

/** The language a request was made in: `en` or `bn`. */
export const RequestLang = Type.Enum(LOCALES, { description: 'The language the visitor used: en or bn' });

/**
 * The secret the device that makes a request keeps (issue 31): 32 random bytes, base64url. Only the device that holds it
 * may cancel the request; the server keeps its SHA-256, and it never goes in a URL.
 */
export const CancelKey = Type.String({
  pattern: '^[A-Za-z0-9_-]{43}$',
  description: 'The requesting device’s secret: 32 random bytes, unpadded base64url',
});

/** POST /api/booking-requests. `id` is the device-made Booking ID; it makes retries idempotent. */
export const CreateBookingRequestBody = Type.Object(
  {
    date: IsoDate,
    slotId: SlotIdSchema,
    name: PersonName,
    phone: Phone,
    time: PlainText({ minLength: 1, maxLength: 40 }),
    id: Type.Optional(BookingIdSchema),
    /**
     * The language the visitor used (issue 15): the manager's messages to them are written in it. Optional so older
     * apps, and outbox items saved before it, still send; absent means English.
     */
    lang: Type.Optional(RequestLang),
    /** Optional: a request made without one (an older app) cannot be cancelled from the phone (issue 31). */
    cancelKey: Type.Optional(CancelKey),
  },
  { additionalProperties: false },
);
export type CreateBookingRequestBody = Type.Static<typeof CreateBookingRequestBody>;

/**
 * What the slot costs, kept from when the request was made (the settings' price for its date, decision 044): confirming
 * books at this price, whatever the prices are by then.
 */
const RequestPrice = Type.Integer({ description: 'Whole BDT, as priced when the request was made' });

/** A booking request as the admin sees it (and as its sender gets it back). */
export const BookingRequest = Type.Object({
  _id: BookingIdSchema,
  name: Type.String(),
  phone: Type.String(),
  slotId: SlotIdSchema,
  time: Type.String(),
  date: IsoDate,
  status: Type.Enum(BOOKING_REQUEST_STATUSES),
  createdAt: Timestamp,
  /**
   * The language the visitor used (`en` for a request made before it was recorded). The API always sends it; optional
   * for the panel's device copies saved before it existed, which read as English.
   */
  lang: Type.Optional(RequestLang),
  /**
   * The API always sends it; optional for the panel's device copies saved before it existed (the panel does not show
   * it yet).
   */
  price: Type.Optional(RequestPrice),
  /** Only to the visitor who made it, when the venue asks an advance: the amount and until when the slot is held. */
  advance: Type.Optional(AdvanceAsked),
  /** Only in the manager's reads: the advance paid, reported or missing (decision 089). */
  managerAdvance: Type.Optional(ManagerAdvance),
});
export type BookingRequest = Type.Static<typeof BookingRequest>;

export const BookingRequestList = Type.Array(BookingRequest);
export type BookingRequestList = Type.Static<typeof BookingRequestList>;

/**
 * Where a request stands for the visitor who made it: its own status, or `cancelled` once the booking made from it
 * was cancelled (by the manager or its visitor) or deleted (and `confirmed` again if a cancellation is undone).
 */
export const REQUEST_STANDINGS = BOOKING_REQUEST_STATUSES;
export type RequestStanding = (typeof REQUEST_STANDINGS)[number];

/** GET /api/booking-requests/:id/status: public, so no name or phone. */
export const BookingRequestStatus = Type.Object({
  status: Type.Enum(REQUEST_STANDINGS),
  price: RequestPrice,
  /** The advance, when one was asked or reported (decision 086). */
  advance: Type.Optional(AdvanceStanding),
});
export type BookingRequestStatus = Type.Static<typeof BookingRequestStatus>;

/** POST /api/booking-requests/:id/cancel: the device that made the request proves it with its secret (issue 31). */
export const CancelBookingRequestBody = Type.Object({ cancelKey: CancelKey }, { additionalProperties: false });
export type CancelBookingRequestBody = Type.Static<typeof CancelBookingRequestBody>;
