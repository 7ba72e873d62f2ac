export { type AcceptOutcome, acceptWaitlistOffer, refreshWaitlistStandings } from './accept-waitlist-offer';
export { type CancelOutcome, cancelRequest } from './cancel-request';
export {
  getRebookDraft,
  markBookingIdsShown,
  noteRequestAdvance,
  removeOutboxItem,
  retryOutboxItem,
} from './outbox-actions';
export type { OutboxItem, PushFollow, RequestAdvance } from './outbox-item';
export { CANCELLABLE_STATES, type RebookDraft } from './outbox-repository';
export { startOutboxRunner } from './outbox-runner';
export { isWatched, refreshSentStatuses } from './request-status';
export { type SubmitOptions, type SubmitOutcome, submitBookingRequest } from './submit-booking-request';
export { useOutboxItems } from './use-outbox-items';
