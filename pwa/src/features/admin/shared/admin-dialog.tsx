import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { focusIsLost } from './focus';

export interface AdminDialogProps {
  title: string;
  /** The dialog was closed (its Close button, Escape, or the form inside it finishing): the caller unmounts it. */
  onClose: () => void;
  /**
   * Where focus goes after the dialog when the control that opened it is gone (a slot's `Book` once the slot is
   * booked). The slot's card, usually.
   */
  fallbackFocus: () => void;
  children: ReactNode;
}

/**
 * The panel's modal: a native <dialog>, so the browser keeps focus inside it and closes it on Escape. It opens when
 * mounted. Closed, focus goes back to the control that opened it, or to `fallbackFocus` when that control went away
 * (or was disabled) meanwhile: never to the page itself.
 */
export function AdminDialog({ title, onClose, fallbackFocus, children }: AdminDialogProps) {
  const text = useAdminText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, fallbackFocus });
  latest.current = { onClose, fallbackFocus };

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      // The browser gives focus back to the opener as it closes (the dialog's "previously focused element"); done here
      // too, before the page around re-renders, so a card that keeps focus (useKeepFocus) does not take it first.
      const active = document.activeElement;
      if (opener?.isConnected && !opener.matches(':disabled') && (focusIsLost() || dialog?.contains(active))) {
        opener.focus();
      }
      // After the browser's own focus return, which lands on the page when the opener is gone.
      setTimeout(() => {
        if (!focusIsLost()) return;
        if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
        else latest.current.fallbackFocus();
      });
    };
  }, []);

  // The native `close` event: Escape, or `close()` from the Close button.
  useEffect(() => {
    const dialog = ref.current;
    const closed = () => latest.current.onClose();
    dialog?.addEventListener('close', closed);
    return () => dialog?.removeEventListener('close', closed);
  }, []);

  return (
    <dialog ref={ref} className="adm-dialog" aria-labelledby={titleId}>
      <div className="adm-dialog__head">
        <h2 id={titleId} className="adm-dialog__title">
          {title}
        </h2>
        <button type="button" className="adm-button adm-button--quiet" onClick={() => ref.current?.close()}>
          {text.common.close}
        </button>
      </div>
      {children}
    </dialog>
  );
}
