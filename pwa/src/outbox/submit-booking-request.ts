import { newBookingId } from '@turf/sync-contract/booking-id';
import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { CreateBookingRequestBody } from '@turf/sync-contract/schemas';
import { db } from '../lib/db';
import { newCancelKey } from './cancel-key';
import type { RequestAdvance } from './outbox-item';
import { addOutboxItem, getOutboxItem, markBookingIdSeen, markSavedOnDevice, removeRefused } from './outbox-repository';
import {
  outboxEngine,
  publishUnseen,
  registerBackgroundSync,
  requestPersistentStorage,
  startOutboxRunner,
} from './outbox-runner';

/** What the form gives: the device adds the Booking ID and the cancel key. */
export type BookingRequestInput = Omit<CreateBookingRequestBody, 'id' | 'cancelKey'>;

export type SubmitOutcome =
  /**
   * The server acknowledged the request (201, or 200 for a replay); `price` is what it stored, when it said; `advance`,
   * what the venue asks to be paid while it holds the slot (issue 30).
   */
  | { kind: 'sent'; id: string; price?: number; advance?: RequestAdvance }
  /** Kept on this device; it will be sent automatically when the network returns. */
  | { kind: 'saved-offline'; id: string }
  /** The server said no (409 slot taken, 400 invalid, ...): show `message` in the form, keep the form. */
  | { kind: 'refused'; status: number; message: string; code?: ErrorCode };

export interface SubmitOptions {
  /**
   * The Booking ID of a slot-taken (or refused) request this one makes again ("Pick another slot"). It leaves the
   * device once this request is accepted (sent, or saved to be sent); a refusal keeps it.
   */
  replaces?: string | null;
}

/** Longest the form waits for its own send (another tab may hold the sender); after that it is "saved". */
const WAIT_FOR_SEND_MS = 15_000;

/**
 * The booking form's one way to send a request. It is written to the outbox first, so nothing is lost
 * whatever happens next, then sent at once. A refusal while the visitor is right there is shown in the form
 * (the outbox item goes: the form still holds everything); a send that cannot reach the server stays queued.
 */
export async function submitBookingRequest(
  input: BookingRequestInput,
  { replaces = null }: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const id = newBookingId();
  await addOutboxItem(
    db,
    {
      id,
      date: input.date,
      slotId: input.slotId,
      time: input.time,
      name: input.name,
      phone: input.phone,
      ...(input.lang ? { lang: input.lang } : {}),
      // Made with the request, so one saved offline is sent with its key and can be cancelled from here later.
      cancelKey: newCancelKey(),
    },
    Date.now(),
  );
  // Noted before the send: a reload while it is under way leaves this request to the next start, which sends it
  // and shows its Booking ID again.
  await publishUnseen();
  requestPersistentStorage();
  // The first start's own run sends this item (it is stored already); asking for another would send it twice
  // when the network is slow. Once started, a run may be under way without it: ask for one (or a rerun).
  const run = startOutboxRunner() ?? outboxEngine.flush({ force: true });
  await Promise.race([run, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_SEND_MS))]);

  const outcome = await outcomeOf(id);
  if (outcome.kind !== 'refused') {
    // The form shows this Booking ID now.
    await markBookingIdSeen(db, [id]);
    if (replaces !== null) await removeRefused(db, replaces);
  }
  await publishUnseen();
  return outcome;
}

/**
 * What the form tells the visitor about request `id`, and what that means for the item: a refused one goes (the form
 * still holds everything), one still waiting is marked as saved on this phone.
 */
async function outcomeOf(id: string): Promise<SubmitOutcome> {
  const item = await getOutboxItem(db, id);
  if (!item) return { kind: 'saved-offline', id };
  switch (item.state) {
    case 'sent':
    case 'confirmed':
    case 'rejected':
    case 'cancelled':
    case 'expired':
      return {
        kind: 'sent',
        id,
        ...(item.price === undefined ? {} : { price: item.price }),
        ...(item.advance === undefined ? {} : { advance: item.advance }),
      };
    case 'slot-taken':
    case 'failed':
      await removeRefused(db, id);
      return {
        kind: 'refused',
        status: item.failure?.status ?? 400,
        message: item.failure?.message || MESSAGES.requestFailed,
        ...(item.failure?.code ? { code: item.failure.code } : {}),
      };
    default:
      await markSavedOnDevice(db, id);
      void registerBackgroundSync();
      return { kind: 'saved-offline', id };
  }
}
