import type { Settings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { describe, expect, it } from 'vitest';
import { checkDraft } from '../../src/features/admin/settings/check-draft';
import { emptyEvent, toDraft, toSettings } from '../../src/features/admin/settings/settings-draft';

/** The form's working copy and the document it sends: an event's optional button text in and out. */
describe('the settings draft: an event’s button text', () => {
  it('round trips: the defaults come back as they were, View Menu on Dining Delights and no button elsewhere', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    expect(draft.events.items.map((event) => event.button)).toEqual([
      { en: '', bn: '' },
      { en: '', bn: '' },
      { en: '', bn: '' },
      { en: 'View Menu', bn: 'মেনু দেখুন' },
    ]);
    const sent = toSettings(draft);
    expect(sent).toEqual(DEFAULT_SETTINGS);
    expect(sent.events.items.map((event) => 'button' in event)).toEqual([false, false, false, true]);
  });

  it('a document saved before events had buttons goes back without one', () => {
    const old: Settings = structuredClone(DEFAULT_SETTINGS);
    for (const event of old.events.items) delete event.button;
    expect(toSettings(toDraft(old))).toEqual(old);
  });

  it('is left out when both languages are blank, trimmed when written, and its Bangla sent only when written', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    const [first, second, , dining] = draft.events.items;
    if (!first || !second || !dining) throw new Error('the defaults have four events');
    first.button = { en: '  Register Now ', bn: ' নিবন্ধন করুন ' };
    second.button = { en: 'Watch Live', bn: '  ' };
    dining.button = { en: '   ', bn: '' };
    expect(checkDraft(draft).size).toBe(0);
    const items = toSettings(draft).events.items;
    expect(items[0]?.button).toEqual({ en: 'Register Now', bn: 'নিবন্ধন করুন' });
    expect(items[1]?.button).toEqual({ en: 'Watch Live' });
    expect(items[3]).not.toHaveProperty('button');
    expect(items[3]?.title).toEqual(DEFAULT_SETTINGS.events.items[3]?.title);
    // A new event starts with none.
    expect(emptyEvent().button).toEqual({ en: '', bn: '' });
  });

  it('is checked as the schema does: at most 24 characters, and English before Bangla', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    const [first, second] = draft.events.items;
    if (!first || !second) throw new Error('the defaults have events');
    first.button = { en: 'x'.repeat(25), bn: 'ব'.repeat(24) };
    second.button = { en: '', bn: 'মেনু দেখুন' };
    const problems = checkDraft(draft);
    expect(Object.fromEntries(problems)).toEqual({
      'events.items.0.button.en': { kind: 'tooLong', max: 24 },
      'events.items.1.button.en': { kind: 'englishFirst' },
    });
  });
});
