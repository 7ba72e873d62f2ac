import { PERIODS } from '@turf/sync-contract/slots';
import { WEEKDAY_NAMES } from '@turf/sync-contract/time';
import { useAdminText } from '../../../i18n/admin-text';
import { type SettingsFields, SettingsInput } from './settings-fields';

/** A price per period; the weekend's set shows only while its switch is on. */
export function PricesSection({ fields }: { fields: SettingsFields }) {
  const { settings: text, format } = useAdminText();
  const { prices } = fields.draft;
  const priceInputs = (set: 'regular' | 'weekend') =>
    PERIODS.map((period) => (
      <SettingsInput
        key={period}
        fields={fields}
        path={`prices.${set}.${period}`}
        value={prices[set][period]}
        label={format.period(period)}
        inputMode="numeric"
        autoComplete="off"
      />
    ));
  return (
    <section className="adm-settings__section" aria-labelledby="settings-prices">
      <h2 id="settings-prices">{text.sections.prices}</h2>
      <fieldset className="adm-settings__pair" aria-describedby="settings-prices-hint">
        <legend>{prices.weekendOn ? text.prices.weekdays : text.prices.regular}</legend>
        <p className="adm-field__hint" id="settings-prices-hint">
          {text.prices.hint}
        </p>
        <div className="adm-settings__prices">{priceInputs('regular')}</div>
      </fieldset>
      <label className="adm-check adm-settings__switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={prices.weekendOn}
          checked={prices.weekendOn}
          onChange={(event) => fields.set('prices.weekendOn', event.target.checked)}
        />
        <span>{text.prices.weekendSwitch}</span>
      </label>
      {prices.weekendOn && (
        <>
          <fieldset className="adm-settings__pair">
            <legend>{text.prices.weekend}</legend>
            <div className="adm-settings__prices">{priceInputs('weekend')}</div>
          </fieldset>
          <fieldset className="adm-settings__pair">
            <legend>{text.prices.weekendDays}</legend>
            <div className="adm-settings__days">
              {WEEKDAY_NAMES.map((day) => (
                <label key={day} className="adm-check">
                  <input
                    type="checkbox"
                    checked={prices.weekendDays.includes(day)}
                    onChange={(event) =>
                      fields.set(
                        'prices.weekendDays',
                        event.target.checked
                          ? [...prices.weekendDays, day]
                          : prices.weekendDays.filter((other) => other !== day),
                      )
                    }
                  />
                  <span>{text.prices.day(day)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </section>
  );
}
