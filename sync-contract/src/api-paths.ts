/** The API's paths, as docs/product.md#the-calls lists them; both sides build URLs from here. */
export const API_PATHS = {
  bookingRequests: '/api/booking-requests',
  /** A page of the pending list; the next page's address comes in the answer's Link header. */
  bookingRequestsPage: (limit: number, cursor?: string) =>
    `/api/booking-requests?limit=${limit}${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
  bookingRequest: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}`,
  confirmBookingRequest: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/confirm`,
  /** The manager's bulk actions and the slots they apply to (decision 018). */
  rejectSelectedBookingRequests: '/api/booking-requests/reject-selected',
  rejectAllBookingRequestsForSlot: '/api/booking-requests/reject-all',
  bookedSlotsWithRequests: '/api/booking-requests/booked-slots',
  bookingRequestStatus: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/status`,
  /** The visitor's own cancellation (issue 31). */
  bookingRequestCancel: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/cancel`,
  /** Issue 30: start paying a held request's advance by bKash, or report one sent by hand (Send money). */
  bookingRequestBkash: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/bkash`,
  bookingRequestAdvanceReport: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/advance-report`,
  /**
   * Issue 31: a taken slot's waitlist. Joining (POST), an entry's standing (GET, public by its random id), the offer
   * taken or declined (or the list left) by the device that joined; the manager's list and an offer to a chosen person.
   */
  waitlist: '/api/waitlist',
  waitlistEntry: (id: string) => `/api/waitlist/${encodeURIComponent(id)}`,
  waitlistAccept: (id: string) => `/api/waitlist/${encodeURIComponent(id)}/accept`,
  waitlistDecline: (id: string) => `/api/waitlist/${encodeURIComponent(id)}/decline`,
  waitlistInRange: (from: string, to: string) =>
    `/api/waitlist?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  waitlistOffer: (id: string) => `/api/waitlist/${encodeURIComponent(id)}/offer`,
  takenSlots: (date: string) => `/api/bookings?date=${encodeURIComponent(date)}`,
  /** The same day's taken slots as booked and closed apart (decision 080): what the slot list reads. */
  availability: (date: string) => `/api/availability?date=${encodeURIComponent(date)}`,
  allBookings: '/api/bookings/all',
  /** Issue 13: the manager's own bookings (POST), weekly series, blocks and the schedule board's data. */
  managerBookings: '/api/bookings',
  seriesPreview: (date: string, slotId: string, repeatWeeks: number) =>
    `/api/bookings/series-preview?date=${encodeURIComponent(date)}&slotId=${encodeURIComponent(slotId)}&repeatWeeks=${repeatWeeks}`,
  cancelSeries: (seriesId: string) => `/api/bookings/series/${encodeURIComponent(seriesId)}/cancel`,
  blocks: '/api/blocks',
  blocksInRange: (from: string, to: string) =>
    `/api/blocks?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  block: (id: string) => `/api/blocks/${encodeURIComponent(id)}`,
  schedule: (from: string, to: string) => `/api/schedule?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  booking: (id: string) => `/api/bookings/all/${encodeURIComponent(id)}`,
  /** Issue 17: a booking's payments (POST), and one of them (DELETE). */
  bookingPayments: (id: string) => `/api/bookings/all/${encodeURIComponent(id)}/payments`,
  bookingRefunds: (id: string) => `/api/bookings/all/${encodeURIComponent(id)}/refunds`,
  /** A refund through bKash of a booking paid online (decision 089). */
  bookingBkashRefund: (id: string) => `/api/bookings/all/${encodeURIComponent(id)}/bkash-refund`,
  /** The Database's search (issue 29): the bookings list answered for `q`. */
  searchBookings: (q: string) => `/api/bookings/all?${new URLSearchParams({ q })}`,
  bookingPayment: (id: string, paymentId: string) =>
    `/api/bookings/all/${encodeURIComponent(id)}/payments/${encodeURIComponent(paymentId)}`,
  login: '/api/auth/login',
  logoutEverywhere: '/api/auth/logout-everywhere',
  health: '/api/health',
  /** Web Push (issue 14): the server's public key, the manager's devices, a visitor's device for one request. */
  pushKey: '/api/push/key',
  pushSubscriptions: '/api/push/subscriptions',
  pushRenewal: '/api/push/renewal',
  bookingRequestSubscription: (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/subscription`,
  /** Issue 16: the venue's settings (public read, the manager's write) and the manager's log of their changes. */
  settings: '/api/settings',
  settingsChanges: '/api/settings/changes',
  settingsChangesPage: (limit: number, cursor?: number) =>
    `/api/settings/changes?limit=${limit}${cursor === undefined ? '' : `&cursor=${cursor}`}`,
  /** Issue 17: the audit trail, newest first. */
  audit: '/api/audit',
  /** Issue 17: the bookings as a CSV file, optionally of the days from `from` to `to` (both included). */
  bookingsExport: (from?: string, to?: string) => {
    const range = new URLSearchParams();
    if (from !== undefined) range.set('from', from);
    if (to !== undefined) range.set('to', to);
    const query = range.toString();
    return query === '' ? '/api/bookings/export.csv' : `/api/bookings/export.csv?${query}`;
  },
  /** A page of the trail, of one request or booking when `bookingId` is given; later pages come from the Link header. */
  auditPage: (limit: number, bookingId?: string) =>
    `/api/audit?limit=${limit}${bookingId === undefined ? '' : `&bookingId=${encodeURIComponent(bookingId)}`}`,
  /** Issue 17: the venue's numbers for a range of days. */
  reports: (from: string, to: string) => `/api/reports?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  openapi: '/api/openapi.json',
} as const;
