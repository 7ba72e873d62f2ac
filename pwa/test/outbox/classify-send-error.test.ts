import { MESSAGES } from '@turf/sync-contract/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { classifySendError } from '../../src/outbox/send-request';

describe('classifySendError: the two 409s', () => {
  it('a taken slot offers another slot', () => {
    expect(classifySendError(new ApiError(409, MESSAGES.slotTaken))).toEqual({
      kind: 'refused',
      reason: 'slot-taken',
      message: MESSAGES.slotTaken,
      status: 409,
    });
  });

  it('a phone at its limit of requests waiting is a final refusal with its reason, not a taken slot', () => {
    const message =
      'This phone number already has a request waiting for this slot. Send its Booking ID to the turf manager instead';
    expect(classifySendError(new ApiError(409, message))).toEqual({
      kind: 'refused',
      reason: 'invalid',
      message,
      status: 409,
    });
  });
});
