import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { formatClock } from '@turf/sync-contract/slots';
import { venueMinuteOfDay } from '@turf/sync-contract/time';

/** `m:ss` of a time left, never below 0:00. */
function minutesAndSeconds(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The waitlist of a taken slot (issue 31) in English: the slot list's `Notify me if it frees up`, its join form, and
 * `/my-requests`' Waitlist section. Apart from the page catalogue, in chunks that load only when a taken slot is shown or
 * `/my-requests` opens: the `/` and `/slots` pages' first load carries none of it. `waitlist-bn.ts` has the same keys.
 * `slot` and `date` arguments come already worded by the page catalogue (`slots.slotTime`, `dates.longDate`).
 */
export const waitlistEn = {
  /** On a booked slot of the list. */
  notifyMe: 'Notify me if it frees up',
  /** The same slot once this phone is in its line: a link to the entry in My requests. */
  onList: (position: number) => `On the waitlist: number ${position}`,
  /** The same slot offered to this phone, said as it comes while the page is open, and the link to answer it. */
  freeForYou: (until: string) => `Free for you now: held until ${formatClock(venueMinuteOfDay(until))}`,
  openOffer: 'Take it or let it go',
  /** The join form. */
  joinTitle: 'Get told if it frees up',
  joinLead: (slot: string, date: string, minutes: number) =>
    `${slot}, ${date} is booked. If it frees up, the first in line gets it held for them for ${minutes} minutes.`,
  notifyThisPhone: 'Send the offer to this phone as a notification',
  notificationsOn: 'Notifications are on: the offer comes to this phone.',
  withoutNotifications: 'Without notifications, open My requests to see an offer while it lasts.',
  join: 'Join the waitlist',
  joining: 'Joining…',
  close: 'Close',
  /** The browser says it is offline, before anything was tried. */
  offlineNow: 'You are offline: joining the waitlist needs the network.',
  offline: 'You are offline or the venue did not answer: joining the waitlist needs the network. Nothing was saved.',
  failed: 'That did not work: nothing was saved. Try again.',
  joined: (position: number) => `You're on the waitlist: number ${position} in line. We'll tell you if it frees up.`,
  seeWaitlist: 'See it in My requests',
  done: 'Done',
  /** `/my-requests`. */
  sectionTitle: 'Waitlist',
  sectionLead: 'Booked slots you asked to be told about if they free up.',
  states: {
    waiting: { label: 'On the waitlist', detail: (position: number) => `Number ${position} in line.` },
    offered: {
      label: 'Free for you now',
      detail: 'The slot freed up and is held for you: take it before the time runs out.',
    },
    accepted: {
      label: 'Taken',
      detail: (id: string) => `You took the slot: your request ${id} is with your requests on this page.`,
    },
    recording: { label: 'Taken', detail: 'You took the slot: your request is on its way to this page.' },
    /** Taken, and its request since removed from this page by the visitor. */
    recorded: { label: 'Taken', detail: (id: string) => `You took the slot as request ${id}.` },
    declined: { label: 'Let go', detail: 'You let this slot go: it was offered to the next in line.' },
    lapsed: {
      label: 'The offer lapsed',
      detail: 'No longer offered: the time to take it ran out, or the slot started.',
    },
    left: { label: 'Left', detail: 'You left the waitlist for this slot.' },
    gone: { label: 'Ended', detail: 'The venue no longer has this waitlist entry.' },
  },
  heldUntil: (until: string) => `Held for you until ${formatClock(venueMinuteOfDay(until))}.`,
  timeLeft: 'Time left',
  /** The time ran out on this phone's clock, the venue's last word is still "offered": its clock decides. */
  askingVenue: 'Time is up by this phone’s clock: asking the venue whether the slot is still held for you.',
  left: minutesAndSeconds,
  /** Said to a screen reader only at these moments, not every second. */
  announce: {
    five: 'About 5 minutes left to take the slot.',
    one: 'About 1 minute left to take the slot.',
    over: 'The offer lapsed: the slot is no longer held for you.',
  },
  take: 'Take the slot',
  taking: 'Taking…',
  noThanks: 'No thanks',
  leave: 'Leave the waitlist',
  sending: 'Sending…',
  remove: 'Remove',
  needsNetwork: 'You are offline: answering needs the network. It comes back when you are online.',
  answerOffline: 'You are offline or the venue did not answer: nothing changed. Try again when you are back online.',
  leaveQuestion: (slot: string, date: string) =>
    `Leave the waitlist for ${slot}, ${date}? You lose your place in line.`,
  stay: 'Stay on it',
  declineTitle: 'Let the slot go',
  declineQuestion: (slot: string, date: string) =>
    `Let ${slot}, ${date} go? It is offered to the next in line, and not to you again.`,
  keepOffer: 'Keep the offer',
  /** The waitlist's answers by code, each saying what to do next. */
  errors: {
    WAITLIST_OFF: 'The venue has turned the waitlist off: call the venue to ask about this slot.',
    WAITLIST_SLOT_FREE: 'Good news: this slot is free now. Pick it and send a booking request instead.',
    // WAITLIST_ENTRIES_PER_PHONE (sync-contract); the catalogue test holds the two together.
    WAITLIST_PHONE_FULL:
      'This phone number is already on the waitlists of 3 slots, as many as it may be. Leave one in My requests first.',
    WAITLIST_PHONE_ON_LIST:
      'This phone number is already on this slot’s waitlist (or let its offer go): it cannot join it again.',
    WAITLIST_ENTRY_NOT_FOUND: 'The venue no longer has this waitlist entry.',
    WAITLIST_KEY_INVALID: 'Only the phone that joined the waitlist can answer for it here.',
    WAITLIST_NO_OFFER: 'The slot is no longer offered to you: the offer lapsed or was answered.',
    WAITLIST_CLOSED: 'This entry is off the waitlist already: it was taken, let go, left or it lapsed.',
    WAITLIST_SLOT_HELD: 'The slot is held for someone else right now.',
    SLOT_STARTED: 'This slot has started: there is nothing to wait for.',
    PHONE_FULL:
      'This phone number already has as many requests waiting as it may: the slot could not be taken. Cancel one first.',
    PHONE_WAITS_FOR_SLOT: 'This phone number already has a request waiting for this slot.',
    TOO_MANY_REQUESTS: 'Too many tries from here: wait a minute, then try again.',
  } satisfies Partial<Record<ErrorCode, string>>,
};

export type WaitlistCatalogue = typeof waitlistEn;
