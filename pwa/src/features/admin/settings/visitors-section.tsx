import { useAdminText } from '../../../i18n/admin-text';
import { type SettingsFields, SettingsInput } from './settings-fields';

/**
 * What visitors may do by themselves (issue 31): until how many hours before its slot a visitor may cancel a confirmed
 * booking from their phone. After it they are told to call the venue; a request not yet confirmed they may always
 * withdraw, so it has no setting.
 */
export function VisitorsSection({ fields }: { fields: SettingsFields }) {
  const text = useAdminText().settings;
  return (
    <section className="adm-settings__section" aria-labelledby="settings-visitors">
      <h2 id="settings-visitors">{text.sections.visitors}</h2>
      <SettingsInput
        fields={fields}
        path="visitors.cancelCutoffHours"
        value={fields.draft.visitors.cancelCutoffHours}
        label={text.visitors.cancelCutoffHours}
        hint={text.visitors.cancelCutoffHint}
        inputMode="numeric"
        autoComplete="off"
      />
    </section>
  );
}
