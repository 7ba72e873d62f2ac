import { SLOTS } from '@turf/sync-contract/slots';
import { describe, expect, it } from 'vitest';
import { takenSlotsAnswer } from '../../../src/lib/bookings/taken-slots-answer';
import { clientHasCurrent } from '../../../src/lib/http/if-none-match';

describe('takenSlotsAnswer', () => {
  it('holds the JSON bytes of the slots and a tag that depends on those bytes only', () => {
    const all = SLOTS.map((slot) => slot.slotId);
    const answer = takenSlotsAnswer(all);
    expect(answer.taken).toBe(all);
    expect(JSON.parse(answer.body)).toEqual(all);
    expect(answer.body).toBe(JSON.stringify(all));
    expect(takenSlotsAnswer([...all]).etag).toBe(answer.etag);
    expect(takenSlotsAnswer(all.slice(1)).etag).not.toBe(answer.etag);
    expect(takenSlotsAnswer([]).etag).not.toBe(takenSlotsAnswer(['M-1']).etag);
    expect(answer.etag).toMatch(/^"[\w-]{22}"$/);
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
