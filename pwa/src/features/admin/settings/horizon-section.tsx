import { useAdminText } from '../../../i18n/admin-text';
import { type SettingsFields, SettingsInput } from './settings-fields';

/** How many days ahead visitors may request a slot. */
export function HorizonSection({ fields }: { fields: SettingsFields }) {
  const text = useAdminText().settings;
  return (
    <section className="adm-settings__section" aria-labelledby="settings-horizon">
      <h2 id="settings-horizon">{text.sections.horizon}</h2>
      <SettingsInput
        fields={fields}
        path="bookingHorizonDays"
        value={fields.draft.bookingHorizonDays}
        label={text.horizon.label}
        hint={text.horizon.hint}
        inputMode="numeric"
        autoComplete="off"
      />
    </section>
  );
}
