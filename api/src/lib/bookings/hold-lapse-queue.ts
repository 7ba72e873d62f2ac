/**
 * The pg-boss queue payment_holds' trigger writes a hold's expiry to (migration 014, decision 086). Named here, apart
 * from its worker (plugins/app/payment-holds.ts), because the owner's start makes the queue's table (db/prepare.ts).
 */
export const HOLD_LAPSE_QUEUE = 'payment-hold-lapse';

export interface HoldLapseJob {
  requestId: string;
}
