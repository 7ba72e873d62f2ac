import Type from 'typebox';
import { BookingIdSchema, IsoDate, SlotIdSchema, Timestamp } from './common';

/** GET /api/bookings?date= */
export const TakenSlotsQuery = Type.Object({ date: IsoDate }, { additionalProperties: false });
export type TakenSlotsQuery = Type.Static<typeof TakenSlotsQuery>;

/** The slot IDs taken on a date (bookings not cancelled). No personal data. */
export const TakenSlots = Type.Array(SlotIdSchema);
export type TakenSlots = Type.Static<typeof TakenSlots>;

/** Who made a booking: a visitor's request the manager confirmed, or the manager (a call, WhatsApp, the gate). */
export const BOOKING_SOURCES = ['visitor', 'manager'] as const;
export const BookingSource = Type.Enum(BOOKING_SOURCES);
export type BookingSource = Type.Static<typeof BookingSource>;

/**
 * A confirmed booking. Its `_id` is the Booking ID of the request it came from, or, for a manager's booking, one made
 * in the same format. `note` and `seriesId` are null unless the manager set them.
 */
export const Booking = Type.Object({
  _id: BookingIdSchema,
  date: IsoDate,
  slotId: SlotIdSchema,
  time: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  price: Type.Integer(),
  paid: Type.Boolean(),
  cancelled: Type.Boolean(),
  createdAt: Timestamp,
  source: BookingSource,
  note: Type.Union([Type.String(), Type.Null()]),
  seriesId: Type.Union([Type.String(), Type.Null()]),
});
export type Booking = Type.Static<typeof Booking>;

export const BookingList = Type.Array(Booking);
export type BookingList = Type.Static<typeof BookingList>;

/** PATCH /api/bookings/all/:id: exactly one of `paid` or `cancelled`. */
export const PatchBookingBody = Type.Union([
  Type.Object({ paid: Type.Boolean() }, { additionalProperties: false }),
  Type.Object({ cancelled: Type.Boolean() }, { additionalProperties: false }),
]);
export type PatchBookingBody = Type.Static<typeof PatchBookingBody>;
