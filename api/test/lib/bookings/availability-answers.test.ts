import { SLOTS } from '@turf/sync-contract/slots';
import { describe, expect, it } from 'vitest';
import { availabilityAnswers, type SlotHold } from '../../../src/lib/bookings/availability-answers';
import { clientHasCurrent } from '../../../src/lib/http/if-none-match';

const booked = (...ids: string[]) => ids.map((slotId) => ({ slotId, closed: false }) as SlotHold);

describe('availabilityAnswers', () => {
  it('holds the JSON bytes of the taken slots and a tag that depends on those bytes only', () => {
    const all = SLOTS.map((slot) => slot.slotId);
    const answer = availabilityAnswers(booked(...all)).taken;
    expect(JSON.parse(answer.body)).toEqual(all);
    expect(answer.body).toBe(JSON.stringify(all));
    expect(availabilityAnswers(booked(...all)).taken.etag).toBe(answer.etag);
    expect(availabilityAnswers(booked(...all.slice(1))).taken.etag).not.toBe(answer.etag);
    expect(availabilityAnswers([]).taken.etag).not.toBe(availabilityAnswers(booked('M-1')).taken.etag);
    expect(answer.etag).toMatch(/^"[\w-]{22}"$/);
  });

  it('tells booked from closed in the second answer, each in the given order, and lists both alike in the first', () => {
    const holds: SlotHold[] = [
      { slotId: 'M-1', closed: true },
      { slotId: 'M-2', closed: false },
      { slotId: 'N-1', closed: true },
      { slotId: 'L-4', closed: false },
    ];
    const answers = availabilityAnswers(holds);
    expect(answers.taken.body).toBe('["M-1","M-2","N-1","L-4"]');
    expect(answers.availability.body).toBe('{"booked":["M-2","L-4"],"closed":["M-1","N-1"]}');
    expect(answers.availability.etag).toMatch(/^"[\w-]{22}"$/);
    // A slot that goes from booked to closed keeps the array (and its tag) but changes the split (and its tag).
    const reclosed = availabilityAnswers(holds.map((hold) => ({ ...hold, closed: true })));
    expect(reclosed.taken.etag).toBe(answers.taken.etag);
    expect(reclosed.availability.etag).not.toBe(answers.availability.etag);
    expect(availabilityAnswers([]).availability.body).toBe('{"booked":[],"closed":[]}');
  });
});

describe('clientHasCurrent (If-None-Match)', () => {
  const etag = '"abc"';
  it.each([
    ['the same tag', '"abc"', true],
    ['the weak form of it', 'W/"abc"', true],
    ['a list holding it', '"x", W/"y" ,"abc"', true],
    ['any tag', '*', true],
    ['no header', undefined, false],
    ['another tag', '"abd"', false],
    ['a list without it', '"x", "y"', false],
    ['the tag without quotes', 'abc', false],
    ['an empty header', '', false],
  ])('%s', (_label, header, expected) => {
    expect(clientHasCurrent(header, etag)).toBe(expected);
  });
});
