import type { Settings } from '@turf/sync-contract/schemas';
import { paymentSettingsOf } from '@turf/sync-contract/settings-defaults';

/**
 * `settings` with its payment settings written out: a document saved before issue 30 has none and reads as the
 * defaults, so every reader (the site, the change log's comparison) sees one shape. A copy: the defaults stay shared.
 */
export function withPaymentSettings(settings: Settings): Settings {
  return settings.payments ? settings : { ...settings, payments: structuredClone(paymentSettingsOf(settings)) };
}
