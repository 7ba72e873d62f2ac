import { slotStartInstant } from '@turf/sync-contract/time';
import { describe, expect, it } from 'vitest';
import { cancelStanding } from '../../src/features/my-requests/cancel-standing';
import type { OutboxItem } from '../../src/outbox/outbox-item';

/** Issue 31: when the card offers Cancel, by the same rules the server keeps. */

const HOUR = 3_600_000;
const date = '2030-01-15';
const slotId = 'N-1';
const start = slotStartInstant(date, slotId).getTime();
const KEY = 'k'.repeat(43);

type Standing = Pick<OutboxItem, 'state' | 'date' | 'slotId' | 'cancelKey' | 'advance'>;
const pending: Standing = { state: 'sent', date, slotId, cancelKey: KEY };
const booked: Standing = { state: 'confirmed', date, slotId, cancelKey: KEY };

describe('cancelStanding', () => {
  it('a pending request: offered until its slot starts, whatever the cutoff; nothing once it has', () => {
    expect(cancelStanding(pending, 24, start - 1)).toEqual({ kind: 'offer', until: start - 1 });
    expect(cancelStanding(pending, 24, start)).toEqual({ kind: 'none' });
  });

  it('a confirmed booking: offered up to the cutoff, that very moment included; then a call until it starts', () => {
    const cutoff = start - 24 * HOUR;
    expect(cancelStanding(booked, 24, cutoff)).toEqual({ kind: 'offer', until: cutoff });
    expect(cancelStanding(booked, 24, cutoff + 1)).toEqual({ kind: 'call', until: start });
    expect(cancelStanding(booked, 24, start - 1)).toEqual({ kind: 'call', until: start });
    expect(cancelStanding(booked, 24, start)).toEqual({ kind: 'none' });
  });

  it('the venue’s cutoff sets the moment: 0 hours is until the slot starts, 48 two days before', () => {
    expect(cancelStanding(booked, 0, start - 1)).toEqual({ kind: 'offer', until: start });
    expect(cancelStanding(booked, 48, start - 47 * HOUR)).toEqual({ kind: 'call', until: start });
    expect(cancelStanding(booked, 48, start - 49 * HOUR)).toEqual({ kind: 'offer', until: start - 48 * HOUR });
  });

  it('no key (made before keys existed): only a call, even long before', () => {
    for (const item of [pending, booked])
      expect(cancelStanding({ ...item, cancelKey: undefined }, 24, start - 100 * HOUR)).toEqual({
        kind: 'call',
        until: start,
      });
  });

  it('a pending request whose advance was reported by hand: only a call (the venue holds money for it)', () => {
    const reported = { ...pending, advance: { state: 'reported' as const, amount: 500 } };
    expect(cancelStanding(reported, 24, start - 100 * HOUR)).toEqual({ kind: 'call', until: start });
    // Still held for payment: the visitor may withdraw it.
    const holding = { ...pending, advance: { state: 'holding' as const, amount: 500 } };
    expect(cancelStanding(holding, 24, start - 100 * HOUR)).toEqual({ kind: 'offer', until: start - 1 });
  });

  it.each(['queued', 'sending', 'rejected', 'cancelled', 'expired', 'slot-taken', 'failed'] as const)(
    '%s: nothing to cancel',
    (state) => {
      expect(cancelStanding({ ...pending, state }, 24, start - 100 * HOUR)).toEqual({ kind: 'none' });
    },
  );
});
