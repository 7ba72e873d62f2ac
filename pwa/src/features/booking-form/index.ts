export { BookingForm } from './booking-form';
export { useBookingFormStore } from './booking-form-store';
export { PricePanel } from './price-panel';
export { rebookingPath, useRebooking } from './rebooking';
export { bookingDate } from './use-booking-date';
