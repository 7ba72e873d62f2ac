import { SLOTS } from '@turf/sync-contract/slots';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterBookings } from '../../src/features/admin/bookings/filter-bookings';
import { compareBookings, sortBookings } from '../../src/features/admin/bookings/sort-bookings';

const at = (date: string, slotId: string, createdAt = '2026-11-01T10:00:00.000Z') => {
  const slot = SLOTS.find((s) => s.slotId === slotId);
  if (!slot) throw new Error(slotId);
  return { _id: `${date}/${slotId}/${createdAt}`, date, time: slot.time, createdAt };
};

describe('sortBookings: by date, then slot start (12 am = 0)', () => {
  it('puts the late-night slot L-1 (12:00 am) first on its date and N-4 last', () => {
    const ids = ['N-4', 'M-1', 'L-1', 'A-1', 'M-4', 'L-4', 'N-1'];
    const sorted = sortBookings(ids.map((id) => at('2026-12-01', id)));
    expect(sorted.map((b) => b.time)).toEqual([
      '12:00 am - 1:30 am',
      '4:30 am - 6:00 am',
      '6:00 am - 7:30 am',
      '10:30 am - 12:00 pm',
      '12:00 pm - 1:30 pm',
      '6:00 pm - 7:30 pm',
      '10:30 pm - 12:00 am',
    ]);
  });

  it('orders by date before time, across months and years', () => {
    const sorted = sortBookings([at('2027-01-01', 'L-1'), at('2026-12-31', 'N-4'), at('2026-02-10', 'M-1')]);
    expect(sorted.map((b) => b.date)).toEqual(['2026-02-10', '2026-12-31', '2027-01-01']);
  });

  it('breaks ties on when the booking was made, and does not change its input', () => {
    const later = at('2026-12-01', 'M-1', '2026-11-02T00:00:00.000Z');
    const earlier = at('2026-12-01', 'M-1', '2026-11-01T00:00:00.000Z');
    const input = [later, earlier];
    expect(sortBookings(input)).toEqual([earlier, later]);
    expect(input).toEqual([later, earlier]);
  });

  it('gives a total order: every adjacent pair is in order, for any bookings', () => {
    const booking = fc.record({
      date: fc.constantFrom('2026-11-30', '2026-12-01', '2026-12-02'),
      slot: fc.constantFrom(...SLOTS),
      createdAt: fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }).map((ms) => new Date(ms).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 30 }), (raw) => {
        const sorted = sortBookings(raw.map((b) => ({ date: b.date, time: b.slot.time, createdAt: b.createdAt })));
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1], sorted[i]];
          if (!a || !b) throw new Error('gap');
          expect(compareBookings(a, b)).toBeLessThanOrEqual(0);
          if (a.date === b.date) {
            const start = (t: string) => SLOTS.find((s) => s.time === t)?.startMinutes ?? -1;
            expect(start(a.time)).toBeLessThanOrEqual(start(b.time));
          }
        }
        expect(sorted).toHaveLength(raw.length);
      }),
    );
  });
});

describe('filterBookings', () => {
  const today = '2026-11-22';
  const bookings = [
    { _id: 'past', date: '2026-11-21', paid: true },
    { _id: 'today', date: '2026-11-22', paid: false },
    { _id: 'next', date: '2026-11-23', paid: true },
    { _id: 'later', date: '2026-12-05', paid: false },
  ];
  const ids = (list: { _id: string }[]) => list.map((b) => b._id);

  it('upcoming keeps today and later; past keeps only earlier days; all keeps everything', () => {
    expect(ids(filterBookings(bookings, { period: 'upcoming', unpaidOnly: false, date: '' }, today))).toEqual([
      'today',
      'next',
      'later',
    ]);
    expect(ids(filterBookings(bookings, { period: 'past', unpaidOnly: false, date: '' }, today))).toEqual(['past']);
    expect(ids(filterBookings(bookings, { period: 'all', unpaidOnly: false, date: '' }, today))).toHaveLength(4);
  });

  it('unpaid only drops paid bookings', () => {
    expect(ids(filterBookings(bookings, { period: 'all', unpaidOnly: true, date: '' }, today))).toEqual([
      'today',
      'later',
    ]);
  });

  it('a chosen date wins over upcoming/past and still honours unpaid only', () => {
    expect(ids(filterBookings(bookings, { period: 'upcoming', unpaidOnly: false, date: '2026-11-21' }, today))).toEqual(
      ['past'],
    );
    expect(ids(filterBookings(bookings, { period: 'past', unpaidOnly: true, date: '2026-11-23' }, today))).toEqual([]);
  });
});
