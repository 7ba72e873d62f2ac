import type { AuditEntry } from '@turf/sync-contract/schemas';
import { describe, expect, it } from 'vitest';
import { describeActor, describeEntry } from '../../src/features/admin/activity/describe-entry';
import { adminBn } from '../../src/i18n/admin-bn';
import { adminEn } from '../../src/i18n/admin-en';

/** The trail's entries of a visitor's own cancellation (issue 31), as the Activity page and a booking's History say them. */

const ID = 'K7Q-M4X-PAR';

function entry(action: string, actor: string, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '7',
    at: '2026-11-22T04:41:00.000Z',
    actor,
    action,
    bookingId: ID,
    blockId: null,
    before: null,
    after: null,
    ...fields,
  };
}

const withdrawn = entry('request.cancelled', 'visitor', {
  before: { status: 'pending' },
  after: { status: 'cancelled' },
});
const cancelledBooking = (actor: string) =>
  entry('booking.cancelled', actor, { before: { cancelled: false }, after: { cancelled: true } });

describe('a visitor’s own cancellation in the activity', () => {
  it('in English: the request cancelled by the visitor, the booking too, and the visitor as who did it', () => {
    expect(describeEntry(withdrawn, adminEn)).toEqual({ what: `Request ${ID} cancelled by the visitor`, details: [] });
    expect(describeEntry(cancelledBooking('visitor'), adminEn)).toEqual({
      what: `Booking ${ID} cancelled by the visitor`,
      details: ['Cancelled: No → Yes'],
    });
    // The manager's own cancellation reads as before.
    expect(describeEntry(cancelledBooking('manager@turf.example'), adminEn).what).toBe(`Booking ${ID} cancelled`);
    expect(describeActor('visitor', adminEn)).toBe('A visitor');
  });

  it('in Bangla, with the Booking ID as it is', () => {
    expect(describeEntry(withdrawn, adminBn)).toEqual({ what: `দর্শক অনুরোধ ${ID} বাতিল করেছেন`, details: [] });
    expect(describeEntry(cancelledBooking('visitor'), adminBn)).toEqual({
      what: `দর্শক বুকিং ${ID} বাতিল করেছেন`,
      details: ['বাতিল: না → হ্যাঁ'],
    });
    expect(describeActor('visitor', adminBn)).toBe('একজন দর্শক');
  });

  it('a request’s status changed to cancelled says who cancelled it', () => {
    const changed = entry('booking.updated', 'visitor', {
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
    expect(describeEntry(changed, adminEn).details).toEqual(['Status: Waiting → Cancelled by the visitor']);
    expect(describeEntry(changed, adminBn).details).toEqual(['অবস্থা: অপেক্ষমাণ → দর্শক বাতিল করেছেন']);
  });
});
