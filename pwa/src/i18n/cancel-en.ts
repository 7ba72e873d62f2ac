import type { ErrorCode } from '@turf/sync-contract/error-codes';

/**
 * A visitor's own cancellation (issue 31, decision 092) in English: `Cancel request` while pending, `Cancel booking`
 * once confirmed, the dialog's question (with the page catalogue's `keepRequest` as the safe answer), and the refusals
 * by their code. Apart from the page catalogue, with the `/my-requests` page that alone shows them, so no other page
 * downloads them; `cancel-bn.ts` has the same keys.
 */
export const cancelEn = {
  cancelRequest: 'Cancel request',
  cancelBooking: 'Cancel booking',
  cancelRequestTitle: 'Cancel this request',
  cancelBookingTitle: 'Cancel this booking',
  cancelQuestion: (id: string) => `Cancel ${id}? The slot is freed for others at once; this cannot be undone.`,
  cancelling: 'Cancelling…',
  cancelOffline:
    'You are offline or the venue did not answer: nothing was cancelled. Try again when you are back online.',
  /** Before the venue's phone number, a call link: past the cutoff, or where this phone cannot cancel. */
  callToCancel: 'To cancel, call the venue:',
  /** The cancellation's refusals, which say what to do next. */
  errors: {
    CANCEL_TOO_LATE: 'It is too late to cancel here: the slot starts soon. Nothing was cancelled.',
    CANCEL_ADVANCE_REPORTED:
      'You reported an advance for this request, so it cannot be cancelled here: call the venue to cancel it and get the advance back.',
    CANCEL_KEY_INVALID: 'Only the phone this request was made on can cancel it here. Nothing was cancelled.',
    REQUEST_CLOSED: 'There is nothing to cancel: the request was already rejected, expired or cancelled.',
  } satisfies Partial<Record<ErrorCode, string>>,
};

export type CancelCatalogue = typeof cancelEn;
