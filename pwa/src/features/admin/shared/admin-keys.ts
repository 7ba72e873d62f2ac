/** The lists the panel keeps, by the name their device copy is stored under. */
export type AdminListName = 'booking-requests' | 'bookings';

/** Every query key of the panel, from here only: the cache updates of each server operation find their lists by it. */
export const adminKeys = {
  /** Everything the panel holds; dropped at log out. */
  all: ['admin'] as const,
  list: (name: AdminListName) => ['admin', name] as const,
  bookedSlots: ['admin', 'booked-slots'] as const,
  /** The server's answers to the bookings search (issue 29), by the text searched; the prefix of every one. */
  bookingSearches: ['admin', 'booking-search'] as const,
  bookingSearch: (q: string) => ['admin', 'booking-search', q] as const,
  /** The blocks over the dates of the pending requests, for their cards' `Slot blocked: {reason}`. */
  blocks: (from: string, to: string) => ['admin', 'blocks', from, to] as const,
  blocksAll: ['admin', 'blocks'] as const,
  /** Every week of the schedule board loaded (the prefix of `schedule`). */
  schedules: ['admin', 'schedule'] as const,
  /** One week of the board by its first day (today, or 7 days on from it; issue 29). */
  schedule: (from: string) => ['admin', 'schedule', from] as const,
  /** Every week's waitlists loaded (the prefix of `waitlist`; issue 31). */
  waitlists: ['admin', 'waitlist'] as const,
  /** The waitlists of the board's week by its first day, as `schedule` has the week's slots. */
  waitlist: (from: string) => ['admin', 'waitlist', from] as const,
  /** The venue's settings as the manager edits them (issue 16), and their change log. */
  settings: ['admin', 'settings'] as const,
  settingsChanges: ['admin', 'settings-changes'] as const,
  /** The audit trail (issue 17): every entry (`Activity`), or one booking's history, by its Booking ID. */
  auditAll: ['admin', 'audit'] as const,
  audit: (bookingId?: string) => ['admin', 'audit', bookingId ?? 'all'] as const,
  /** The venue's numbers for a range of days (issue 17). */
  report: (from: string, to: string) => ['admin', 'report', from, to] as const,
  seriesPreview: (date: string, slotId: string, repeatWeeks: number) =>
    ['admin', 'series-preview', date, slotId, repeatWeeks] as const,
};
