import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
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

/** What `useQuestion().ask` asks: the dialog's words, and what `yes` does. */
export interface Question extends Omit<QuestionDialogProps, 'onYes' | 'onNo'> {
  /** Runs after `yes`, once the dialog has closed. */
  go: () => void;
}

/**
 * Asks as `confirm()` did, in the panel's dialog: `ask` opens it (the caller renders `dialog`), and `yes` runs `go`
 * only once the dialog has closed and AdminDialog has put the focus back on the control that asked. So the caller's
 * own focus handling (a button disabled while its call runs, focus given back to it on a refusal) starts from the
 * control, as it did after `confirm()`, not from the dialog's button that is going away.
 */
export function useQuestion(): { ask: (question: Question) => void; dialog: ReactNode } {
  const [asked, setAsked] = useState<Question | null>(null);
  const answeredYes = useRef<(() => void) | null>(null);
  // A passive effect: after the commit that closed the dialog, whose layout cleanup gave the focus back.
  useEffect(() => {
    if (asked !== null) return;
    const go = answeredYes.current;
    answeredYes.current = null;
    go?.();
  }, [asked]);
  const ask = useCallback((question: Question) => setAsked(question), []);
  if (asked === null) return { ask, dialog: null };
  const { go, ...words } = asked;
  const dialog = (
    <QuestionDialog
      {...words}
      onYes={() => {
        answeredYes.current = go;
        setAsked(null);
      }}
      onNo={() => setAsked(null)}
    />
  );
  return { ask, dialog };
}
