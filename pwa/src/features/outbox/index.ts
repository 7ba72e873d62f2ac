export type { OutboxItem, OutboxState } from '../../lib/db';
export { removeOutboxItem, retryOutboxItem } from './outbox-actions';
export { OUTBOX_SYNC_TAG } from './outbox-engine';
export { startOutboxSync } from './outbox-sync';
export { forgetRebooked, getRebookDraft, type RebookDraft } from './rebook';
export { isWatched, refreshSentStatuses } from './request-status';
export { type BookingRequestInput, type SubmitOutcome, submitBookingRequest } from './submit-booking-request';
export { useOutboxItems } from './use-outbox-items';
