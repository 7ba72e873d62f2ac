import { SETTINGS_TEXT_MAX as TEXT_MAX } from '@turf/sync-contract/settings';
import { useAdminText } from '../../../i18n/admin-text';
import { type SettingsFields, TextPair } from './settings-fields';

/** The home page's booking card text and the captions of its slides (the slides' pictures are the site's own). */
export function HomeSection({ fields }: { fields: SettingsFields }) {
  const text = useAdminText().settings;
  const { slides, promoText } = fields.draft.home;
  return (
    <section className="adm-settings__section" aria-labelledby="settings-home">
      <h2 id="settings-home">{text.sections.home}</h2>
      <TextPair
        fields={fields}
        path="home.promoText"
        value={promoText}
        label={text.home.promoText}
        maxLength={TEXT_MAX.promoText}
      />
      {slides.map((slide, index) => (
        // The slides are fixed pictures: their order never changes, so the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="adm-settings__event">
          <h3 id={`settings-slide-${index}`}>{text.home.slide(index + 1)}</h3>
          <TextPair
            fields={fields}
            path={`home.slides.${index}.title`}
            value={slide.title}
            label={text.home.slideTitle}
            maxLength={TEXT_MAX.slideTitle}
          />
          <TextPair
            fields={fields}
            path={`home.slides.${index}.subtitle`}
            value={slide.subtitle}
            label={text.home.slideSubtitle}
            maxLength={TEXT_MAX.subtitle}
          />
        </div>
      ))}
    </section>
  );
}
