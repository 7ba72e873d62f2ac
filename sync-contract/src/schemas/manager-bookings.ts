import Type from 'typebox';
import { NOTE_MAX_LENGTH } from '../messages';
import { Booking } from './bookings';
import { BookingIdSchema, IsoDate, PersonName, Phone, PlainText, SlotIdSchema } from './common';

/** A weekly team booking repeats on 2 to 26 weeks, the first one included. */
export const SERIES_WEEKS_MIN = 2;
export const SERIES_WEEKS_MAX = 26;

/**
 * POST /api/bookings (admin): a booking the manager makes, confirmed at once. `id` (a Booking ID the client made)
 * makes a retry safe: the same id and body answer 200 with the stored booking, the same id with another body 422.
 * With `repeatWeeks` it is a weekly series: the answer is a BookingSeriesResult.
 */
export const CreateManagerBookingBody = Type.Object(
  {
    date: IsoDate,
    slotId: SlotIdSchema,
    time: Type.String({ maxLength: 40 }),
    name: PersonName,
    phone: Phone,
    note: Type.Optional(PlainText({ maxLength: NOTE_MAX_LENGTH })),
    id: Type.Optional(BookingIdSchema),
    repeatWeeks: Type.Optional(Type.Integer({ minimum: SERIES_WEEKS_MIN, maximum: SERIES_WEEKS_MAX })),
  },
  { additionalProperties: false },
);
export type CreateManagerBookingBody = Type.Static<typeof CreateManagerBookingBody>;

/** Why one date of a weekly series was not booked. */
export const SERIES_SKIP_REASONS = ['booked', 'blocked', 'past the booking horizon'] as const;
export const SeriesSkipReason = Type.Enum(SERIES_SKIP_REASONS);
export type SeriesSkipReason = Type.Static<typeof SeriesSkipReason>;

export const SeriesSkip = Type.Object({ date: IsoDate, reason: SeriesSkipReason });
export type SeriesSkip = Type.Static<typeof SeriesSkip>;

/** 201 answer of POST /api/bookings with `repeatWeeks`: the free dates booked in one transaction, the rest skipped. */
export const BookingSeriesResult = Type.Object({
  seriesId: Type.String(),
  created: Type.Array(Booking),
  skipped: Type.Array(SeriesSkip),
});
export type BookingSeriesResult = Type.Static<typeof BookingSeriesResult>;

/**
 * GET /api/bookings/series-preview?date=&slotId=&repeatWeeks= (admin): what saving a series would do, date by date,
 * without saving anything: `free`, or the reason it would be skipped.
 */
export const SeriesPreviewQuery = Type.Object(
  {
    date: IsoDate,
    slotId: SlotIdSchema,
    repeatWeeks: Type.String({ pattern: '^[0-9]{1,2}$' }),
  },
  { additionalProperties: false },
);
export type SeriesPreviewQuery = Type.Static<typeof SeriesPreviewQuery>;

export const SeriesPreview = Type.Array(
  Type.Object({ date: IsoDate, state: Type.Union([Type.Literal('free'), SeriesSkipReason]) }),
);
export type SeriesPreview = Type.Static<typeof SeriesPreview>;

/** POST /api/bookings/series/:seriesId/cancel: cancels the series' bookings on `from` and after (kept, not deleted). */
export const CancelSeriesBody = Type.Object({ from: IsoDate }, { additionalProperties: false });
export type CancelSeriesBody = Type.Static<typeof CancelSeriesBody>;

export const SeriesParams = Type.Object(
  { seriesId: PlainText({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type SeriesParams = Type.Static<typeof SeriesParams>;
