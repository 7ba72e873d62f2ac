import Type from 'typebox';
import { BOOKING_ID_PATTERN_SOURCE } from '../booking-id';
import { BookingIdSchema, IsoDate, SlotIdSchema } from './common';

/** The manager's pending list comes in pages (decision 018): this many when the call names no `limit`. */
export const REQUESTS_PAGE_SIZE = 50;
/** The most a page (or a `Reject selected`) may hold: a phone renders 200 cards without a stall. */
export const REQUESTS_PAGE_MAX = 200;

/**
 * The body stays the spec's array; the way on is in headers: `Link: <...>; rel="next"` while more follow (absent on
 * the last page), and the count of every pending request in `X-Total-Count`.
 */
export const PAGE_HEADERS = { next: 'link', total: 'x-total-count' } as const;

/** GET /api/booking-requests: both optional, so the spec's call without them answers the first page. */
export const BookingRequestPageQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,4}$',
        description: `Requests per page, 1 to ${REQUESTS_PAGE_MAX} (default ${REQUESTS_PAGE_SIZE})`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        pattern: BOOKING_ID_PATTERN_SOURCE,
        description: 'Where the page starts: after this request. Take it from the previous page’s Link header',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BookingRequestPageQuery = Type.Static<typeof BookingRequestPageQuery>;

/** POST /api/booking-requests/reject-selected: all or nothing. */
export const RejectSelectedBody = Type.Object(
  { ids: Type.Array(BookingIdSchema, { minItems: 1, maxItems: REQUESTS_PAGE_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);
export type RejectSelectedBody = Type.Static<typeof RejectSelectedBody>;

/** POST /api/booking-requests/reject-all: every request still waiting for a slot that is booked. */
export const RejectAllForSlotBody = Type.Object(
  { date: IsoDate, slotId: SlotIdSchema },
  { additionalProperties: false },
);
export type RejectAllForSlotBody = Type.Static<typeof RejectAllForSlotBody>;

/** A slot that is booked while requests still wait for it: the cards that offer `Reject all`. */
export const BookedSlotWithRequests = Type.Object({
  date: IsoDate,
  slotId: SlotIdSchema,
  /** Pending requests still waiting for it. */
  waiting: Type.Integer({ minimum: 1 }),
});
export type BookedSlotWithRequests = Type.Static<typeof BookedSlotWithRequests>;

export const BookedSlotsWithRequests = Type.Array(BookedSlotWithRequests);
export type BookedSlotsWithRequests = Type.Static<typeof BookedSlotsWithRequests>;
