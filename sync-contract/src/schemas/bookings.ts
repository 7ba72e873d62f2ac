import Type from 'typebox';
import { NOTE_MAX_LENGTH } from '../messages';
import { BookingIdSchema, IsoDate, PlainText, SlotIdSchema, Timestamp } from './common';
import { ManagerAdvance } from './manager-advance';
import { Payment, Refund } from './payments';

/** GET /api/bookings?date= and GET /api/availability?date= */
export const TakenSlotsQuery = Type.Object({ date: IsoDate }, { additionalProperties: false });
export type TakenSlotsQuery = Type.Static<typeof TakenSlotsQuery>;

/** The slot IDs taken on a date (an active booking or a block, alike: the spec's answer). No personal data. */
export const TakenSlots = Type.Array(SlotIdSchema);
export type TakenSlots = Type.Static<typeof TakenSlots>;

/**
 * GET /api/availability?date=: the same taken slots, told apart so a visitor sees a closed slot as closed, not booked
 * (decision 080). Each list in the day's order; a slot is in one at most. No personal data and no block's reason.
 */
export const DayAvailability = Type.Object(
  {
    booked: Type.Array(SlotIdSchema, { description: 'Slots with an active (not cancelled) booking' }),
    closed: Type.Array(SlotIdSchema, { description: 'Slots the manager blocked (the reason is the manager’s own)' }),
  },
  { additionalProperties: false },
);
export type DayAvailability = Type.Static<typeof DayAvailability>;

/** Who made a booking: a visitor's request the manager confirmed, or the manager (a call, WhatsApp, the gate). */
export const BOOKING_SOURCES = ['visitor', 'manager'] as const;
export const BookingSource = Type.Enum(BOOKING_SOURCES);
export type BookingSource = Type.Static<typeof BookingSource>;

/** What is still owed: the price less the payments (negative when more was paid); 0 once cancelled. */
const Due = Type.Integer({
  description: 'Whole taka still owed: price less payments plus refunds; 0 on a cancelled booking (decision 071)',
});
const ToRefund = Type.Integer({
  description: 'Whole taka a cancelled booking holds that was neither refunded nor kept with a note; else 0',
});
const RefundKeptNote = Type.Union([Type.String(), Type.Null()], {
  description: 'Why the manager keeps what a cancelled booking received instead of refunding it; null when not kept',
});

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
  refunds: Type.Optional(Type.Array(Refund, { description: 'Oldest first' })),
  toRefund: Type.Optional(ToRefund),
  refundKeptNote: Type.Optional(RefundKeptNote),
  /** The advance of the request it came from, in the board's and the Database's reads (decision 089). */
  managerAdvance: Type.Optional(ManagerAdvance),
});
export type Booking = Type.Static<typeof Booking>;

/** A booking with its payments, as the payment calls and the paid toggle answer it. */
export const BookingWithPayments = Type.Object({
  ...bookingProperties,
  payments: Type.Array(Payment, { description: 'Oldest received first' }),
  due: Due,
  refunds: Type.Array(Refund, { description: 'Oldest first' }),
  toRefund: ToRefund,
  refundKeptNote: RefundKeptNote,
  managerAdvance: Type.Optional(ManagerAdvance),
});
export type BookingWithPayments = Type.Static<typeof BookingWithPayments>;

export const BookingList = Type.Array(Booking);
export type BookingList = Type.Static<typeof BookingList>;

/** The longest search the Database sends: a name, a phone or a Booking ID with room to spare. */
export const BOOKING_SEARCH_MAX_LENGTH = 60;

/**
 * GET /api/bookings/all?q=: only the bookings whose Booking ID (dashes optional), phone (first or last digits, in
 * either script, with or without +880) or a word of the name (from its start) match; at most BOOKING_SEARCH_LIMIT.
 */
export const BookingListQuery = Type.Object(
  {
    q: Type.Optional(
      PlainText({
        maxLength: BOOKING_SEARCH_MAX_LENGTH,
        description: 'Booking ID, phone or name; blank lists every booking',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BookingListQuery = Type.Static<typeof BookingListQuery>;

/** The most bookings one search answers, newest date first: a search that matches more wants more letters. */
export const BOOKING_SEARCH_LIMIT = 100;

/** GET /api/bookings/all: every booking with its payments and what is due. */
export const BookingWithPaymentsList = Type.Array(BookingWithPayments);
export type BookingWithPaymentsList = Type.Static<typeof BookingWithPaymentsList>;

/**
 * PATCH /api/bookings/all/:id: exactly one of `paid`, `cancelled`, `noShow` or `refundKeptNote` (a cancelled booking's
 * money kept with why, or null to take that back).
 */
export const PatchBookingBody = Type.Union([
  Type.Object({ paid: Type.Boolean() }, { additionalProperties: false }),
  Type.Object({ cancelled: Type.Boolean() }, { additionalProperties: false }),
  Type.Object({ noShow: Type.Boolean() }, { additionalProperties: false }),
  Type.Object(
    {
      refundKeptNote: Type.Union([PlainText({ minLength: 1, maxLength: NOTE_MAX_LENGTH }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
]);
export type PatchBookingBody = Type.Static<typeof PatchBookingBody>;
