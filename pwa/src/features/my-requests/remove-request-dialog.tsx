import { useId, useLayoutEffect, useRef } from 'react';
import { useText } from '../../i18n/text';

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

/**
 * The site's own question before a request leaves this phone, instead of the browser's `confirm()`: in the page's
 * language, in the site's look, with answers that say what they do. A native modal <dialog>, as the success dialog:
 * the browser keeps focus inside and closes it on Escape. `Keep it` has the focus first, so a stray Enter removes
 * nothing; closed, focus goes back to the Remove that asked.
 */
export function RemoveRequestDialog({ question, onRemove, onKeep, fallbackFocus }: RemoveRequestDialogProps) {
  const text = useText().myRequests;
  const ref = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const questionId = useId();
  // Closing fires `close` also after `Remove it` (the unmount closes it): that is no second answer.
  const answered = useRef(false);
  const latestFallback = useRef(fallbackFocus);
  latestFallback.current = fallbackFocus;

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    keepRef.current?.focus();
    return () => {
      answered.current = true;
      if (dialog?.open) dialog.close();
      const active = document.activeElement;
      if (active !== null && active !== document.body && !dialog?.contains(active)) return;
      if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
      else latestFallback.current();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="question-dialog"
      aria-labelledby={titleId}
      aria-describedby={questionId}
      onClose={() => {
        if (!answered.current) onKeep();
      }}
    >
      <h2 id={titleId}>{text.removeTitle}</h2>
      <p id={questionId}>{question}</p>
      <div className="question-dialog-actions">
        <button ref={keepRef} type="button" className="button button-ghost" onClick={onKeep}>
          {text.keepRequest}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            answered.current = true;
            onRemove();
          }}
        >
          {text.removeYes}
        </button>
      </div>
    </dialog>
  );
}
