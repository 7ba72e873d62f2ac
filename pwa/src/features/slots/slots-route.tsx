import { useQueryClient } from '@tanstack/react-query';
import { addDays, MAX_DAYS_AHEAD } from '@turf/sync-contract/time';
import { useEffect } from 'react';
import { usePageMeta } from '../../components/use-page-meta';
import { QueryProvider } from '../../lib/query-client';
import { useVenueToday } from '../../lib/use-venue-today';
import { BookingForm, bookingDate, PricePanel, useBookingFormStore } from '../booking-form';
import { takenSlotsKeys } from './api/get-taken-slots';
import { Calendar } from './calendar';
import { CalendarPlaceholder } from './calendar-placeholder';
import { SlotList } from './slot-list';
import './slots.css';

/** After each successful request the store's counter moves on: the taken slots are fetched again. */
function useReloadTakenSlotsOnSubmit() {
  const queryClient = useQueryClient();
  const refreshCounter = useBookingFormStore((state) => state.refreshCounter);
  useEffect(() => {
    if (refreshCounter > 0) void queryClient.invalidateQueries({ queryKey: takenSlotsKeys.all });
  }, [refreshCounter, queryClient]);
}

/** A day picked before midnight has passed by morning: pick today instead, which lets go of its slot too. */
function useLetGoOfPassedDay(today: string | null, picked: string | null) {
  const selectDate = useBookingFormStore((state) => state.selectDate);
  useEffect(() => {
    if (today !== null && picked !== null && picked < today) selectDate(today);
  }, [today, picked, selectDate]);
}

function SlotsPage() {
  usePageMeta(
    'Book a slot',
    'Pick a date and one of 16 fixed 1.5-hour slots, see what is free, and send a booking request with your name and phone.',
  );
  useReloadTakenSlotsOnSubmit();
  const today = useVenueToday();
  const picked = useBookingFormStore((state) => state.selectedDate);
  useLetGoOfPassedDay(today, picked);
  const date = bookingDate(picked, today);
  const slotId = useBookingFormStore((state) => state.slotId);
  const selectDate = useBookingFormStore((state) => state.selectDate);
  const selectSlot = useBookingFormStore((state) => state.selectSlot);

  return (
    <div className="page slots-page">
      <h1 className="page-title">Book a slot</h1>
      <p className="page-lead">Choose a day and a 1.5-hour slot, then send your request.</p>
      <div className="slots-layout">
        <div className="slots-left">
          {today === null ? (
            <CalendarPlaceholder />
          ) : (
            <Calendar value={date} onSelect={selectDate} today={today} maxDate={addDays(today, MAX_DAYS_AHEAD)} />
          )}
          <SlotList date={date} selected={slotId} onSelect={(slot) => date && selectSlot(slot, date)} />
        </div>
        <div className="slots-right">
          <PricePanel />
          <BookingForm />
        </div>
      </div>
    </div>
  );
}

/** Route module (react-router lazy). React Query is provided here, not in the shell, to keep `/` light. */
export function Component() {
  return (
    <QueryProvider>
      <SlotsPage />
    </QueryProvider>
  );
}
