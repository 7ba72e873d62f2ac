import { useId, useLayoutEffect, useRef } from 'react';

export interface QuestionDialogProps {
  title: string;
  /** What the answer means for the request (it leaves this phone; its slot is freed for others). */
  question: string;
  /** The safe answer's words (`Keep it`): it has the focus first. */
  keep: string;
  /** The answer that acts, saying what it does (`Remove it`, `Cancel booking`). */
  yes: string;
  /** The acting answer: the caller acts and unmounts the dialog. */
  onYes(): void;
  /** Closed without acting (`keep`, Escape): the caller unmounts it. */
  onKeep(): void;
  /** Where focus goes when the control that asked is gone or off once the dialog closes (its card, else the title). */
  fallbackFocus(): void;
}

/**
 * The site's own question before a request is changed for good, instead of the browser's `confirm()`: in the page's
 * language, in the site's look, with answers that say what they do. A native modal <dialog>, as the success dialog:
 * the browser keeps focus inside and closes it on Escape. The safe answer has the focus first, so a stray Enter does
 * nothing; closed, focus goes back to the control that asked. `/my-requests` asks every question through it (Remove,
 * and the visitor's own Cancel).
 */
export function QuestionDialog({ title, question, keep, yes, onYes, onKeep, fallbackFocus }: QuestionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const questionId = useId();
  // Closing fires `close` also after the acting answer (the unmount closes it): that is no second answer.
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
      <h2 id={titleId}>{title}</h2>
      <p id={questionId}>{question}</p>
      <div className="question-dialog-actions">
        <button ref={keepRef} type="button" className="button button-ghost" onClick={onKeep}>
          {keep}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            answered.current = true;
            onYes();
          }}
        >
          {yes}
        </button>
      </div>
    </dialog>
  );
}
