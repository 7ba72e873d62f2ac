import type { BookingRequest } from '@turf/sync-contract/schemas';
import type { AdvancePaymentsRepository } from '../../repositories/advance-payments';
import type { CreatedHold } from '../../repositories/booking-requests';

/**
 * A request as its visitor gets it back (decision 086): with the advance its slot is held for, and whether bKash
 * online takes it. Both the form's request and a taken waitlist offer (issue 31) answer so.
 */
export function withHeldAdvance(request: BookingRequest, hold: CreatedHold, online: boolean): BookingRequest {
  return { ...request, advance: { amount: hold.amount, holdExpiresAt: hold.expiresAt, online } };
}

/**
 * A repeat's answer: the stored request with its advance again while its slot is still held (the first answer may
 * have been lost).
 */
export async function withLiveAdvance(
  advancePayments: AdvancePaymentsRepository,
  stored: BookingRequest,
  online: boolean,
): Promise<BookingRequest> {
  const advance = await advancePayments.standing(stored._id);
  if (advance?.state !== 'holding' || advance.expiresAt === undefined) return stored;
  return withHeldAdvance(stored, { amount: advance.amount, expiresAt: advance.expiresAt }, online);
}
