import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { initialBookingFormData, useBookingFormStore } from '../../src/features/booking-form/booking-form-store';
import { PricePanel } from '../../src/features/booking-form/price-panel';

const store = useBookingFormStore;
const shown = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeEach(() => store.setState(initialBookingFormData()));

describe('PricePanel', () => {
  test("shows the chosen slot's price from the contract, and a dash while none is chosen", () => {
    render(<PricePanel />);
    expect([shown('Slot Price'), shown('Total Amount')]).toEqual(['—', '—']);
    act(() => store.getState().selectSlot('N-2'));
    expect([shown('Slot Price'), shown('Total Amount')]).toEqual(['BDT 2500', 'BDT 2500']);
    act(() => store.getState().selectSlot('L-1'));
    expect([shown('Slot Price'), shown('Total Amount')]).toEqual(['BDT 2000', 'BDT 2000']);
    act(() => store.getState().selectDate('2030-02-01'));
    expect([shown('Slot Price'), shown('Total Amount')]).toEqual(['—', '—']);
    act(() => store.getState().selectSlot('N-1'));
    act(() => store.getState().slotWasTaken());
    expect(shown('Slot Price')).toBe('—');
  });
});
