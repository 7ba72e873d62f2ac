import { useQueryClient } from '@tanstack/react-query';
import { addDays } from '@turf/sync-contract/time';
import { useEffect } from 'react';
import { BookingForm, bookingDate, PricePanel, useBookingFormStore, useRebooking } from '../../features/booking-form';
import { Calendar, CalendarPlaceholder, SlotList, takeEarlyPick, takenSlotsKeys } from '../../features/slots';
import { useText } from '../../i18n/text';
import { useClientValue } from '../../lib/hydration';
import { QueryProvider } from '../../lib/query-client';
import { useVenueToday } from '../../lib/use-venue-today';
import { useVenueSettings } from '../../lib/venue-settings';
import { onOutboxNews, outboxUsedOnDevice } from '../../outbox/outbox-news';
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

/** A day tapped on the prerendered calendar before the app ran (issue 29): the page opens on it, once it is bookable. */
function useEarlyPick(today: string | null, horizonDays: number) {
  const selectDate = useBookingFormStore((state) => state.selectDate);
  useEffect(() => {
    if (today === null) return;
    const early = takeEarlyPick();
    if (early !== null && early >= today && early <= addDays(today, horizonDays)) selectDate(early);
  }, [today, horizonDays, selectDate]);
}

/** The name and phone typed into the booking form: a booked slot's waitlist form starts from them (issue 31). */
function readContactDraft() {
  const { referenceName, phone } = useBookingFormStore.getState();
  return { name: referenceName, phone };
}

function SlotsPage() {
  useReloadTakenSlotsOnSubmit();
  const today = useVenueToday();
  const picked = useBookingFormStore((state) => state.selectedDate);
  useLetGoOfPassedDay(today, picked);
  const date = bookingDate(picked, today);
  const slotId = useBookingFormStore((state) => state.slotId);
  const selectDate = useBookingFormStore((state) => state.selectDate);
  const selectSlot = useBookingFormStore((state) => state.selectSlot);
  const rebooking = useRebooking();
  const text = useText();
  // The API refuses a date past the saved horizon (decision 044): the calendar offers none.
  const bookingHorizonDays = useVenueSettings((settings) => settings.bookingHorizonDays);
  useEarlyPick(today, bookingHorizonDays);
  // Only a phone whose outbox has run loads it to mark its slots; the first request sent from here turns it on.
  const markDeviceRequests = useClientValue(outboxUsedOnDevice, onOutboxNews) === true;

  return (
    <div className="page slots-page">
      <h1 className="page-title">{text.pages.slots.title}</h1>
      <p className="page-lead">{text.pages.slots.lead}</p>
      <div className="slots-layout">
        <div className="slots-left">
          {today === null ? (
            <CalendarPlaceholder />
          ) : (
            <Calendar value={date} onSelect={selectDate} today={today} maxDate={addDays(today, bookingHorizonDays)} />
          )}
          <SlotList
            date={date}
            selected={slotId}
            onSelect={(slot) => date && selectSlot(slot, date)}
            markDeviceRequests={markDeviceRequests}
            contactDraft={readContactDraft}
          />
        </div>
        <div className="slots-right">
          <PricePanel />
          <BookingForm rebooking={rebooking} />
        </div>
      </div>
    </div>
  );
}

/**
 * Route module (react-router lazy) for `/slots`: the slots feature's calendar and slot list beside the booking form,
 * joined through the form's store. React Query is provided here, not in the shell, to keep `/` light.
 */
export function Component() {
  return (
    <QueryProvider>
      <SlotsPage />
    </QueryProvider>
  );
}
