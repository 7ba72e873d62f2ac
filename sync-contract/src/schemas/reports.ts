import Type from 'typebox';
import { IsoDate, SlotIdSchema } from './common';
import { PaymentMethodSchema } from './payments';

/** A report covers at most a year (and a day, for a leap year): what the venue looks back on. */
export const REPORT_RANGE_MAX_DAYS = 366;

const Count = Type.Integer({ minimum: 0 });
const Taka = Type.Integer({ description: 'Whole taka' });

/** How one slot sold on one weekday: on `booked` of the `days` such weekdays in the range an active booking held it. */
export const SlotOccupancy = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 is Sunday' }),
  slotId: SlotIdSchema,
  days: Count,
  booked: Count,
});
export type SlotOccupancy = Type.Static<typeof SlotOccupancy>;

/** A week, Sunday to Saturday: the prices of its active bookings, and the money received in it less refunds. */
export const WeekRevenue = Type.Object({
  weekStart: Type.String({ description: 'The Sunday the week starts on, YYYY-MM-DD' }),
  booked: Taka,
  received: Taka,
});
export type WeekRevenue = Type.Static<typeof WeekRevenue>;

/** One method's money in a range: received less refunded (`amount`), the payments' count, and the refunds. */
export const MethodTotal = Type.Object({
  method: PaymentMethodSchema,
  amount: Type.Integer({ description: 'Whole taka received by this method, less what was refunded by it' }),
  count: Count,
  refunded: Type.Integer({ minimum: 0, description: 'Whole taka refunded by this method' }),
});
export type MethodTotal = Type.Static<typeof MethodTotal>;

/**
 * GET /api/reports?from=&to= (issue 17): the venue's numbers for a range of days (both included), on the venue's clock.
 * Bookings count by the day they are for; money by the day it was received.
 */
export const VenueReport = Type.Object({
  from: IsoDate,
  to: IsoDate,
  /** Every weekday and slot, Sunday's M-1 first: 7 x 16 cells. */
  occupancy: Type.Array(SlotOccupancy),
  /** Every week the range touches, oldest first (the first and last may be partly outside it: only its days count). */
  weeks: Type.Array(WeekRevenue),
  /** Money received in the range less refunds, by method, every method listed. */
  receivedByMethod: Type.Array(MethodTotal),
  /** Bookings for the range's days: active ones, their prices, and the cancelled ones. */
  bookings: Count,
  bookedAmount: Taka,
  /** Received less refunded, by the day the money moved. */
  receivedAmount: Taka,
  refundedAmount: Taka,
  cancellations: Count,
  /** Active bookings of the range the manager marked as not come. */
  noShows: Count,
  /**
   * Advances of issue 30 received in the range (decision 089), counted apart: paid online through bKash Tokenized
   * Checkout, and sent by hand (Send money) then confirmed by the manager. Part of `receivedAmount`, not added to it.
   * Optional for the panel's device copies saved before they existed.
   */
  onlineAdvanceAmount: Type.Optional(Taka),
  manualAdvanceAmount: Type.Optional(Taka),
  /** Today at the venue, whatever the range: what came in, by method. */
  today: Type.Object({ date: IsoDate, received: Taka, refunded: Taka, byMethod: Type.Array(MethodTotal) }),
});
export type VenueReport = Type.Static<typeof VenueReport>;
