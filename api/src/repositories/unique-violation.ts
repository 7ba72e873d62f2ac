/** PostgreSQL's unique_violation, as postgres.js reports it. */
export const UNIQUE_VIOLATION = '23505';
export const ACTIVE_SLOT_INDEX = 'bookings_active_slot';
/** The key every holder of a date and slot claims (migration 004, decision 031). */
export const SLOT_HOLDS_KEY = 'slot_holds_pkey';
export const ONE_BLOCK_PER_SLOT = 'blocks_one_per_slot';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * What already holds the date and slot a write tried to claim: `booking` (an active booking, from either index) or
 * `block`; null for any other error. The claim's trigger names the holder in the error's DETAIL.
 */
export function slotHolder(error: unknown): 'booking' | 'block' | null {
  if (!isUniqueViolation(error)) return null;
  const { constraint_name: constraint, detail } = error as { constraint_name?: unknown; detail?: unknown };
  if (constraint === ACTIVE_SLOT_INDEX) return 'booking';
  if (constraint === ONE_BLOCK_PER_SLOT) return 'block';
  if (constraint === SLOT_HOLDS_KEY) return detail === 'block' ? 'block' : 'booking';
  return null;
}
