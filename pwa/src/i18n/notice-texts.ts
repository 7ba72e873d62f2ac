import {
  banglaDigits,
  formatClockBangla,
  formatLongDateBangla,
  formatTakaBangla,
  slotTimeBangla,
} from '@turf/sync-contract/bangla';
import type { Locale } from '@turf/sync-contract/locale';
import type { PushVisitorStatus } from '@turf/sync-contract/schemas';
import { formatClock, getSlot, type SlotId } from '@turf/sync-contract/slots';
import { formatLongDate, venueMinuteOfDay } from '@turf/sync-contract/time';

/** Where a notice's request is: its slot and date. */
export interface NoticePlace {
  slotId: SlotId;
  date: string;
}

/**
 * The words of the push notices the service worker shows (sw-push.ts), in each language. They live apart from the
 * page catalogues: the service worker shows them with no page open, and both languages are a few hundred bytes. The
 * Booking ID stays Latin, as everywhere (docs/bangla-terms.md).
 */
export interface NoticeTexts {
  where(place: NoticePlace): string;
  newRequests(count: number): string;
  newRequestBody(place: NoticePlace, name: string, count: number): string;
  decision: Readonly<Record<PushVisitorStatus, string>>;
  reminder: string;
  visitorBody(place: NoticePlace, id: string): string;
  /** The visitor's, issue 30: a request sent from the outbox waits for its advance until `payBy` (an ISO instant). */
  advanceDue: string;
  advanceDueBody(place: NoticePlace, id: string, amount: number, payBy: string): string;
  /** The manager's, issue 30: an advance paid by bKash confirmed a request; one paid too late went back. */
  advancePaid: string;
  advancePaidBody(place: NoticePlace, name: string, amount: number): string;
  advanceRefunded: string;
  advanceRefundedBody(place: NoticePlace, id: string, amount: number): string;
  /** The manager's, issue 31: a visitor cancelled their confirmed booking, or withdrew their pending request. */
  visitorCancelled: Readonly<{ booked: string; pending: string }>;
  visitorCancelledBody(place: NoticePlace, name: string): string;
  /** The visitor's, issue 31: a slot they wait for freed up and is held for them until `until` (an ISO instant). */
  waitlistOffer: string;
  waitlistOfferBody(place: NoticePlace, until: string): string;
  /** A push the worker cannot read: every push must show a notice (userVisibleOnly), so it says so plainly. */
  unreadable: Readonly<{ title: string; body: string }>;
}

const englishWhere = ({ slotId, date }: NoticePlace) => `${getSlot(slotId)?.time ?? slotId}, ${formatLongDate(date)}`;

const english: NoticeTexts = {
  where: englishWhere,
  newRequests: (count) => (count === 1 ? 'New booking request' : `${count} new booking requests`),
  newRequestBody: (place, name, count) =>
    `${englishWhere(place)} - ${name}${count > 1 ? ` (and ${count - 1} more)` : ''}`,
  decision: { confirmed: 'Booking confirmed', rejected: 'Booking request rejected', cancelled: 'Booking cancelled' },
  reminder: 'Your slot starts in 2 hours',
  visitorBody: (place, id) => `${englishWhere(place)}. Booking ID ${id}`,
  advanceDue: 'Pay the advance to keep your slot',
  advanceDueBody: (place, id, amount, payBy) =>
    `BDT ${amount} by ${formatClock(venueMinuteOfDay(payBy))} for ${englishWhere(place)}. Booking ID ${id}`,
  advancePaid: 'Advance paid by bKash: booking confirmed',
  advancePaidBody: (place, name, amount) => `${englishWhere(place)} - ${name}, BDT ${amount}`,
  advanceRefunded: 'Advance paid too late: refunded by bKash',
  advanceRefundedBody: (place, id, amount) =>
    `${englishWhere(place)}: the slot was taken. BDT ${amount} went back. Booking ID ${id}`,
  visitorCancelled: { booked: 'Booking cancelled by the visitor', pending: 'Request withdrawn by the visitor' },
  visitorCancelledBody: (place, name) => `${englishWhere(place)} - ${name}`,
  waitlistOffer: 'A slot you wait for is free',
  waitlistOfferBody: (place, until) =>
    `${englishWhere(place)}. Held for you until ${formatClock(venueMinuteOfDay(until))}: take it in My requests.`,
  unreadable: { title: 'Turf', body: 'Open the app to see what changed.' },
};

function banglaWhere({ slotId, date }: NoticePlace): string {
  const slot = getSlot(slotId);
  return `${slot ? slotTimeBangla(slot) : slotId}, ${formatLongDateBangla(date)}`;
}

const bangla: NoticeTexts = {
  where: banglaWhere,
  newRequests: (count) => (count === 1 ? 'নতুন বুকিংয়ের অনুরোধ' : `${banglaDigits(count)}টি নতুন বুকিংয়ের অনুরোধ`),
  newRequestBody: (place, name, count) =>
    `${banglaWhere(place)} - ${name}${count > 1 ? ` (আরও ${banglaDigits(count - 1)}টি)` : ''}`,
  decision: { confirmed: 'বুকিং নিশ্চিত হয়েছে', rejected: 'বুকিংয়ের অনুরোধ গ্রহণ করা হয়নি', cancelled: 'বুকিং বাতিল হয়েছে' },
  reminder: 'আপনার স্লট ২ ঘণ্টা পরে শুরু',
  visitorBody: (place, id) => `${banglaWhere(place)}। বুকিং আইডি ${id}`,
  advanceDue: 'স্লটটি রাখতে অগ্রিম দিন',
  advanceDueBody: (place, id, amount, payBy) =>
    `${banglaWhere(place)}: ${formatClockBangla(venueMinuteOfDay(payBy))}-এর মধ্যে ${formatTakaBangla(amount)}। বুকিং আইডি ${id}`,
  advancePaid: 'বিকাশে অগ্রিম দেওয়া হয়েছে: বুকিং নিশ্চিত',
  advancePaidBody: (place, name, amount) => `${banglaWhere(place)} - ${name}, ${formatTakaBangla(amount)}`,
  advanceRefunded: 'দেরিতে দেওয়া অগ্রিম বিকাশে ফেরত গেছে',
  advanceRefundedBody: (place, id, amount) =>
    `${banglaWhere(place)}: স্লটটি আর খালি ছিল না। ${formatTakaBangla(amount)} ফেরত গেছে। বুকিং আইডি ${id}`,
  visitorCancelled: { booked: 'দর্শক বুকিং বাতিল করেছেন', pending: 'দর্শক অনুরোধ তুলে নিয়েছেন' },
  visitorCancelledBody: (place, name) => `${banglaWhere(place)} - ${name}`,
  waitlistOffer: 'আপনার অপেক্ষার স্লট খালি হয়েছে',
  waitlistOfferBody: (place, until) =>
    `${banglaWhere(place)}। ${formatClockBangla(venueMinuteOfDay(until))} পর্যন্ত আপনার জন্য ধরে রাখা আছে: আমার অনুরোধ পাতায় নিয়ে নিন।`,
  unreadable: { title: 'টার্ফ', body: 'কী বদলেছে দেখতে অ্যাপটি খুলুন।' },
};

export const NOTICE_TEXTS: Readonly<Record<Locale, NoticeTexts>> = { en: english, bn: bangla };
