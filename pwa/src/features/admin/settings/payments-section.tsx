import { CONFIRMATION_MODES } from '@turf/sync-contract/settings';
import { useAdminText } from '../../../i18n/admin-text';
import { fieldId } from './check-draft';
import { ManualMoneySection } from './manual-money-section';
import { type SettingsFields, SettingsInput } from './settings-fields';

/**
 * How a visitor's request becomes a booking (issue 30): the manager confirms it, or an advance paid by bKash does,
 * with the advance asked and how long the slot is held meanwhile; then the numbers for Send money by hand.
 */
export function PaymentsSection({ fields }: { fields: SettingsFields }) {
  const text = useAdminText().settings;
  const labels = text.payments;
  const { payments } = fields.draft;
  const confirmationName = fieldId('payments.confirmation');
  const advanceName = fieldId('payments.advanceFull');
  return (
    <section className="adm-settings__section" aria-labelledby="settings-payments">
      <h2 id="settings-payments">{text.sections.payments}</h2>
      <fieldset className="adm-settings__pair">
        <legend>{labels.confirmation}</legend>
        {CONFIRMATION_MODES.map((mode) => (
          <div key={mode} className="adm-settings__choice">
            <label className="adm-check">
              <input
                type="radio"
                name={confirmationName}
                value={mode}
                checked={payments.confirmation === mode}
                aria-describedby={`${confirmationName}-${mode}-hint`}
                onChange={() => fields.set('payments.confirmation', mode)}
              />
              <span>{labels.confirmations[mode]}</span>
            </label>
            <p className="adm-field__hint" id={`${confirmationName}-${mode}-hint`}>
              {labels.confirmationHints[mode]}
            </p>
          </div>
        ))}
      </fieldset>
      <fieldset className="adm-settings__pair">
        <legend>{labels.advance}</legend>
        <div className="adm-settings__choices">
          {([false, true] as const).map((full) => (
            <label key={String(full)} className="adm-check">
              <input
                type="radio"
                name={advanceName}
                checked={payments.advanceFull === full}
                onChange={() => fields.set('payments.advanceFull', full)}
              />
              <span>{full ? labels.advanceFull : labels.advanceAmount}</span>
            </label>
          ))}
        </div>
        {!payments.advanceFull && (
          <SettingsInput
            fields={fields}
            path="payments.advance"
            value={payments.advance}
            label={labels.advanceLabel}
            hint={labels.advanceHint}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </fieldset>
      <SettingsInput
        fields={fields}
        path="payments.holdMinutes"
        value={payments.holdMinutes}
        label={labels.holdMinutes}
        hint={labels.holdHint}
        inputMode="numeric"
        autoComplete="off"
      />
      <ManualMoneySection fields={fields} />
    </section>
  );
}
