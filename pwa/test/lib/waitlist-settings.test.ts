import { DEFAULT_SETTINGS, DEFAULT_WAITLIST_SETTINGS, waitlistSettingsOf } from '@turf/sync-contract/settings-defaults';
import { describe, expect, it } from 'vitest';
import { waitlistSettings } from '../../src/lib/waitlist/waitlist-settings';

describe('the waitlist settings the visitor’s screens read', () => {
  it('read a document saved before the waitlist existed as the contract’s defaults', () => {
    const { waitlist: _none, ...before } = DEFAULT_SETTINGS;
    expect(waitlistSettings(before)).toEqual(DEFAULT_WAITLIST_SETTINGS);
    expect(waitlistSettings(before)).toEqual(waitlistSettingsOf(before));
  });

  it('read the venue’s own when it has them', () => {
    const off = { ...DEFAULT_SETTINGS, waitlist: { enabled: false, offerMinutes: 30 } };
    expect(waitlistSettings(off)).toEqual({ enabled: false, offerMinutes: 30 });
  });
});
