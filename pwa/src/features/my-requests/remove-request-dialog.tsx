import { useText } from '../../i18n/text';
import { QuestionDialog } from './question-dialog';

export interface RemoveRequestDialogProps {
  /** What removing this request means (not sent yet, or sent and still at the venue). */
  question: string;
  /** `Remove it`: the caller removes the request and unmounts the dialog. */
  onRemove(): void;
  /** Closed without removing (`Keep it`, Escape): the caller unmounts it. */
  onKeep(): void;
  /** Where focus goes when the Remove that asked is gone or off once the dialog closes (its card, else the title). */
  fallbackFocus(): void;
}

/** The question before a request leaves this phone: `Keep it` (focused first) or `Remove it` (decision 076). */
export function RemoveRequestDialog({ question, onRemove, onKeep, fallbackFocus }: RemoveRequestDialogProps) {
  const text = useText().myRequests;
  return (
    <QuestionDialog
      title={text.removeTitle}
      question={question}
      keep={text.keepRequest}
      yes={text.removeYes}
      onYes={onRemove}
      onKeep={onKeep}
      fallbackFocus={fallbackFocus}
    />
  );
}
