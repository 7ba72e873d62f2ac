import type { ComponentPropsWithRef, ReactNode } from 'react';

type FormFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: ReactNode;
  /** The message shown under the input; when set, the input is marked invalid and described by it. */
  error?: string | undefined;
  /** A line of help under the input (a count of characters, the allowed range). */
  hint?: string | undefined;
};

/** A labelled input of the panel's forms with its hint and its error line. */
export function FormField({ id, label, error, hint, ...inputProps }: FormFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="adm-input"
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="adm-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
