import { useCancelText } from '../../i18n/cancel-text';
import { useText } from '../../i18n/text';
import { QuestionDialog } from './question-dialog';

export interface CancelRequestDialogProps {
  /** The request's Booking ID, named in the question. */
  id: string;
  /** A confirmed booking (`Cancel booking`), else a request pending at the venue (`Cancel request`). */
  booked: boolean;
  /** The caller sends the cancellation and unmounts the dialog. */
  onCancel(): void;
  /** Closed without cancelling (`Keep it`, Escape): the caller unmounts it. */
  onKeep(): void;
  /** Where focus goes when the Cancel that asked is off once the dialog closes: its card. */
  fallbackFocus(): void;
}

/**
 * The question before the visitor cancels their own request or booking (issue 31): what happens (the slot is freed for
 * others at once, for good), `Keep it` focused first, and an answer that names what it cancels.
 */
export function CancelRequestDialog({ id, booked, onCancel, onKeep, fallbackFocus }: CancelRequestDialogProps) {
  const text = useCancelText();
  const keep = useText().myRequests.keepRequest;
  return (
    <QuestionDialog
      title={booked ? text.cancelBookingTitle : text.cancelRequestTitle}
      question={text.cancelQuestion(id)}
      keep={keep}
      yes={booked ? text.cancelBooking : text.cancelRequest}
      onYes={onCancel}
      onKeep={onKeep}
      fallbackFocus={fallbackFocus}
    />
  );
}
