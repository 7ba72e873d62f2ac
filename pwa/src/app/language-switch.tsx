import { LOCALES } from '@turf/sync-contract/locale';
import { Icon } from '../components/icon';
import { useLanguage } from '../i18n/language';
import { useText } from '../i18n/text';

/**
 * `বাংলা | English` in the top bar (768 px up): each language named in itself, the page's pressed. A tap shows every
 * screen in the other language at once, keeps what was typed, remembers the choice and moves the address to the
 * language's own (i18n/language.tsx). Nothing where no language can be switched (a test of one screen).
 */
export function LanguageSwitch() {
  const text = useText();
  const language = useLanguage();
  if (!language) return null;
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{text.language.label}</legend>
      {(['bn', 'en'] as const).map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={language.locale === locale}
          onClick={() => void language.switchTo(locale)}
        >
          {text.language.names[locale]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The phone's switch: the last cell of the bottom tab bar, where the thumb is, naming the other language in itself
 * (`English` on a Bangla page, `বাংলা` on an English one).
 */
export function LanguageTab() {
  const text = useText();
  const language = useLanguage();
  if (!language) return null;
  const other = LOCALES.find((locale) => locale !== language.locale) ?? 'en';
  return (
    <button type="button" className="language-tab" lang={other} onClick={() => void language.switchTo(other)}>
      <span className="tab-icon">
        <Icon name="language" />
      </span>
      <span className="tab-label">{text.language.names[other]}</span>
    </button>
  );
}
