import type { Schedule } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { SLOT_IDS } from '@turf/sync-contract/slots';
import { describe, expect, it } from 'vitest';
import { countDay, freeSlotsNear, slotsOfDay } from '../../../src/features/admin/shared/day-slots';
import { dateParam, weekDates, weekStart } from '../../../src/features/admin/shared/week';
import { makeBlock, makeBooking, makeRequest } from '../fake-admin-api';

// Sunday, November 22, 2026, 9:00 am at the venue (UTC+6).
const NOW = new Date('2026-11-22T03:00:00Z');
const DAY = '2026-11-24';
/** The first start's prices and 60-day horizon. */
const VENUE = { prices: DEFAULT_SETTINGS.prices, bookingHorizonDays: DEFAULT_SETTINGS.bookingHorizonDays };

function schedule(parts: Partial<Schedule> = {}): Schedule {
  return { from: '2026-11-22', to: '2026-11-28', bookings: [], blocks: [], pending: [], ...parts };
}

describe('the board week', () => {
  it('starts on the Sunday of the date, and holds seven days', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
    expect(weekStart('2026-11-29')).toBe('2026-11-29');
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(weekDates('2026-12-27')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('reads ?date= only when it is a real date', () => {
    expect(dateParam('2026-11-30')).toBe('2026-11-30');
    expect(dateParam('2026-02-30')).toBeNull();
    expect(dateParam('tomorrow')).toBeNull();
    expect(dateParam(null)).toBeNull();
  });
});

describe('slotsOfDay', () => {
  it('gives the sixteen slots in the spec order with what holds each', () => {
    const slots = slotsOfDay(
      schedule({
        bookings: [
          makeBooking('BKD-BBB-BBB', DAY, 'N-1'),
          makeBooking('CNX-CCC-CCC', DAY, 'A-1', { cancelled: true }),
          makeBooking('OTH-DAY-BBB', '2026-11-25', 'M-1'),
        ],
        blocks: [makeBlock(1, DAY, 'L-2', 'Tournament')],
        pending: [
          makeRequest(1, { date: DAY, slotId: 'M-3' }),
          makeRequest(2, { date: DAY, slotId: 'M-3' }),
          makeRequest(3, { date: DAY, slotId: 'N-1' }),
        ],
      }),
      DAY,
      NOW,
      VENUE,
    );
    expect(slots.map((slot) => slot.slot.slotId)).toEqual([...SLOT_IDS]);
    const at = (id: string) => slots.find((slot) => slot.slot.slotId === id);
    expect(at('N-1')).toMatchObject({ state: 'booked', bookable: false, blockable: false });
    expect(at('N-1')?.pending).toHaveLength(1);
    expect(at('L-2')).toMatchObject({ state: 'blocked', bookable: false, blockable: false });
    expect(at('L-2')?.block?.reason).toBe('Tournament');
    expect(at('M-3')).toMatchObject({ state: 'requested', bookable: true, blockable: true });
    // A cancelled booking frees its slot, and stays listed (its cancellation can be undone).
    expect(at('A-1')).toMatchObject({ state: 'free', booking: null, bookable: true });
    expect(at('A-1')?.bookings.map((booking) => booking._id)).toEqual(['CNX-CCC-CCC']);
    expect(countDay(slots)).toEqual({ booked: 1, free: 14, pending: 3, blocked: 1 });
  });

  it("marks today's slots started or past on the venue's clock, and nothing of them open", () => {
    const slots = slotsOfDay(schedule(), '2026-11-22', NOW, VENUE);
    const timing = Object.fromEntries(slots.map((slot) => [slot.slot.slotId, slot.timing]));
    // 9:00 am: the Late Night slots (the early hours) and M-1, M-2 are over; M-3 has just started.
    expect(timing).toMatchObject({ 'L-1': 'past', 'L-4': 'past', 'M-1': 'past', 'M-2': 'past', 'M-3': 'started' });
    expect(timing['M-4']).toBe('upcoming');
    expect(slots.filter((slot) => slot.bookable).map((slot) => slot.slot.slotId)).toEqual(SLOT_IDS.slice(3, 12));
    expect(countDay(slots).free).toBe(9);
    // A day gone by: every slot over.
    expect(slotsOfDay(schedule(), '2026-11-21', NOW, VENUE).every((slot) => slot.timing === 'past')).toBe(true);
  });

  it('does not offer Book beyond the 60-day horizon, but still Block', () => {
    const far = slotsOfDay(schedule({ from: '2027-01-24', to: '2027-01-30' }), '2027-01-25', NOW, VENUE);
    expect(far.every((slot) => !slot.bookable && slot.blockable)).toBe(true);
  });

  it('follows the saved settings: a shorter horizon, and the weekend price on the venue’s weekend days', () => {
    const venue = {
      bookingHorizonDays: 7,
      prices: {
        ...DEFAULT_SETTINGS.prices,
        regular: { ...DEFAULT_SETTINGS.prices.regular, Night: 2600 },
        weekend: { ...DEFAULT_SETTINGS.prices.regular, Night: 3200 },
        weekendDays: ['Friday' as const],
      },
    };
    // Tuesday the 24th: two days ahead, the weekday price; Friday the 27th: the weekend's.
    expect(slotsOfDay(schedule(), DAY, NOW, venue).find((s) => s.slot.slotId === 'N-1')).toMatchObject({
      price: 2600,
      bookable: true,
    });
    expect(slotsOfDay(schedule(), '2026-11-27', NOW, venue).find((s) => s.slot.slotId === 'N-1')?.price).toBe(3200);
    // Eight days ahead is past a 7-day horizon: Block still, Book not.
    const past = slotsOfDay(schedule({ from: '2026-11-29', to: '2026-12-05' }), '2026-11-30', NOW, venue);
    expect(past.every((slot) => !slot.bookable && slot.blockable)).toBe(true);
  });
});

describe('freeSlotsNear', () => {
  it('offers at most three open slots, the nearest in time to the one asked for, in time order', () => {
    const slots = slotsOfDay(
      schedule({
        bookings: [makeBooking('BKD-BBB-BBB', DAY, 'N-2'), makeBooking('BKD-CCC-CCC', DAY, 'N-3')],
        blocks: [makeBlock(1, DAY, 'N-1')],
      }),
      DAY,
      NOW,
      VENUE,
    );
    expect(freeSlotsNear(slots, 'N-2').map((slot) => slot.slotId)).toEqual(['A-3', 'A-4', 'N-4']);
    expect(freeSlotsNear(slots, 'M-1', 2).map((slot) => slot.slotId)).toEqual(['L-4', 'M-2']);
  });

  it('offers nothing on a day with nothing open', () => {
    const slots = slotsOfDay(schedule(), '2026-11-21', NOW, VENUE);
    expect(freeSlotsNear(slots, 'N-2')).toEqual([]);
  });
});
