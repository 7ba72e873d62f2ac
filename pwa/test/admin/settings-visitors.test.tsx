import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, DEFAULT_VISITOR_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Component as AdminRoute } from '../../src/app/routes/admin';
import { checkDraft } from '../../src/features/admin/settings/check-draft';
import { toDraft, toSettings } from '../../src/features/admin/settings/settings-draft';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { json } from './fake-admin-api';
import { type FakeSettingsOptions, fakeSettingsApi } from './fake-settings-api';

/** The settings' Cancellations section (issue 31): until how many hours before its slot a visitor may cancel. */

signedInForEachTest();

const LABEL = 'Visitors may cancel a booking up to (hours before its slot)';
const LABEL_BN = 'স্লট শুরুর কত ঘণ্টা আগে পর্যন্ত দর্শক বুকিং বাতিল করতে পারবেন';

async function openSettings(options?: FakeSettingsOptions) {
  const api = fakeSettingsApi(options);
  vi.stubGlobal('fetch', api.fetch);
  renderAdminPanel('/admin/settings');
  const section = await screen.findByRole('region', { name: 'Cancellations' });
  return { api, section, hours: within(section).getByRole('textbox', { name: LABEL }), user: userEvent.setup() };
}

/** The panel in Bangla, at the settings. */
function renderInBangla() {
  render(
    <TextProvider text={bn}>
      <MemoryRouter initialEntries={['/admin/settings']}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
        </Routes>
      </MemoryRouter>
    </TextProvider>,
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

describe('/admin/settings: Cancellations', () => {
  it('a document saved before the visitor settings shows 24 hours, and saving writes them beside the rest', async () => {
    const { visitors: _none, ...older } = structuredClone(DEFAULT_SETTINGS);
    const { api, hours, user } = await openSettings({ settings: older });
    expect(hours).toHaveValue('24');
    expect(hours).toHaveAccessibleDescription(
      '0 to 168. Until then a visitor may cancel a confirmed booking from their phone; after it they are told to call you. 0: until the slot starts.',
    );

    await user.click(saveButton());
    await screen.findByText('Saved. The settings are now version 4.');
    expect(api.sent(0)).toEqual({ version: 3, settings: { ...older, visitors: DEFAULT_VISITOR_SETTINGS } });
  });

  it('the venue’s hours are loaded, and 0 typed in Bangla digits (until the slot starts) is sent as 0', async () => {
    const { api, hours, user } = await openSettings({
      settings: { ...DEFAULT_SETTINGS, visitors: { cancelCutoffHours: 6 } },
    });
    expect(hours).toHaveValue('6');
    await user.clear(hours);
    await user.type(hours, ' ০ ');
    await user.click(saveButton());
    await screen.findByText('Saved. The settings are now version 4.');
    expect(api.sent(0).settings).toEqual({ ...DEFAULT_SETTINGS, visitors: { cancelCutoffHours: 0 } });
    // Loaded back from the answer.
    expect(hours).toHaveValue('0');
  });

  it('hours past a week, in parts or blank are marked beside the field, and nothing is sent', async () => {
    const { api, hours, user } = await openSettings();
    for (const typed of ['169', '1.5', '-1', '']) {
      await user.clear(hours);
      if (typed) await user.type(hours, typed);
      await user.click(saveButton());
      await screen.findByText('Nothing was saved: fix the marked fields first.');
      expect(hours).toBeInvalid();
      expect(hours).toHaveAccessibleDescription(/Whole hours from 0 to 168$/);
      // The only marked field, so it has the focus.
      await waitFor(() => expect(hours).toHaveFocus());
    }
    expect(api.puts()).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '168');
    expect(hours).toBeValid();
    await user.click(saveButton());
    await screen.findByText('Saved. The settings are now version 4.');
    expect(api.sent(0).settings.visitors).toEqual({ cancelCutoffHours: 168 });
  });

  it('the server’s 400 is shown on the field it names', async () => {
    const refusal = '"visitors.cancelCutoffHours" must be whole hours from 0 to 168. Nothing was saved';
    const { api, hours, user } = await openSettings({
      put: () => json(400, { error: refusal, code: 'SETTINGS_VISITORS_INVALID' }),
    });
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(saveButton());
    await screen.findByText('Nothing was saved: the server refused the marked field.');
    expect(hours).toBeInvalid();
    expect(hours).toHaveAccessibleDescription(expect.stringContaining(refusal));
    await waitFor(() => expect(hours).toHaveFocus());
    expect(api.puts()).toHaveLength(1);
  });

  it('the change log names the setting in the form’s words', async () => {
    await openSettings({
      changes: [
        {
          version: 3,
          savedBy: 'manager@turf.example',
          savedAt: '2026-11-22T15:30:00.000Z',
          changes: [{ path: 'visitors.cancelCutoffHours', before: 24, after: 6 }],
        },
      ],
    });
    const log = await screen.findByRole('region', { name: 'Changes' });
    await within(log).findByText(/manager@turf\.example/);
    expect(within(log).getByText(LABEL, { exact: false })).toHaveTextContent(`${LABEL}: 24 → 6`);
  });
});

describe('/admin/settings: Cancellations in Bangla', () => {
  it('the section, its check, the server’s refusal and the change log in Bangla', async () => {
    const api = fakeSettingsApi({
      put: () =>
        json(400, {
          error: '"visitors.cancelCutoffHours" must be whole hours from 0 to 168. Nothing was saved',
          code: 'SETTINGS_VISITORS_INVALID',
        }),
      changes: [
        {
          version: 3,
          savedBy: 'manager@turf.example',
          savedAt: '2026-11-22T15:30:00.000Z',
          changes: [{ path: 'visitors.cancelCutoffHours', before: 24, after: 12 }],
        },
      ],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInBangla();
    const section = await screen.findByRole('region', { name: 'বুকিং বাতিল' });
    const hours = within(section).getByRole('textbox', { name: LABEL_BN });
    expect(hours).toHaveAccessibleDescription(/^০ থেকে ১৬৮। .*আপনাকে ফোন করতে বলা হবে। ০: স্লট শুরু হওয়া পর্যন্ত।$/);
    const user = userEvent.setup();

    await user.clear(hours);
    await user.type(hours, '২০০');
    await user.click(screen.getByRole('button', { name: 'সেটিংস সেভ করুন' }));
    await screen.findByText('কিছুই সেভ হয়নি: আগে চিহ্নিত ঘরগুলো ঠিক করুন।');
    expect(hours).toHaveAccessibleDescription(/০ থেকে ১৬৮ পূর্ণ ঘণ্টা$/);

    await user.clear(hours);
    await user.type(hours, '১২');
    await user.click(screen.getByRole('button', { name: 'সেটিংস সেভ করুন' }));
    await screen.findByText('কিছুই সেভ হয়নি: সার্ভার চিহ্নিত ঘরটি নেয়নি।');
    expect(hours).toHaveAccessibleDescription(
      expect.stringContaining('দর্শকের বাতিলের সময়সীমা ০ থেকে ১৬৮ পূর্ণ ঘণ্টা হতে হবে; কিছুই সেভ হয়নি'),
    );

    const log = screen.getByRole('region', { name: 'বদলের তালিকা' });
    await within(log).findByText(/manager@turf\.example/);
    expect(within(log).getByText(LABEL_BN, { exact: false })).toHaveTextContent(`${LABEL_BN}: ২৪ → ১২`);
  });
});

describe('the settings draft: the visitors’ cutoff', () => {
  it('is checked as the schema is: whole hours from 0 to 168, any script’s digits', () => {
    const problemFor = (typed: string) => {
      const draft = toDraft(DEFAULT_SETTINGS);
      draft.visitors.cancelCutoffHours = typed;
      return checkDraft(draft).get('visitors.cancelCutoffHours');
    };
    for (const fine of ['0', '24', '168', '১৬৮', ' 7 ']) expect(problemFor(fine), fine).toBeUndefined();
    for (const wrong of ['169', '-1', '2.5', '', 'x', '1e2']) {
      expect(problemFor(wrong), wrong).toEqual({ kind: 'cancelCutoffHours' });
    }
  });

  it('round trips the venue’s value, and a document without it goes out with the defaults', () => {
    const six = { ...DEFAULT_SETTINGS, visitors: { cancelCutoffHours: 6 } };
    expect(toSettings(toDraft(six))).toEqual(six);
    const { visitors: _none, ...older } = structuredClone(DEFAULT_SETTINGS);
    expect(toSettings(toDraft(older)).visitors).toEqual(DEFAULT_VISITOR_SETTINGS);
  });
});
