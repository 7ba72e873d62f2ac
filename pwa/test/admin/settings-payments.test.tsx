import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_PAYMENT_SETTINGS, DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Component as AdminRoute } from '../../src/app/routes/admin';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { json } from './fake-admin-api';
import { type FakeSettingsOptions, fakeSettingsApi } from './fake-settings-api';

/** The settings' Payments section (issue 30): how a request is confirmed, the advance, the hold, Send money numbers. */

signedInForEachTest();

const ADVANCE_BY_BKASH: PaymentSettings = {
  confirmation: 'advance',
  advance: 'full',
  holdMinutes: 20,
  manualMoneyShown: true,
  manualMoneyNumbers: [{ provider: 'nagad', number: '01712345678', account: 'merchant' }],
};

async function openSettings(options?: FakeSettingsOptions) {
  const api = fakeSettingsApi(options);
  vi.stubGlobal('fetch', api.fetch);
  renderAdminPanel('/admin/settings');
  const section = await screen.findByRole('region', { name: 'Payments' });
  return { api, section, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

describe('/admin/settings: Payments', () => {
  it('a document saved before the payment settings shows their defaults, and saving writes them', async () => {
    const { payments: _none, ...older } = structuredClone(DEFAULT_SETTINGS);
    const { api, section, user } = await openSettings({ settings: older });
    expect(within(section).getByRole('radio', { name: 'By the manager' })).toBeChecked();
    expect(within(section).getByRole('radio', { name: 'By the manager' })).toHaveAccessibleDescription(
      'You confirm each request yourself, as today.',
    );
    expect(within(section).getByRole('radio', { name: 'By advance payment' })).toHaveAccessibleDescription(
      /confirmed when its advance is paid by bKash\. The slot is held for the visitor while they pay/,
    );
    expect(within(section).getByRole('radio', { name: 'An amount' })).toBeChecked();
    expect(within(section).getByRole('textbox', { name: 'Advance (BDT)' })).toHaveValue('500');
    expect(within(section).getByRole('textbox', { name: 'Hold (minutes)' })).toHaveValue('15');
    expect(within(section).getByRole('switch', { name: 'Show Send money numbers to visitors' })).not.toBeChecked();
    expect(within(section).getByText('No numbers yet.')).toBeInTheDocument();

    await user.click(saveButton());
    await screen.findByText('Saved. The settings are now version 4.');
    expect(api.sent(0).settings.payments).toEqual(DEFAULT_PAYMENT_SETTINGS);
  });

  it('advance payment, the full price, a hold typed in Bangla digits and a number as people write it are sent', async () => {
    const { api, section, user } = await openSettings();
    await user.click(within(section).getByRole('radio', { name: 'By advance payment' }));
    await user.click(within(section).getByRole('radio', { name: 'The full price' }));
    // The amount is not asked while the full price is.
    expect(within(section).queryByRole('textbox', { name: 'Advance (BDT)' })).not.toBeInTheDocument();
    const hold = within(section).getByRole('textbox', { name: 'Hold (minutes)' });
    await user.clear(hold);
    await user.type(hold, '২০');

    await user.click(within(section).getByRole('button', { name: 'Add number' }));
    const number = within(section).getByRole('textbox', { name: 'Mobile number' });
    // The new number's input has the focus, and the status line says what happened.
    expect(number).toHaveFocus();
    expect(within(section).getByRole('status')).toHaveTextContent('Number 1 added. Fill it in, then save.');
    await user.type(number, '+880 1712-345678');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Service' }), 'Nagad');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Account' }), 'Merchant');
    await user.click(within(section).getByRole('switch', { name: 'Show Send money numbers to visitors' }));

    await user.click(saveButton());
    await screen.findByText('Saved. The settings are now version 4.');
    expect(api.sent(0)).toEqual({ version: 3, settings: { ...DEFAULT_SETTINGS, payments: ADVANCE_BY_BKASH } });
    // Loaded back from the answer: the choices stay as saved.
    expect(within(section).getByRole('radio', { name: 'The full price' })).toBeChecked();
    expect(within(section).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('01712345678');
  });

  it('mistakes are shown beside their field and nothing is sent', async () => {
    const { api, section, user } = await openSettings();
    const advance = within(section).getByRole('textbox', { name: 'Advance (BDT)' });
    await user.clear(advance);
    await user.type(advance, '0');
    const hold = within(section).getByRole('textbox', { name: 'Hold (minutes)' });
    await user.clear(hold);
    await user.type(hold, '61');
    const shown = within(section).getByRole('switch', { name: 'Show Send money numbers to visitors' });
    await user.click(shown);
    // Said at once: the switch shows visitors nothing until a number is added.
    expect(shown).toBeInvalid();
    expect(shown).toHaveAccessibleDescription('Add a number first, or turn this off');

    await user.click(screen.getByRole('button', { name: 'Add number' }));
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    const [first, second, third] = within(section).getAllByRole('textbox', { name: 'Mobile number' });
    if (!first || !second || !third) throw new Error('three numbers were not added');
    await user.type(first, '01712345678');
    // The same bKash number again, written another way.
    await user.type(second, '০১৭১২৩৪৫৬৭৮');
    await user.type(third, '1712345');
    expect(shown).not.toBeInvalid();

    await user.click(saveButton());
    await screen.findByText('Nothing was saved: fix the marked fields first.');
    expect(api.puts()).toEqual([]);
    expect(advance).toHaveAccessibleDescription(/Whole taka from 1 to 100000/);
    expect(hold).toHaveAccessibleDescription(/Whole minutes from 5 to 60/);
    expect(first).toBeValid();
    expect(second).toHaveAccessibleDescription(/This number is listed already for this service/);
    expect(third).toHaveAccessibleDescription(/A mobile number of 11 digits/);
    // The first marked field in the form's order has the focus.
    await waitFor(() => expect(advance).toHaveFocus());
  });

  it('the server’s 400 is shown on the number it names', async () => {
    const { api, section, user } = await openSettings({
      settings: { ...DEFAULT_SETTINGS, payments: ADVANCE_BY_BKASH },
      put: () =>
        json(400, {
          error: '"payments.manualMoneyNumbers.0.number": 01712345678 is listed twice for nagad. Nothing was saved',
          code: 'SETTINGS_MANUAL_MONEY_INVALID',
        }),
    });
    await user.click(within(section).getByRole('radio', { name: 'By the manager' }));
    await user.click(saveButton());
    await screen.findByText('Nothing was saved: the server refused the marked field.');
    const number = within(section).getByRole('textbox', { name: 'Mobile number' });
    expect(number).toBeInvalid();
    expect(number).toHaveAccessibleDescription(/is listed twice for nagad/);
    await waitFor(() => expect(number).toHaveFocus());
    expect(api.puts()).toHaveLength(1);
  });

  it('at most three numbers; a removed number gives the focus to the next one’s Remove', async () => {
    const { api, section, user } = await openSettings();
    const add = within(section).getByRole('button', { name: 'Add number' });
    for (let n = 0; n < 4; n += 1) await user.click(add);
    expect(within(section).getAllByRole('textbox', { name: 'Mobile number' })).toHaveLength(3);
    expect(within(section).getByRole('status')).toHaveTextContent('At most 3 numbers.');
    const numbers = within(section).getAllByRole('textbox', { name: 'Mobile number' });
    for (const [index, number] of numbers.entries()) await user.type(number, `0171234567${index}`);

    await user.click(within(section).getByRole('button', { name: 'Remove number 2' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Number 2 removed. Save to keep this.');
    // The third number is now the second, and its Remove has the focus.
    expect(within(section).getByRole('button', { name: 'Remove number 2' })).toHaveFocus();
    expect(
      within(section)
        .getAllByRole('textbox', { name: 'Mobile number' })
        .map((input) => input.getAttribute('value')),
    ).toEqual(['01712345670', '01712345672']);
    await user.click(within(section).getByRole('button', { name: 'Remove number 2' }));
    await user.click(within(section).getByRole('button', { name: 'Remove number 1' }));
    expect(add).toHaveFocus();

    await user.click(saveButton());
    await screen.findByText('Saved. The settings are now version 4.');
    expect(api.sent(0).settings.payments?.manualMoneyNumbers).toEqual([]);
  });

  it('the change log names each payment setting and says its values in the form’s words', async () => {
    await openSettings({
      changes: [
        {
          version: 3,
          savedBy: 'manager@turf.example',
          savedAt: '2026-11-22T15:30:00.000Z',
          changes: [
            { path: 'payments.confirmation', before: 'manager', after: 'advance' },
            { path: 'payments.advance', before: 500, after: 'full' },
            { path: 'payments.holdMinutes', before: 15, after: 20 },
            { path: 'payments.manualMoneyShown', before: false, after: true },
            {
              path: 'payments.manualMoneyNumbers.0',
              after: { provider: 'bkash', number: '01712345678', account: 'merchant' },
            },
            { path: 'payments.manualMoneyNumbers.1.account', before: 'personal', after: 'merchant' },
          ],
        },
      ],
    });
    const log = await screen.findByRole('region', { name: 'Changes' });
    await within(log).findByText(/manager@turf\.example/);
    const lines = within(log)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ul'))
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Confirmation: By the manager → By advance payment',
      'Advance: 500 → The full price',
      'Hold (minutes): 15 → 20',
      'Show Send money numbers to visitors: off → on',
      'Number 1: added: bKash 01712345678, Merchant',
      'Number 2: Account: Personal → Merchant',
    ]);
  });
});

describe('/admin/settings: Payments in Bangla', () => {
  it('the section and the change log in Bangla', async () => {
    const api = fakeSettingsApi({
      changes: [
        {
          version: 2,
          savedBy: 'manager@turf.example',
          savedAt: '2026-11-22T15:30:00.000Z',
          changes: [
            { path: 'payments.confirmation', before: 'manager', after: 'advance' },
            { path: 'payments.manualMoneyNumbers.0.provider', before: 'bkash', after: 'rocket' },
          ],
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
    const section = await screen.findByRole('region', { name: 'পেমেন্ট' });
    expect(within(section).getByRole('radio', { name: 'ম্যানেজারের হাতে' })).toBeChecked();
    expect(within(section).getByRole('radio', { name: 'অগ্রিম পেমেন্টে' })).toHaveAccessibleDescription(
      /বিকাশে অগ্রিম দিলেই অনুরোধ নিশ্চিত হবে/,
    );
    expect(within(section).getByRole('textbox', { name: 'ধরে রাখার সময় (মিনিট)' })).toHaveAccessibleDescription(
      /৫ থেকে ৬০/,
    );
    expect(within(section).getByRole('switch', { name: 'দর্শকদের সেন্ড মানির নম্বর দেখান' })).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'নম্বর যোগ করুন' }));
    expect(within(section).getByRole('combobox', { name: 'সেবা' })).toHaveDisplayValue('বিকাশ');
    expect(within(section).getByRole('combobox', { name: 'অ্যাকাউন্ট' })).toHaveDisplayValue('পার্সোনাল');

    const log = screen.getByRole('region', { name: 'বদলের তালিকা' });
    await within(log).findByText(/manager@turf\.example/);
    expect(within(log).getByText('বুকিং নিশ্চিত হবে', { exact: false })).toHaveTextContent(
      'বুকিং নিশ্চিত হবে: ম্যানেজারের হাতে → অগ্রিম পেমেন্টে',
    );
    expect(within(log).getByText('নম্বর ১: সেবা', { exact: false })).toHaveTextContent('নম্বর ১: সেবা: বিকাশ → রকেট');
  });
});
