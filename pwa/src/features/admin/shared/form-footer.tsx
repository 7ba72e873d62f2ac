import type { Ref } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { describeFailure } from './describe-failure';

/**
 * The end of a panel form: the server's refusal of the last try, why the form cannot be sent now (offline), and the
 * submit button, which stays disabled while offline or saving. One owner for the board's forms.
 */
export function FormFooter({
  error,
  disabledReason,
  pending,
  submitRef,
  waiting,
  label,
}: {
  error: unknown;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  pending: boolean;
  submitRef: Ref<HTMLButtonElement>;
  /** The form is not ready to send yet but keeps its button focusable (it explains why when pressed). */
  waiting?: boolean;
  label: string;
}) {
  const text = useAdminText();
  return (
    <>
      {error ? (
        <p className="adm-error" role="alert">
          {describeFailure(error, text)}
        </p>
      ) : null}
      {disabledReason && <p className="adm-muted">{disabledReason}</p>}
      <button
        ref={submitRef}
        type="submit"
        className="adm-button adm-button--confirm adm-button--wide"
        disabled={disabledReason !== null || pending}
        aria-disabled={waiting}
      >
        {label}
      </button>
    </>
  );
}
