import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  initialBookingFormData,
  isBookingFormDirty,
  useBookingFormStore,
} from '../../src/features/booking-form/booking-form-store';
import { bookingDate, useBookingDate } from '../../src/features/booking-form/use-booking-date';

const store = useBookingFormStore;

beforeEach(() => store.setState(initialBookingFormData()));

describe('booking form store', () => {
  test('starts with nothing chosen, not even a day (the page books today until one is picked)', () => {
    const state = store.getState();
    expect(state).toMatchObject({
      selectedDate: null,
      slotId: null,
      referenceName: '',
      phone: '',
      refreshCounter: 0,
    });
    expect(isBookingFormDirty(state)).toBe(false);
  });

  test('a slot chosen on a day pins that day, so a new "today" cannot carry it off', () => {
    store.getState().selectSlot('N-2', '2026-11-22');
    expect(store.getState()).toMatchObject({ selectedDate: '2026-11-22', slotId: 'N-2' });
    store.getState().selectDate('2026-11-22');
    expect(store.getState().slotId).toBe('N-2');
  });

  test('the store keeps the slot, not a copy of its price (the price panel reads it from the contract)', () => {
    store.getState().selectSlot('N-2');
    expect(store.getState().slotId).toBe('N-2');
    expect(Object.keys(store.getState())).not.toContain('price');
  });

  test('a new date clears the slot; the same date keeps it', () => {
    store.getState().selectDate('2026-12-01');
    store.getState().selectSlot('M-1');
    store.getState().selectDate('2026-12-01');
    expect(store.getState().slotId).toBe('M-1');
    store.getState().selectDate('2026-12-02');
    expect(store.getState()).toMatchObject({ selectedDate: '2026-12-02', slotId: null });
  });

  test('after a submission: slot, name and phone clear, the date stays, the counter moves on', () => {
    const s = store.getState();
    s.selectDate('2026-12-05');
    s.selectSlot('A-3');
    s.setReferenceName('Rahim');
    s.setPhone('01712345678');
    expect(isBookingFormDirty(store.getState())).toBe(true);
    store.getState().completeSubmission();
    expect(store.getState()).toMatchObject({
      selectedDate: '2026-12-05',
      slotId: null,
      referenceName: '',
      phone: '',
      refreshCounter: 1,
    });
    store.getState().completeSubmission();
    expect(store.getState().refreshCounter).toBe(2);
    expect(isBookingFormDirty(store.getState())).toBe(false);
  });
});

describe('the day a request is for', () => {
  afterEach(() => vi.useRealTimers());

  test('the picked day, today when none is picked or the picked one has passed, nothing before the app runs', () => {
    expect(bookingDate(null, '2026-11-22')).toBe('2026-11-22');
    expect(bookingDate('2026-11-25', '2026-11-22')).toBe('2026-11-25');
    expect(bookingDate('2026-11-22', '2026-11-22')).toBe('2026-11-22');
    expect(bookingDate('2026-11-21', '2026-11-22')).toBe('2026-11-22');
    expect(bookingDate('2026-11-25', null)).toBeNull();
  });

  test('today is judged in Dhaka, not on the phone clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 UTC on Nov 21 is already Nov 22 at the venue (UTC+6).
    vi.setSystemTime(new Date('2026-11-21T20:00:00Z'));
    const { result } = renderHook(() => useBookingDate());
    expect(result.current).toBe('2026-11-22');
  });
});
