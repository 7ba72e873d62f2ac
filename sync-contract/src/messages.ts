/** User-facing texts that both sides show; the spec fixes them word for word. */
export const MESSAGES = {
  nameRequired: 'Reference name is required',
  nameTooLong: 'Reference name must be at most 60 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 11-digit Bangladeshi phone number',
  dateAndSlotRequired: 'Please select a date and slot before confirming.',
  slotTaken: 'This slot is already booked',
  requestFailed: 'Request failed',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
} as const;

export const NAME_MAX_LENGTH = 60;
