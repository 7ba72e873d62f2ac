import { useEffect, useRef } from 'react';
import { AdminDialog } from './admin-dialog';

export interface QuestionDialogProps {
  /** The dialog's title: what is about to happen (the button's own words). */
  title: string;
  /** The question itself, with what follows from the answer. */
  question: string;
  /** The button that goes ahead, in words that say what it does. */
  yes: string;
  /** The button that changes nothing. */
  no: string;
  /** `yes` pressed: the caller goes ahead and unmounts the dialog. */
  onYes: () => void;
  /** Closed without going ahead (`no`, Close, Escape): the caller unmounts it. */
  onNo: () => void;
  /** Where focus goes when the control that asked is gone or disabled once the dialog closes. */
  fallbackFocus: () => void;
}

/**
 * A question the panel asks before something it cannot take back, in its own dialog rather than the browser's
 * `confirm()`: in the panel's language and look, with buttons that say what they do, and focus kept (AdminDialog).
 * `no` has the focus first, so a stray Enter changes nothing.
 */
export function QuestionDialog({ title, question, yes, no, onYes, onNo, fallbackFocus }: QuestionDialogProps) {
  const answered = useRef(false);
  const noRef = useRef<HTMLButtonElement>(null);
  // After AdminDialog's layout effect has opened it (the browser would focus its first control, Close).
  useEffect(() => noRef.current?.focus(), []);
  return (
    <AdminDialog
      title={title}
      onClose={() => {
        if (!answered.current) onNo();
      }}
      fallbackFocus={fallbackFocus}
    >
      <p className="adm-question">{question}</p>
      <div className="adm-question__actions">
        <button ref={noRef} type="button" className="adm-button adm-button--quiet" onClick={onNo}>
          {no}
        </button>
        <button
          type="button"
          className="adm-button adm-button--reject"
          onClick={() => {
            answered.current = true;
            onYes();
          }}
        >
          {yes}
        </button>
      </div>
    </AdminDialog>
  );
}
