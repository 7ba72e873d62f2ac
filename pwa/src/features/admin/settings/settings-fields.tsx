import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { FormField } from '../shared/form-field';
import { fieldId } from './check-draft';
import type { SettingsDraft } from './settings-draft';

/** What the form's sections are given: the draft, a way to change it, and each field's message. */
export interface SettingsFields {
  draft: SettingsDraft;
  /** Sets one field by its path; the sections never reach into the draft's shape to write. */
  set(path: string, value: unknown): void;
  /** The whole draft at once (a list's add, move, remove). */
  update(change: (draft: SettingsDraft) => SettingsDraft): void;
  /** The field was left: its check shows from now on, not while it is first typed. */
  touch(path: string): void;
  /** The message beside the field: the server's refusal of it, or the local check's once shown. */
  errorOf(path: string): string | undefined;
}

type InputProps = Omit<Parameters<typeof FormField>[0], 'id' | 'label'>;

/** One input of the form, bound to the draft by its path. */
export function SettingsInput({
  fields,
  path,
  value,
  label,
  ...inputProps
}: InputProps & { fields: SettingsFields; path: string; value: string; label: ReactNode }) {
  return (
    <FormField
      id={fieldId(path)}
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => fields.set(path, event.target.value)}
      onBlur={() => fields.touch(path)}
      error={fields.errorOf(path)}
      {...inputProps}
    />
  );
}

/** A text this long wraps over lines in a box that shows most of it, instead of scrolling sideways in one line. */
export const MULTILINE_FROM = 200;

/**
 * A long text of the form in a multi-line box. The texts are one paragraph each (the server refuses line breaks as
 * hidden characters): Enter adds none, and a pasted line break becomes a space.
 */
function SettingsTextArea({
  fields,
  path,
  value,
  label,
  lang,
  maxLength,
}: {
  fields: SettingsFields;
  path: string;
  value: string;
  label: ReactNode;
  lang: string;
  maxLength: number;
}) {
  const id = fieldId(path);
  const error = fields.errorOf(path);
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="adm-input adm-textarea"
        lang={lang}
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
          fields.set(path, event.target.value.replace(/\r?\n/g, ' '))
        }
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onBlur={() => fields.touch(path)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="adm-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A text in English and, when written, Bangla: two inputs under the field's name. Each input's name says the field
 * as well as the language, so a screen reader's list of fields is not a column of "English".
 */
export function TextPair({
  fields,
  path,
  value,
  label,
  hint,
  maxLength,
}: {
  fields: SettingsFields;
  path: string;
  value: { en: string; bn: string };
  label: string;
  hint?: string;
  maxLength: number;
}) {
  const text = useAdminText().settings;
  const Field = maxLength >= MULTILINE_FROM ? SettingsTextArea : SettingsInput;
  return (
    <fieldset className="adm-settings__pair">
      <legend>{label}</legend>
      {hint && <p className="adm-field__hint">{hint}</p>}
      <Field
        fields={fields}
        path={`${path}.en`}
        value={value.en}
        lang="en"
        maxLength={maxLength}
        label={
          <>
            <span className="adm-sr-only">{label}, </span>
            {text.english}
          </>
        }
      />
      <Field
        fields={fields}
        path={`${path}.bn`}
        value={value.bn}
        lang="bn"
        maxLength={maxLength}
        label={
          <>
            <span className="adm-sr-only">{label}, </span>
            {text.bangla}
          </>
        }
      />
    </fieldset>
  );
}
