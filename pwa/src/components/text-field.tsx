import type { ComponentPropsWithRef } from 'react';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: string;
  /** The message shown under the input; when set, the input is marked invalid and described by it. */
  error?: string | undefined;
};

/** One labelled input with its error line: the booking form's name and phone, and the waitlist's join form's. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
