import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { newBookingId } from '@turf/sync-contract/booking-id';
import {
  Booking,
  BookingList,
  BookingSeriesResult,
  CancelSeriesBody,
  CreateManagerBookingBody,
  SERIES_WEEKS_MAX,
  SERIES_WEEKS_MIN,
  SeriesParams,
  SeriesPreview,
  SeriesPreviewQuery,
} from '@turf/sync-contract/schemas';
import { slotPriceOn } from '@turf/sync-contract/settings';
import type { SlotId } from '@turf/sync-contract/slots';
import { addDays, bookableDateProblem, isIsoDate } from '@turf/sync-contract/time';
import Type from 'typebox';
import {
  BadRequestError,
  BookingIdTakenError,
  SeriesAllTakenError,
  SeriesNotFoundError,
  SlotBlockedError,
  SlotTakenError,
} from '../errors';
import {
  type BookingSettings,
  bookableSlotProblem,
  checkBookingRequest,
  DATE_INVALID,
} from '../lib/bookings/booking-rules';
import { REPEAT_WEEKS_MESSAGE } from '../lib/http/validation-message';
import type { ManagerBookingInput, SeriesDate, StoredUnderId } from '../repositories/manager-bookings';
import { errorResponses } from './error-responses';

/** A booking or a series, as `POST /api/bookings` answers one or the other. */
const CreatedAnswer = Type.Union([Booking, BookingSeriesResult]);

/** The same call as the one stored? Retries of one call are the same; anything else reuses its id. */
function sameInput(stored: ManagerBookingInput, sent: ManagerBookingInput): boolean {
  return (
    stored.date === sent.date &&
    stored.slotId === sent.slotId &&
    stored.time === sent.time &&
    stored.name === sent.name &&
    stored.phone === sent.phone &&
    stored.note === sent.note
  );
}

/** What a retry of `body` gets from what its id names already, or the refusal of an id used for something else. */
function replayOf(stored: StoredUnderId, body: CreateManagerBookingBody, input: ManagerBookingInput) {
  if (stored.kind === 'booking' && body.repeatWeeks === undefined && sameInput(stored.booking, input)) {
    return stored.booking;
  }
  if (stored.kind === 'series' && body.repeatWeeks === stored.input.repeatWeeks && sameInput(stored.input, input)) {
    return stored.result;
  }
  throw new BookingIdTakenError();
}

/**
 * The dates of a weekly series: the first and each week after, `weeks` in all, marked when past the horizon, each with
 * the slot's price on it (decision 044).
 */
function seriesDates(first: string, weeks: number, slotId: SlotId, now: Date, settings: BookingSettings): SeriesDate[] {
  return Array.from({ length: weeks }, (_, week) => {
    const date = addDays(first, week * 7);
    return {
      date,
      pastHorizon: bookableDateProblem(date, now, settings.bookingHorizonDays) === 'too-far',
      price: slotPriceOn(settings.prices, date, slotId),
    };
  });
}

/** The manager's routes: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminManagerBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { managerBookings } = app.repos;

  app.post(
    API_PATHS.managerBookings,
    {
      schema: {
        summary:
          'Book a slot for a customer (a call, WhatsApp, the gate): confirmed at once, or weekly with repeatWeeks',
        description:
          'The visitor’s rules apply (400). Without `repeatWeeks`: 201 with the booking, 409 when the slot is booked ' +
          'or blocked. With `repeatWeeks` (2 to 26): the free dates of the series are booked in one transaction and ' +
          'the others skipped with their reason; 201 with `{ seriesId, created, skipped }`, 409 when none is free. ' +
          'A replay of the same `id` and body answers 200 with what was stored; the same `id` with another body 422.',
        body: CreateManagerBookingBody,
        response: { 200: CreatedAnswer, 201: CreatedAnswer, ...errorResponses(400, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const note = body.note?.trim() || null;
      const input: ManagerBookingInput = {
        date: body.date,
        slotId: body.slotId,
        time: body.time,
        name: body.name.trim(),
        phone: body.phone,
        note,
      };
      // A retry (the board resending after a lost answer) gets what was stored, whatever the time or the slot is now.
      const replay = async () => {
        if (body.id === undefined) return null;
        const stored = await managerBookings.storedUnderId(body.id);
        return stored === null ? null : replayOf(stored, body, input);
      };
      const stored = await replay();
      if (stored) return reply.code(200).send(stored);

      // The settings of this instant price every date of the call, and bound them.
      const settings = app.venueSettings.settings;
      const checked = checkBookingRequest(body, app.clock(), settings);
      if ('problem' in checked) throw new BadRequestError(checked.problem);

      if (body.repeatWeeks !== undefined) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const key = body.id ?? newBookingId();
          const result = await managerBookings.createSeries(
            randomUUID(),
            key,
            input,
            seriesDates(body.date, body.repeatWeeks, body.slotId, app.clock(), settings),
          );
          if (result.outcome === 'none-free') throw new SeriesAllTakenError();
          if (result.outcome === 'created') {
            for (const booking of result.result.created) app.availability.invalidate(booking.date);
            return reply.code(201).send(result.result);
          }
          // The id is taken: by a retry of this call that committed first (a replay), or a server-made id drawn again.
          const again = await replay();
          if (again) return reply.code(200).send(again);
          if (body.id !== undefined) throw new BookingIdTakenError();
        }
        throw new Error('Could not find a free Booking ID');
      }

      for (let attempt = 0; attempt < 3; attempt++) {
        const id = body.id ?? newBookingId();
        const result = await managerBookings.create(id, input, checked.request.price);
        switch (result.outcome) {
          case 'created':
            app.availability.invalidate(result.booking.date);
            return reply.code(201).send(result.booking);
          case 'slot-taken':
            throw new SlotTakenError();
          case 'slot-blocked':
            throw new SlotBlockedError();
          case 'id-taken': {
            const again = await replay();
            if (again) return reply.code(200).send(again);
            if (body.id !== undefined) throw new BookingIdTakenError();
          }
        }
      }
      throw new Error('Could not find a free Booking ID');
    },
  );

  app.get(
    '/api/bookings/series-preview',
    {
      schema: {
        summary: 'What saving a weekly series would do, date by date, without saving anything',
        description:
          'Each date of the series (the first and one a week after, `repeatWeeks` in all) as `free` or the reason ' +
          'it would be skipped: `booked`, `blocked`, or `past the booking horizon`. The first date must be bookable ' +
          '(400 otherwise), as for saving.',
        querystring: SeriesPreviewQuery,
        response: { 200: SeriesPreview, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { date, slotId } = request.query;
      const weeks = Number(request.query.repeatWeeks);
      if (!(weeks >= SERIES_WEEKS_MIN && weeks <= SERIES_WEEKS_MAX)) {
        throw new BadRequestError({ code: 'REPEAT_WEEKS_INVALID', message: REPEAT_WEEKS_MESSAGE });
      }
      const settings = app.venueSettings.settings;
      const problem = bookableSlotProblem(date, slotId, app.clock(), settings.bookingHorizonDays);
      if (problem !== null) throw new BadRequestError(problem);
      return managerBookings.preview(slotId, seriesDates(date, weeks, slotId, app.clock(), settings));
    },
  );

  app.post(
    '/api/bookings/series/:seriesId/cancel',
    {
      schema: {
        summary: 'Cancel the rest of a weekly series: its bookings on `from` and after (kept, marked cancelled)',
        description: 'Answers every booking of the series from `from` on, as now stored (all cancelled), by date.',
        params: SeriesParams,
        body: CancelSeriesBody,
        response: { 200: BookingList, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!isIsoDate(request.body.from)) throw new BadRequestError(DATE_INVALID);
      const cancelled = await managerBookings.cancelSeries(request.params.seriesId, request.body.from);
      if (cancelled === null) throw new SeriesNotFoundError();
      for (const booking of cancelled) app.availability.invalidate(booking.date);
      return cancelled;
    },
  );
};
