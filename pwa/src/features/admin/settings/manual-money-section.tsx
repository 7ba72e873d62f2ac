import { MANUAL_MONEY_NUMBERS_MAX, MANUAL_MONEY_PROVIDERS } from '@turf/sync-contract/settings';
import { type ChangeEvent, useLayoutEffect, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { fieldId } from './check-draft';
import { emptyManualMoneyNumber, type ManualMoneyNumberDraft } from './payments-draft';
import { type SettingsFields, SettingsInput } from './settings-fields';

const ACCOUNTS = ['personal', 'merchant'] as const satisfies readonly ManualMoneyNumberDraft['account'][];
const SHOWN_PATH = 'payments.manualMoneyShown';
const ADD_ID = 'settings-manual-money-add';
const removeId = (key: number) => `settings-manual-money-${key}-remove`;

/** A choice of a few fixed values, bound to the draft by its path like the form's inputs. */
function SettingsSelect<Value extends string>({
  fields,
  path,
  value,
  label,
  options,
}: {
  fields: SettingsFields;
  path: string;
  value: Value;
  label: string;
  options: readonly { value: Value; label: string }[];
}) {
  const id = fieldId(path);
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="adm-input"
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => fields.set(path, event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The venue's bKash, Nagad and Rocket numbers for Send money, and whether visitors see them. The numbers are kept
 * while hidden. Focus follows an added number (its input) or a removed one (the next Remove, or Add), and what happened
 * is said in the section's status line, as the events' list does.
 */
export function ManualMoneySection({ fields }: { fields: SettingsFields }) {
  const { settings, payments: paymentText } = useAdminText();
  const labels = settings.payments;
  const { manualMoneyShown, manualMoneyNumbers: numbers } = fields.draft.payments;
  const [said, say] = useState('');
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const shownError = fields.errorOf(SHOWN_PATH);
  const shownId = fieldId(SHOWN_PATH);

  useLayoutEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const setNumbers = (next: ManualMoneyNumberDraft[]) =>
    fields.update((draft) => ({ ...draft, payments: { ...draft.payments, manualMoneyNumbers: next } }));

  function add() {
    if (numbers.length >= MANUAL_MONEY_NUMBERS_MAX) {
      say(labels.full(MANUAL_MONEY_NUMBERS_MAX));
      return;
    }
    setNumbers([...numbers, emptyManualMoneyNumber()]);
    setFocusNext(fieldId(`payments.manualMoneyNumbers.${numbers.length}.number`));
    say(labels.added(numbers.length + 1));
  }

  function remove(index: number) {
    const next = numbers.filter((_, at) => at !== index);
    setNumbers(next);
    // The switch's message (no number to show) is due as soon as the last number goes.
    if (next.length === 0) fields.touch(SHOWN_PATH);
    const after = next[index] ?? next[index - 1];
    setFocusNext(after ? removeId(after.key) : ADD_ID);
    say(labels.removed(index + 1));
  }

  return (
    <fieldset className="adm-settings__pair">
      <legend>{labels.manualMoney}</legend>
      <p className="adm-field__hint">{labels.manualMoneyHint}</p>
      <label className="adm-check adm-settings__switch">
        <input
          id={shownId}
          type="checkbox"
          role="switch"
          aria-checked={manualMoneyShown}
          checked={manualMoneyShown}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${shownId}-error` : undefined}
          onChange={(event) => {
            fields.set(SHOWN_PATH, event.target.checked);
            fields.touch(SHOWN_PATH);
          }}
        />
        <span>{labels.manualMoneyShown}</span>
      </label>
      {shownError && (
        <p id={`${shownId}-error`} className="adm-field__error">
          {shownError}
        </p>
      )}
      {numbers.length === 0 && <p className="adm-muted">{labels.empty}</p>}
      <ol className="adm-settings__numbers">
        {numbers.map((entry, index) => {
          const at = `payments.manualMoneyNumbers.${index}`;
          return (
            <li key={entry.key} className="adm-settings__number">
              <fieldset className="adm-settings__pair">
                <legend>{labels.number(index + 1)}</legend>
                <SettingsSelect
                  fields={fields}
                  path={`${at}.provider`}
                  value={entry.provider}
                  label={labels.provider}
                  options={MANUAL_MONEY_PROVIDERS.map((provider) => ({
                    value: provider,
                    label: paymentText.methods[provider],
                  }))}
                />
                <SettingsInput
                  fields={fields}
                  path={`${at}.number`}
                  value={entry.number}
                  label={labels.mobileNumber}
                  hint={labels.mobileNumberHint}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                />
                <SettingsSelect
                  fields={fields}
                  path={`${at}.account`}
                  value={entry.account}
                  label={labels.account}
                  options={ACCOUNTS.map((account) => ({ value: account, label: labels.accounts[account] }))}
                />
                <button
                  type="button"
                  id={removeId(entry.key)}
                  className="adm-button adm-button--delete adm-settings__number-remove"
                  onClick={() => remove(index)}
                >
                  {labels.remove}
                  <span className="adm-sr-only">{labels.which(index + 1)}</span>
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" id={ADD_ID} className="adm-button adm-button--quiet" onClick={add}>
        {labels.add}
      </button>
      <p className="adm-muted" role="status">
        {said}
      </p>
    </fieldset>
  );
}
