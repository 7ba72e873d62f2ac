/** User-facing texts that both sides show, word for word as docs/product.md#messages lists them. */
export const MESSAGES = {
  nameRequired: 'Reference name is required',
  nameTooLong: 'Reference name must be at most 60 characters',
  /** Not in the spec: a name with control, direction or zero-width characters (often from a copy and paste). */
  nameHiddenCharacters: 'Reference name has hidden characters in it. Please type it again',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 11-digit Bangladeshi phone number',
  dateAndSlotRequired: 'Please select a date and slot before confirming.',
  slotTaken: 'This slot is already booked',
  requestFailed: 'Request failed',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  /** Issue 13: a blocked slot, to the manager (confirm, manager booking) and to a visitor (request). */
  slotBlocked: 'This slot is blocked',
  slotNotAvailable: 'This slot is not available',
} as const;

export const NAME_MAX_LENGTH = 60;
/** A manager booking's optional note. */
export const NOTE_MAX_LENGTH = 200;
/** A block's reason (`Maintenance`, `Tournament`, ...), required. */
export const BLOCK_REASON_MAX_LENGTH = 100;
