import { describe, expect, test } from 'vitest';
import { holdMoment } from '../../src/components/advance/use-time-left';

/** The countdown ticks each second for the eye; a screen reader is told only at these three moments. */
describe('what the hold countdown says aloud', () => {
  test('nothing while more than 5 minutes are left, then 5 minutes, 1 minute, and the end', () => {
    expect(holdMoment(12 * 60_000)).toBeNull();
    expect(holdMoment(5 * 60_000 + 1)).toBeNull();
    expect(holdMoment(5 * 60_000)).toBe('five');
    expect(holdMoment(61_000)).toBe('five');
    expect(holdMoment(60_000)).toBe('one');
    expect(holdMoment(1)).toBe('one');
    expect(holdMoment(0)).toBe('over');
  });
});
