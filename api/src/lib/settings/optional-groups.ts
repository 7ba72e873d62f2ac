import type { Settings } from '@turf/sync-contract/schemas';
import { paymentSettingsOf, visitorSettingsOf, waitlistSettingsOf } from '@turf/sync-contract/settings-defaults';

/**
 * The settings groups added after installs had saved versions (decision 085): `payments` (issue 30), `visitors` and
 * `waitlist` (issue 31). A stored document without one reads as its defaults; a save without one comes from a client
 * older than it and keeps the venue's.
 */

/** `settings` with every optional group written out, so every reader (the site, the change log) sees one shape. */
export function withGroupDefaults(settings: Settings): Settings {
  if (settings.payments && settings.visitors && settings.waitlist) return settings;
  return {
    ...settings,
    payments: structuredClone(paymentSettingsOf(settings)),
    visitors: structuredClone(visitorSettingsOf(settings)),
    waitlist: structuredClone(waitlistSettingsOf(settings)),
  };
}

/** What a save stores: the document sent, with the groups it does not have kept from `previous` (the latest, filled). */
export function keepingAbsentGroups(sent: Settings, previous: Settings): Settings {
  return {
    ...sent,
    payments: sent.payments ?? previous.payments,
    visitors: sent.visitors ?? previous.visitors,
    waitlist: sent.waitlist ?? previous.waitlist,
  };
}
