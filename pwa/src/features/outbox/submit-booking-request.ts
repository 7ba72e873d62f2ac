import { API_PATHS } from '@turf/sync-contract/api-paths';
import { newBookingId } from '@turf/sync-contract/booking-id';
import type { BookingRequest, CreateBookingRequestBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest, NetworkError } from '../../lib/api-client';

export type BookingRequestInput = Omit<CreateBookingRequestBody, 'id'>;

export type SubmitOutcome =
  /** The server acknowledged the request (201, or 200 for a replay). */
  | { kind: 'sent'; id: string }
  /** Kept on this device; it will be sent automatically when the network returns. */
  | { kind: 'saved-offline'; id: string }
  /** The server said no (409 slot taken, 400 invalid, ...): show `message` in the form, keep the form. */
  | { kind: 'refused'; status: number; message: string };

/**
 * The booking form's one way to send a request. (First version: a direct POST. The offline work replaces the
 * body with "write to the Dexie outbox first, then send", keeping this signature.)
 */
export async function submitBookingRequest(input: BookingRequestInput): Promise<SubmitOutcome> {
  const id = newBookingId();
  try {
    const created = await apiRequest<BookingRequest>(API_PATHS.bookingRequests, {
      method: 'POST',
      body: { ...input, id },
    });
    return { kind: 'sent', id: created._id };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'refused', status: error.status, message: error.message };
    if (error instanceof NetworkError) return { kind: 'refused', status: 0, message: error.message };
    throw error;
  }
}
