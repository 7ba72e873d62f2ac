import Type from 'typebox';
import { BookingIdSchema, IsoDate, SlotIdSchema, Timestamp } from './common';
import { Payment } from './payments';

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

/** What is still owed: the price less the payments (negative when more was paid). */
const Due = Type.Integer({ description: 'Whole taka still owed: price less payments; paid when 0 or less' });

const bookingProperties = {
  _id: BookingIdSchema,
  date: IsoDate,
  slotId: SlotIdSchema,
  time: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  price: Type.Integer(),
  paid: Type.Boolean(),
  cancelled: Type.Boolean(),
  /** The customer did not come (issue 17): marked once the slot started; never on a cancelled booking. */
  noShow: Type.Boolean(),
  createdAt: Timestamp,
  source: BookingSource,
  note: Type.Union([Type.String(), Type.Null()]),
  seriesId: Type.Union([Type.String(), Type.Null()]),
};

/**
 * A confirmed booking. Its `_id` is the Booking ID of the request it came from, or, for a manager's booking, one made
 * in the same format. `note` and `seriesId` are null unless the manager set them. `paid` is derived: due <= 0
 * (decision 050). `payments` and `due` come with the list and the payment calls; optional for the answers that do not
 * carry them and for the panel's device copies saved before they existed.
 */
export const Booking = Type.Object({
  ...bookingProperties,
  payments: Type.Optional(Type.Array(Payment, { description: 'Oldest received first' })),
  due: Type.Optional(Due),
});
export type Booking = Type.Static<typeof Booking>;

/** A booking with its payments, as the payment calls and the paid toggle answer it. */
export const BookingWithPayments = Type.Object({
  ...bookingProperties,
  payments: Type.Array(Payment, { description: 'Oldest received first' }),
  due: Due,
});
export type BookingWithPayments = Type.Static<typeof BookingWithPayments>;

export const BookingList = Type.Array(Booking);
export type BookingList = Type.Static<typeof BookingList>;

/** GET /api/bookings/all: every booking with its payments and what is due. */
export const BookingWithPaymentsList = Type.Array(BookingWithPayments);
export type BookingWithPaymentsList = Type.Static<typeof BookingWithPaymentsList>;

/** PATCH /api/bookings/all/:id: exactly one of `paid` or `cancelled`. */
export const PatchBookingBody = Type.Union([
  Type.Object({ paid: Type.Boolean() }, { additionalProperties: false }),
  Type.Object({ cancelled: Type.Boolean() }, { additionalProperties: false }),
  Type.Object({ noShow: Type.Boolean() }, { additionalProperties: false }),
]);
export type PatchBookingBody = Type.Static<typeof PatchBookingBody>;
