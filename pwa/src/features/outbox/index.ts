export type { OutboxItem } from '../../lib/db';
export { removeOutboxItem, retryOutboxItem } from './outbox-actions';
export { startOutboxSync } from './outbox-sync';
export { forgetRebooked, getRebookDraft } from './rebook';
export { isWatched, refreshSentStatuses } from './request-status';
export { type SubmitOutcome, submitBookingRequest } from './submit-booking-request';
export { useOutboxItems } from './use-outbox-items';
