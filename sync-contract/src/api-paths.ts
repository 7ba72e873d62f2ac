/** The API's paths, as the spec's call table names them; both sides build URLs from here. */
export const API_PATHS = {
  bookingRequests: '/api/booking-requests',
  bookingRequest: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}`,
  confirmBookingRequest: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/confirm`,
  bookingRequestStatus: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/status`,
  takenSlots: (date: string) => `/api/bookings?date=${encodeURIComponent(date)}`,
  allBookings: '/api/bookings/all',
  booking: (id: string) => `/api/bookings/all/${encodeURIComponent(id)}`,
  login: '/api/auth/login',
  health: '/api/health',
  openapi: '/api/openapi.json',
} as const;
