import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS, DEFAULT_WAITLIST_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Component as AdminRoute } from '../../src/app/routes/admin';
import { describeEntry } from '../../src/features/admin/activity/describe-entry';
import { checkDraft } from '../../src/features/admin/settings/check-draft';
import { describePath, describeValues } from '../../src/features/admin/settings/describe-change';
import { toDraft, toSettings } from '../../src/features/admin/settings/settings-draft';
import { adminBn } from '../../src/i18n/admin-bn';
import { adminEn } from '../../src/i18n/admin-en';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { json } from './fake-admin-api';
import { type FakeSettingsOptions, fakeSettingsApi } from './fake-settings-api';

/** The settings' Waitlist section (issue 31): whether visitors may join one, and how long a freed slot is held. */

signedInForEachTest();

const SWITCH = 'Visitors may join a waitlist for taken slots';
const MINUTES = 'Minutes a freed slot is held for the first in line';
const SWITCH_BN = 'বুক হয়ে যাওয়া স্লটের অপেক্ষার তালিকায় দর্শকেরা নাম লেখাতে পারবেন';
const MINUTES_BN = 'খালি হওয়া স্লট তালিকার প্রথম জনের জন্য কত মিনিট ধরে রাখা হবে';
const SAVED = 'Saved. The settings are now version 4.';

async function openSettings(options?: FakeSettingsOptions) {
  const api = fakeSettingsApi(options);
  vi.stubGlobal('fetch', api.fetch);
  renderAdminPanel('/admin/settings');
  const section = await screen.findByRole('region', { name: 'Waitlist' });
  return {
    api,
    section,
    enabled: within(section).getByRole('switch', { name: SWITCH }),
    minutes: within(section).getByRole('textbox', { name: MINUTES }),
    user: userEvent.setup(),
  };
}

const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

describe('/admin/settings: Waitlist', () => {
  it('a document saved before the waitlist shows it on, 15 minutes, and saving writes the group beside the rest', async () => {
    const { waitlist: _none, ...older } = structuredClone(DEFAULT_SETTINGS);
    const { api, enabled, minutes, user } = await openSettings({ settings: older });
    expect(enabled).toBeChecked();
    expect(minutes).toHaveValue('15');
    expect(minutes).toHaveAccessibleDescription(
      '5 to 120. When a taken slot frees up, the first in line is told and has this long to take it; then it goes to the next.',
    );

    await user.click(saveButton());
    await screen.findByText(SAVED);
    expect(api.sent(0)).toEqual({ version: 3, settings: { ...older, waitlist: DEFAULT_WAITLIST_SETTINGS } });
  });

  it('the venue’s own values are loaded; turned off and 30 typed in Bangla digits, they are sent as such', async () => {
    const { api, enabled, minutes, user } = await openSettings({
      settings: { ...DEFAULT_SETTINGS, waitlist: { enabled: true, offerMinutes: 45 } },
    });
    expect(minutes).toHaveValue('45');
    await user.click(enabled);
    expect(enabled).not.toBeChecked();
    await user.clear(minutes);
    await user.type(minutes, ' ৩০ ');
    await user.click(saveButton());
    await screen.findByText(SAVED);
    expect(api.sent(0).settings).toEqual({ ...DEFAULT_SETTINGS, waitlist: { enabled: false, offerMinutes: 30 } });
    // Loaded back from the answer.
    expect(enabled).not.toBeChecked();
    expect(minutes).toHaveValue('30');
  });

  it('minutes under 5, over 120, in parts or blank are marked beside the field, on or off, and nothing is sent', async () => {
    const { api, enabled, minutes, user } = await openSettings();
    for (const typed of ['4', '121', '7.5', '']) {
      await user.clear(minutes);
      if (typed) await user.type(minutes, typed);
      await user.click(saveButton());
      await screen.findByText('Nothing was saved: fix the marked fields first.');
      expect(minutes).toBeInvalid();
      expect(minutes).toHaveAccessibleDescription(/Whole minutes from 5 to 120$/);
      await waitFor(() => expect(minutes).toHaveFocus());
    }
    // Off keeps the minutes for when it is on again: they are still checked.
    await user.click(enabled);
    await user.click(saveButton());
    expect(minutes).toBeInvalid();
    expect(api.puts()).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, '120');
    expect(minutes).toBeValid();
    await user.click(saveButton());
    await screen.findByText(SAVED);
    expect(api.sent(0).settings.waitlist).toEqual({ enabled: false, offerMinutes: 120 });
  });

  it('the server’s 400 is shown on the field it names: the minutes, or the switch', async () => {
    let named = 'waitlist.offerMinutes';
    const { api, enabled, minutes, user } = await openSettings({
      put: () =>
        json(400, {
          error: `"${named}" is not what the venue can set. Nothing was saved`,
          code: 'SETTINGS_WAITLIST_INVALID',
        }),
    });
    await user.click(saveButton());
    await screen.findByText('Nothing was saved: the server refused the marked field.');
    expect(minutes).toBeInvalid();
    expect(minutes).toHaveAccessibleDescription(expect.stringContaining('"waitlist.offerMinutes" is not what'));
    await waitFor(() => expect(minutes).toHaveFocus());

    named = 'waitlist.enabled';
    // An edit clears the refusal shown; the next save is refused on the switch.
    await user.clear(minutes);
    await user.type(minutes, '20');
    expect(minutes).toBeValid();
    await user.click(saveButton());
    await waitFor(() => expect(enabled).toBeInvalid());
    expect(enabled).toHaveAccessibleDescription(expect.stringContaining('"waitlist.enabled" is not what'));
    await waitFor(() => expect(enabled).toHaveFocus());
    expect(api.puts()).toHaveLength(2);
  });

  it('the change log names each setting in the form’s words', async () => {
    await openSettings({
      changes: [
        {
          version: 3,
          savedBy: 'manager@turf.example',
          savedAt: '2026-11-22T15:30:00.000Z',
          changes: [
            { path: 'waitlist.enabled', before: true, after: false },
            { path: 'waitlist.offerMinutes', before: 15, after: 30 },
          ],
        },
      ],
    });
    const log = await screen.findByRole('region', { name: 'Changes' });
    await within(log).findByText(/manager@turf\.example/);
    expect(within(log).getByText(SWITCH, { exact: false })).toHaveTextContent(`${SWITCH}: on → off`);
    expect(within(log).getByText(MINUTES, { exact: false })).toHaveTextContent(`${MINUTES}: 15 → 30`);
  });
});

describe('/admin/settings: Waitlist in Bangla', () => {
  it('the section, its check, the server’s refusal and the change log in Bangla', async () => {
    const api = fakeSettingsApi({
      put: () =>
        json(400, {
          error: '"waitlist.offerMinutes" must be whole minutes from 5 to 120. Nothing was saved',
          code: 'SETTINGS_WAITLIST_INVALID',
        }),
      changes: [
        {
          version: 3,
          savedBy: 'manager@turf.example',
          savedAt: '2026-11-22T15:30:00.000Z',
          changes: [{ path: 'waitlist.offerMinutes', before: 15, after: 20 }],
        },
      ],
    });
    vi.stubGlobal('fetch', api.fetch);
    render(
      <TextProvider text={bn}>
        <MemoryRouter initialEntries={['/admin/settings']}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoute />} />
          </Routes>
        </MemoryRouter>
      </TextProvider>,
    );
    const section = await screen.findByRole('region', { name: 'অপেক্ষার তালিকা' });
    expect(within(section).getByRole('switch', { name: SWITCH_BN })).toBeChecked();
    const minutes = within(section).getByRole('textbox', { name: MINUTES_BN });
    expect(minutes).toHaveAccessibleDescription(/^৫ থেকে ১২০। .*এরপর স্লটটি পরের জনের কাছে যায়।$/);
    const user = userEvent.setup();

    await user.clear(minutes);
    await user.type(minutes, '২০০');
    await user.click(screen.getByRole('button', { name: 'সেটিংস সেভ করুন' }));
    await screen.findByText('কিছুই সেভ হয়নি: আগে চিহ্নিত ঘরগুলো ঠিক করুন।');
    expect(minutes).toHaveAccessibleDescription(/৫ থেকে ১২০ পূর্ণ মিনিট$/);

    await user.clear(minutes);
    await user.type(minutes, '২০');
    await user.click(screen.getByRole('button', { name: 'সেটিংস সেভ করুন' }));
    await screen.findByText('কিছুই সেভ হয়নি: সার্ভার চিহ্নিত ঘরটি নেয়নি।');
    expect(minutes).toHaveAccessibleDescription(expect.stringContaining('মিনিট ৫ থেকে ১২০ পূর্ণ সংখ্যা নয়'));

    const log = screen.getByRole('region', { name: 'বদলের তালিকা' });
    await within(log).findByText(/manager@turf\.example/);
    expect(within(log).getByText(MINUTES_BN, { exact: false })).toHaveTextContent(`${MINUTES_BN}: ১৫ → ২০`);
  });
});

describe('the settings draft: the waitlist', () => {
  it('checks the minutes as the schema does: whole minutes from 5 to 120, any script’s digits', () => {
    const problemFor = (typed: string) => {
      const draft = toDraft(DEFAULT_SETTINGS);
      draft.waitlist.offerMinutes = typed;
      return checkDraft(draft).get('waitlist.offerMinutes');
    };
    for (const fine of ['5', '15', '120', '১২০', ' 60 ']) expect(problemFor(fine), fine).toBeUndefined();
    for (const wrong of ['4', '121', '0', '-5', '2.5', '', 'x', '1e2']) {
      expect(problemFor(wrong), wrong).toEqual({ kind: 'offerMinutes' });
    }
  });

  it('round trips the venue’s values, and a document without them goes out with the defaults', () => {
    const off = { ...DEFAULT_SETTINGS, waitlist: { enabled: false, offerMinutes: 90 } };
    expect(toSettings(toDraft(off))).toEqual(off);
    const { waitlist: _none, ...older } = structuredClone(DEFAULT_SETTINGS);
    expect(toSettings(toDraft(older)).waitlist).toEqual(DEFAULT_WAITLIST_SETTINGS);
  });
});

describe('a saved waitlist setting as the change log and the activity say it', () => {
  const saved = (before: Record<string, unknown>, after: Record<string, unknown>): AuditEntry => ({
    id: '9',
    at: '2026-11-22T04:41:00.000Z',
    actor: 'manager@turf.example',
    action: 'settings.saved',
    bookingId: null,
    blockId: null,
    before,
    after,
  });

  it('in English: each field by its label in the form, on and off for the switch', () => {
    expect(
      describeEntry(
        saved(
          { 'waitlist.enabled': true, 'waitlist.offerMinutes': 15 },
          { 'waitlist.enabled': false, 'waitlist.offerMinutes': 45 },
        ),
        adminEn,
      ),
    ).toEqual({
      what: 'Settings saved',
      details: [`${SWITCH}: on → off`, `${MINUTES}: 15 → 45`],
    });
    // A first save of the group (a document from before it) adds it whole.
    expect(describePath('waitlist', adminEn)).toBe('Waitlist');
    expect(describeValues({ path: 'waitlist', after: { enabled: true, offerMinutes: 15 } }, adminEn)).toBe('added');
    // A field this panel does not know yet is still placed in its section.
    expect(describePath('waitlist.somethingNew', adminEn)).toBe('Waitlist: somethingNew');
  });

  it('in Bangla, with Bangla digits', () => {
    expect(
      describeEntry(
        saved(
          { 'waitlist.enabled': false, 'waitlist.offerMinutes': 15 },
          { 'waitlist.enabled': true, 'waitlist.offerMinutes': 30 },
        ),
        adminBn,
      ).details,
    ).toEqual([`${SWITCH_BN}: বন্ধ → চালু`, `${MINUTES_BN}: ১৫ → ৩০`]);
  });
});
