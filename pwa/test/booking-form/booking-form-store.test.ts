import { todayAtVenue } from '@turf/sync-contract/time';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  initialBookingFormData,
  isBookingFormDirty,
  useBookingFormStore,
} from '../../src/features/booking-form/booking-form-store';

const store = useBookingFormStore;

beforeEach(() => store.setState(initialBookingFormData()));

describe('booking form store', () => {
  test('starts on today at the venue with nothing chosen', () => {
    const state = store.getState();
    expect(state.selectedDate).toBe(todayAtVenue());
    expect(state).toMatchObject({ slotId: null, price: null, referenceName: '', phone: '', refreshCounter: 0 });
    expect(isBookingFormDirty(state)).toBe(false);
  });

  test('the first day is judged in Dhaka, not on the phone clock', () => {
    // 20:00 UTC on Nov 21 is already Nov 22 at the venue (UTC+6).
    expect(initialBookingFormData(new Date('2026-11-21T20:00:00Z')).selectedDate).toBe('2026-11-22');
  });

  test('choosing a slot sets its price from the contract; clearing it clears the price', () => {
    store.getState().selectSlot('N-2');
    expect(store.getState()).toMatchObject({ slotId: 'N-2', price: 2500 });
    store.getState().selectSlot('L-1');
    expect(store.getState()).toMatchObject({ slotId: 'L-1', price: 2000 });
    store.getState().selectSlot(null);
    expect(store.getState()).toMatchObject({ slotId: null, price: null });
  });

  test('a new date clears the slot and price; the same date keeps them', () => {
    store.getState().selectDate('2026-12-01');
    store.getState().selectSlot('M-1');
    store.getState().selectDate('2026-12-01');
    expect(store.getState().slotId).toBe('M-1');
    store.getState().selectDate('2026-12-02');
    expect(store.getState()).toMatchObject({ selectedDate: '2026-12-02', slotId: null, price: null });
  });

  test('after a submission: slot, price, name and phone clear, the date stays, the counter moves on', () => {
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
      price: null,
      referenceName: '',
      phone: '',
      refreshCounter: 1,
    });
    store.getState().completeSubmission();
    expect(store.getState().refreshCounter).toBe(2);
    expect(isBookingFormDirty(store.getState())).toBe(false);
  });
});
