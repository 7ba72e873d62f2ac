export { type BookingRequestInput, type SubmitOutcome, submitBookingRequest } from './submit-booking-request';
