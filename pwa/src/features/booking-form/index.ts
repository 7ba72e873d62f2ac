export { BookingForm } from './booking-form';
export { type BookingFormState, initialBookingFormData, useBookingFormStore } from './booking-form-store';
export { PricePanel } from './price-panel';
export { bookingDate, useBookingDate } from './use-booking-date';
