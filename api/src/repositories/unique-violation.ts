/** PostgreSQL's unique_violation, as postgres.js reports it. */
export const UNIQUE_VIOLATION = '23505';
export const ACTIVE_SLOT_INDEX = 'bookings_active_slot';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** The one index that makes double booking impossible. */
export function isActiveSlotViolation(error: unknown): boolean {
  return isUniqueViolation(error) && (error as { constraint_name?: unknown }).constraint_name === ACTIVE_SLOT_INDEX;
}
