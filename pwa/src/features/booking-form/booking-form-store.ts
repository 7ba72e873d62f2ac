import type { SlotId } from '@turf/sync-contract/slots';
import { create } from 'zustand';

/** The booking form's state, shared across the slot page (docs/product.md#slots-page). */
export interface BookingFormData {
  /**
   * `YYYY-MM-DD` the visitor picked, or null while none is: the page then books today at the venue, read from the
   * clock when shown (`useBookingDate`), so a form opened yesterday does not book yesterday.
   */
  selectedDate: string | null;
  /** The chosen slot; its price is the venue settings' for the date (`PricePanel`), never a copy kept here. */
  slotId: SlotId | null;
  referenceName: string;
  phone: string;
  /** Bumped after every successful submission so the taken slots reload. */
  refreshCounter: number;
}

export interface BookingFormActions {
  /** A new date clears the slot: a slot free on one day may be taken (or over) on another. */
  selectDate(date: string): void;
  /**
   * A slot is chosen on a day: `onDate` pins that day, so the slot never moves to another one when "today" does
   * (a page left open past midnight). Without it, the day stays as it is.
   */
  selectSlot(slotId: SlotId | null, onDate?: string): void;
  /** The chosen slot was taken meanwhile: let it go and reload the taken slots; name and phone stay. */
  slotWasTaken(): void;
  /** "Pick another slot" for a refused request: its name, phone and (when still bookable) date come back, no slot. */
  beginRebooking(draft: { name: string; phone: string; date: string | null }): void;
  setReferenceName(value: string): void;
  setPhone(value: string): void;
  /** After a request went out (or was saved offline): reload taken slots, clear all but the date. */
  completeSubmission(): void;
}

export type BookingFormState = BookingFormData & BookingFormActions;

export function initialBookingFormData(): BookingFormData {
  return {
    selectedDate: null,
    slotId: null,
    referenceName: '',
    phone: '',
    refreshCounter: 0,
  };
}

export const useBookingFormStore = create<BookingFormState>()((set) => ({
  ...initialBookingFormData(),
  selectDate: (date) => set((state) => (state.selectedDate === date ? state : { selectedDate: date, slotId: null })),
  selectSlot: (slotId, onDate) => set({ slotId, ...(onDate ? { selectedDate: onDate } : {}) }),
  slotWasTaken: () => set((state) => ({ slotId: null, refreshCounter: state.refreshCounter + 1 })),
  beginRebooking: (draft) =>
    set((state) => ({
      selectedDate: draft.date ?? state.selectedDate,
      slotId: null,
      referenceName: draft.name,
      phone: draft.phone,
    })),
  setReferenceName: (referenceName) => set({ referenceName }),
  setPhone: (phone) => set({ phone }),
  completeSubmission: () =>
    set((state) => ({
      slotId: null,
      referenceName: '',
      phone: '',
      refreshCounter: state.refreshCounter + 1,
    })),
}));

/** True when a reload now would throw away something the visitor typed or chose. */
export function isBookingFormDirty(state: BookingFormData): boolean {
  return state.referenceName.trim() !== '' || state.phone.trim() !== '' || state.slotId !== null;
}
