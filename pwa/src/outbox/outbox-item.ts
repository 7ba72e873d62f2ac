import type { ErrorCode } from '@turf/sync-contract/error-codes';
import type { Locale } from '@turf/sync-contract/locale';
import type { AdvanceState } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import type { OutboxState } from './outbox-state';

export type PushFollow = 'wanted' | 'on' | 'refused';

export type OutboxFailureReason = 'offline' | 'slot-taken' | 'invalid' | 'server';

/**
 * The advance the venue asks for a request (issue 30, decision 088), as the server last said: from the answer to the
 * send (AdvanceAsked) and each status check (AdvanceStanding), so `/my-requests` shows it after a reload and offline.
 */
export interface RequestAdvance {
  state: AdvanceState;
  /** Whole BDT. */
  amount: number;
  /** Until when the slot is held for the visitor (ISO timestamp), while `holding`. */
  expiresAt?: string;
  /** Whether `Pay with bKash` is offered; absent when only a status answer was heard (then it is offered). */
  online?: boolean;
}

/** A booking request made on this device (a row of the Dexie `outbox` table). It stays until the visitor removes it. */
export interface OutboxItem {
  /** The device-made Booking ID; the server dedupes by it, so a resend is harmless. */
  id: string;
  date: string;
  slotId: SlotId;
  time: string;
  name: string;
  /**
   * The language the visitor used, recorded when the request is made (so one made offline keeps it): the manager's
   * messages to them are written in it. Absent on items saved before it was recorded (sent as English).
   */
  lang?: Locale;
  /** Dropped once the server has acknowledged the request: the device keeps no phone number it no longer needs. */
  phone?: string;
  /**
   * The secret that lets this device, and no other, cancel the request (issue 31, `cancel-key.ts`): sent with the
   * request and with its cancellation, in the body only, never in a URL, and never shown. Kept when the phone number is
   * dropped: the visitor may cancel long after sending. Absent on items made before it existed (those the venue
   * cancels, on a call).
   */
  cancelKey?: string;
  state: OutboxState;
  /** Why the last attempt did not end in `sent`; `status` is the HTTP status when the server answered. */
  /** `code`: the server's machine code, so the app can say it in the visitor's language (decision 037). */
  failure?: { reason: OutboxFailureReason; message: string; status?: number; code?: ErrorCode };
  attempts: number;
  /** Epoch ms before which the sender leaves a failed-to-reach item alone (backoff). */
  nextAttemptAt: number;
  /**
   * Set while one sender has claimed the item (state `sending`). Only the claim's holder may settle it, and
   * a claim whose holder died (tab closed mid-send) is taken over once `until` passes or by the lock holder.
   */
  lease?: { token: string; until: number };
  /** Epoch ms the server acknowledged the request. */
  sentAt?: number;
  /**
   * What the server stored as the request's price (decision 044), from its answer to the send or to a status check:
   * the price the booking is made at, whatever the venue's prices are by then. Absent until the server has said.
   */
  price?: number;
  /** The advance asked for it, when the venue confirms by advance payment (issue 30). */
  advance?: RequestAdvance;
  /**
   * Epoch ms the visitor cancelled it from this phone (issue 31), so its card says they did rather than the manager;
   * dropped if the venue makes it a booking again.
   */
  cancelledHere?: number;
  /** The visitor was told it is saved on this phone, so its later sending is news worth a banner. */
  savedOnDevice?: boolean;
  /**
   * Set from the moment the request is stored until the visitor has been shown its Booking ID: the form's dialog,
   * or, when they reloaded or left while it was being sent, the banner that opens it again.
   */
  bookingIdUnseen?: true;
  /**
   * Push notices for this request (issue 14): `wanted` from the visitor's tap until the server follows it (sent once
   * the request has reached the server), then `on`; `refused` when the server said no (`pushRefusal` says why, in the
   * server's English; `pushRefusalCode` is its code, so the app can say it in the visitor's language).
   */
  push?: PushFollow;
  pushRefusal?: string;
  pushRefusalCode?: ErrorCode;
  createdAt: number;
  updatedAt: number;
}
