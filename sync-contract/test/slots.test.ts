import { describe, expect, it } from 'vitest';
import { getSlot, PERIODS, SLOTS, slotsOfPeriod, startMinutesOfTimeText } from '../src/slots';

describe('the slot table', () => {
  it('has the spec rows word for word', () => {
    expect(SLOTS.map((s) => `${s.slotId} ${s.time} ${s.price}`)).toEqual([
      'M-1 6:00 am - 7:30 am 2000',
      'M-2 7:30 am - 9:00 am 2000',
      'M-3 9:00 am - 10:30 am 2000',
      'M-4 10:30 am - 12:00 pm 2000',
      'A-1 12:00 pm - 1:30 pm 2000',
      'A-2 1:30 pm - 3:00 pm 2000',
      'A-3 3:00 pm - 4:30 pm 2000',
      'A-4 4:30 pm - 6:00 pm 2000',
      'N-1 6:00 pm - 7:30 pm 2500',
      'N-2 7:30 pm - 9:00 pm 2500',
      'N-3 9:00 pm - 10:30 pm 2500',
      'N-4 10:30 pm - 12:00 am 2500',
      'L-1 12:00 am - 1:30 am 2000',
      'L-2 1:30 am - 3:00 am 2000',
      'L-3 3:00 am - 4:30 am 2000',
      'L-4 4:30 am - 6:00 am 2000',
    ]);
  });

  it('groups four slots per period, in the spec order', () => {
    expect(PERIODS).toEqual(['Morning', 'Afternoon', 'Night', 'Late Night']);
    for (const period of PERIODS) expect(slotsOfPeriod(period)).toHaveLength(4);
  });

  it('finds a slot by id and rejects unknown ids', () => {
    expect(getSlot('N-2').price).toBe(2500);
    expect(getSlot('X-9')).toBeUndefined();
  });

  it('reads a time text start with 12 am as 0 and 12 pm as 12', () => {
    expect(startMinutesOfTimeText('12:00 am - 1:30 am')).toBe(0);
    expect(startMinutesOfTimeText('12:00 pm - 1:30 pm')).toBe(720);
    expect(startMinutesOfTimeText('6:00 am - 7:30 am')).toBe(360);
    expect(startMinutesOfTimeText('10:30 pm - 12:00 am')).toBe(22 * 60 + 30);
  });
});
