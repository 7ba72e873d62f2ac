import { SETTINGS_TEXT_MAX as TEXT_MAX } from '@turf/sync-contract/settings';
import { useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { type SettingsFields, SettingsInput, TextPair } from './settings-fields';
import { whatsappToOffer } from './whatsapp-offer';
import { WhatsappOfferNotice } from './whatsapp-offer-notice';

/** Who the venue is and how visitors reach it: the name and phone are required, the rest shown when written. */
export function VenueSection({ fields }: { fields: SettingsFields }) {
  const text = useAdminText().settings;
  const labels = text.venue;
  const { venue } = fields.draft;
  // The phone as the form opened with it; once the manager has left the changed field, WhatsApp is offered it too.
  const [phoneBefore] = useState(venue.phone);
  const [phoneLeft, setPhoneLeft] = useState(false);
  const [kept, setKept] = useState<string | null>(null);
  const offered = phoneLeft ? whatsappToOffer(venue, phoneBefore) : null;
  return (
    <section className="adm-settings__section" aria-labelledby="settings-venue">
      <h2 id="settings-venue">{text.sections.venue}</h2>
      <TextPair fields={fields} path="venue.name" value={venue.name} label={labels.name} maxLength={TEXT_MAX.name} />
      <TextPair
        fields={fields}
        path="venue.shortName"
        value={venue.shortName}
        label={labels.shortName}
        hint={labels.shortNameHint}
        maxLength={TEXT_MAX.shortName}
      />
      <TextPair
        fields={fields}
        path="venue.tagline"
        value={venue.tagline}
        label={labels.tagline}
        maxLength={TEXT_MAX.tagline}
      />
      <TextPair
        fields={fields}
        path="venue.address"
        value={venue.address}
        label={labels.address}
        maxLength={TEXT_MAX.address}
      />
      <SettingsInput
        fields={fields}
        path="venue.phone"
        value={venue.phone}
        label={labels.phone}
        hint={labels.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        onBlur={() => {
          fields.touch('venue.phone');
          setPhoneLeft(true);
        }}
      />
      {offered !== null && offered !== kept && (
        <WhatsappOfferNotice
          current={venue.whatsappNumber}
          offered={offered}
          onUse={() => fields.set('venue.whatsappNumber', offered)}
          onKeep={() => setKept(offered)}
        />
      )}
      <SettingsInput
        fields={fields}
        path="venue.email"
        value={venue.email}
        label={labels.email}
        type="email"
        autoComplete="off"
      />
      <SettingsInput
        fields={fields}
        path="venue.whatsappNumber"
        value={venue.whatsappNumber}
        label={labels.whatsappNumber}
        hint={labels.whatsappHint}
        inputMode="numeric"
        autoComplete="off"
      />
      {(['messengerUrl', 'facebookUrl', 'instagramUrl'] as const).map((key) => (
        <SettingsInput
          key={key}
          fields={fields}
          path={`venue.${key}`}
          value={venue[key]}
          label={labels[key]}
          hint={labels.urlHint}
          type="url"
          inputMode="url"
          autoComplete="off"
        />
      ))}
    </section>
  );
}
