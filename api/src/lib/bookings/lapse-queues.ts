/**
 * The pg-boss queues the database's triggers write a slot holder's end to: a payment hold's expiry (migration 014,
 * decision 086) and a waitlist offer's (migration 019, decision 093). Named here, apart from their worker
 * (plugins/app/slot-hold-lapses.ts), because the owner's start makes the queues' tables (db/prepare.ts).
 */
export const HOLD_LAPSE_QUEUE = 'payment-hold-lapse';
export const OFFER_LAPSE_QUEUE = 'waitlist-offer-lapse';

export interface HoldLapseJob {
  requestId: string;
}

export interface OfferLapseJob {
  entryId: string;
}
