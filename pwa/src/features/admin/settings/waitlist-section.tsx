import { useAdminText } from '../../../i18n/admin-text';
import { fieldId } from './check-draft';
import { type SettingsFields, SettingsInput } from './settings-fields';

const ENABLED_PATH = 'waitlist.enabled';

/**
 * The waitlist of taken slots (issue 31): whether visitors may join it, and how many minutes a freed slot is held for
 * the first in line before it passes to the next. The minutes stay while the switch is off, for when it is on again.
 */
export function WaitlistSection({ fields }: { fields: SettingsFields }) {
  const text = useAdminText().settings;
  const { waitlist } = fields.draft;
  const enabledId = fieldId(ENABLED_PATH);
  // Only the server's refusal names the switch: the form itself has nothing to say about on or off.
  const enabledError = fields.errorOf(ENABLED_PATH);
  return (
    <section className="adm-settings__section" aria-labelledby="settings-waitlist">
      <h2 id="settings-waitlist">{text.sections.waitlist}</h2>
      <label className="adm-check adm-settings__switch">
        <input
          id={enabledId}
          type="checkbox"
          role="switch"
          aria-checked={waitlist.enabled}
          checked={waitlist.enabled}
          aria-invalid={enabledError ? true : undefined}
          aria-describedby={enabledError ? `${enabledId}-error` : undefined}
          onChange={(event) => fields.set(ENABLED_PATH, event.target.checked)}
        />
        <span>{text.waitlist.enabled}</span>
      </label>
      {enabledError && (
        <p id={`${enabledId}-error`} className="adm-field__error">
          {enabledError}
        </p>
      )}
      <SettingsInput
        fields={fields}
        path="waitlist.offerMinutes"
        value={waitlist.offerMinutes}
        label={text.waitlist.offerMinutes}
        hint={text.waitlist.offerMinutesHint}
        inputMode="numeric"
        autoComplete="off"
      />
    </section>
  );
}
