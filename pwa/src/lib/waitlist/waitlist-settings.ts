import type { Settings, WaitlistSettings } from '@turf/sync-contract/schemas';
import { OFFER_MINUTES_DEFAULT } from '@turf/sync-contract/settings';

/**
 * The venue's waitlist settings, a document saved before they existed reading as the contract's defaults
 * (`waitlistSettingsOf`, DEFAULT_WAITLIST_SETTINGS: on, 15 minutes). Not imported from there: that module carries the
 * first-start document too, which the slot list must not download (the `/slots` page's first load is at its budget).
 * test/lib/waitlist-settings.test.ts holds the two together.
 */
export function waitlistSettings(settings: Settings): WaitlistSettings {
  return settings.waitlist ?? { enabled: true, offerMinutes: OFFER_MINUTES_DEFAULT };
}
