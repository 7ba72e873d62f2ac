import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { describe, expect, it, vi } from 'vitest';
import { shownVersion, showVenueSettings } from '../../src/lib/venue-settings';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { json } from './fake-admin-api';
import { type FakeSettingsOptions, fakeSettingsApi } from './fake-settings-api';

signedInForEachTest();

async function openSettings(options?: FakeSettingsOptions) {
  const api = fakeSettingsApi(options);
  vi.stubGlobal('fetch', api.fetch);
  renderAdminPanel('/admin/settings');
  await screen.findByRole('heading', { level: 2, name: 'Venue' });
  return api;
}

const input = (name: string) => screen.getByRole('textbox', { name });
function type(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}
function save() {
  const button = screen.getByRole('button', { name: 'Save settings' });
  button.focus();
  fireEvent.click(button);
}

describe('/admin/settings: the venue’s settings, edited and saved whole', () => {
  it('loads the saved settings into the form, and the panel has a Settings tab', async () => {
    await openSettings();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect((input('Venue name, English') as HTMLInputElement).value).toBe(DEFAULT_SETTINGS.venue.name.en);
    expect((input('Phone') as HTMLInputElement).value).toBe(DEFAULT_SETTINGS.venue.phone);
    expect((input('Night') as HTMLInputElement).value).toBe(String(DEFAULT_SETTINGS.prices.regular.Night));
    expect(screen.getByText('Version 3')).toBeInTheDocument();
  });

  it('a changed price is sent as the whole document with the version it was loaded at; Saved, and this phone’s pages show it', async () => {
    const api = await openSettings();
    showVenueSettings(null);
    // Typed on a Bangla keyboard: sent as the number.
    type(input('Night'), '৩১০০');
    type(input('Venue name, Bangla (optional)'), 'টার্ফ');
    save();
    await screen.findByText('Saved. The settings are now version 4.');
    const [put] = api.puts();
    const expected = structuredClone(DEFAULT_SETTINGS);
    expected.prices.regular.Night = 3100;
    expected.venue.name = { en: DEFAULT_SETTINGS.venue.name.en, bn: 'টার্ফ' };
    expect(put?.body).toEqual({ version: 3, settings: expected });
    expect(screen.getByText('Version 4')).toBeInTheDocument();
    // Focus stays on Save, and this phone's own pages show the new version.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save settings' }));
    expect(shownVersion()).toBe(4);

    // The next save names the version the last one made.
    type(input('Night'), '3200');
    save();
    await screen.findByText('Saved. The settings are now version 5.');
    expect(api.puts()[1]?.body).toMatchObject({ version: 4 });
  });

  it('a field that breaks the rules is shown beside it and nothing is sent', async () => {
    const api = await openSettings();
    type(input('Night'), '0');
    type(input('Phone'), '01712345678');
    // Spaces and dashes as people write a number are fine; they are not sent.
    type(input('WhatsApp number'), '880 1700-000000');
    type(input('Facebook page'), 'http://facebook.com/turf');
    save();
    await screen.findByText('Nothing was saved: fix the marked fields first.');
    expect(api.puts()).toEqual([]);
    const phone = input('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Write \+ and the country code/).id).toBe(`${phone.id}-error`);
    expect(input('Night').getAttribute('aria-invalid')).toBe('true');
    expect(input('Facebook page').getAttribute('aria-invalid')).toBe('true');
    expect(input('WhatsApp number')).not.toHaveAttribute('aria-invalid');
    // The first marked field in the form's order has the focus.
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });

  it('the server’s 400 is shown on the field it names, and the saved version stays', async () => {
    const api = await openSettings({
      put: () =>
        json(400, {
          error: '"venue.tagline" must be written out, with no hidden characters. Nothing was saved',
          code: 'SETTINGS_TEXT_INVALID',
        }),
    });
    type(input('Tagline, English'), 'Open late');
    save();
    await screen.findByText('Nothing was saved: the server refused the marked field.');
    const tagline = input('Tagline, English');
    expect(tagline.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${tagline.id}-error`)?.textContent).toMatch(
      /^"venue\.tagline" must be written out/,
    );
    await waitFor(() => expect(document.activeElement).toBe(tagline));
    expect(api.puts()).toHaveLength(1);
    expect(screen.getByText('Version 3')).toBeInTheDocument();
  });

  it('409: says the settings were changed on another phone, and loads the newest only when asked', async () => {
    let refuse = true;
    const api = await openSettings({
      put: () => (refuse ? json(409, { error: 'conflict', code: 'SETTINGS_VERSION_CONFLICT' }) : undefined),
    });
    type(input('Night'), '3300');
    save();
    const alert = await screen.findByText(/changed on another phone since you opened them/);
    expect(alert.closest('[role="alert"]')?.textContent).toMatch(/What you changed on this screen is dropped/);
    // What was typed is still there until the manager chooses.
    expect((input('Night') as HTMLInputElement).value).toBe('3300');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Load the newest settings' }));
    await screen.findByText('Loaded the newest settings, version 3.');
    expect((input('Night') as HTMLInputElement).value).toBe(String(DEFAULT_SETTINGS.prices.regular.Night));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Settings' }));
    expect(api.calls.filter((call) => call.method === 'GET' && call.url.endsWith('/api/settings'))).toHaveLength(2);
  });

  it('the weekend switch shows the weekend prices and days, and only then sends them', async () => {
    const api = await openSettings();
    const weekendSwitch = screen.getByRole('switch', { name: 'Different weekend prices' });
    expect(weekendSwitch.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Weekend days' })).not.toBeInTheDocument();
    fireEvent.click(weekendSwitch);
    const prices = screen.getByRole('group', { name: 'Weekend price per slot (BDT)' });
    // Starts from the regular prices: only what differs is changed.
    type(within(prices).getByRole('textbox', { name: 'Night' }), '3500');
    const days = screen.getByRole('group', { name: 'Weekend days' });
    expect((within(days).getByRole('checkbox', { name: 'Friday' }) as HTMLInputElement).checked).toBe(true);
    expect((within(days).getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(within(days).getByRole('checkbox', { name: 'Thursday' }));
    save();
    await screen.findByText('Saved. The settings are now version 4.');
    expect(api.puts()[0]?.body).toMatchObject({
      settings: {
        prices: {
          regular: DEFAULT_SETTINGS.prices.regular,
          weekend: { ...DEFAULT_SETTINGS.prices.regular, Night: 3500 },
          weekendDays: ['Thursday', 'Friday'],
        },
      },
    });

    // Off again: no weekend prices are sent.
    fireEvent.click(screen.getByRole('switch', { name: 'Different weekend prices' }));
    save();
    await screen.findByText('Saved. The settings are now version 5.');
    expect(api.sent(1).settings.prices.weekend).toBeUndefined();
  });

  it('events: added, moved up and down, removed, with the focus following; the order is what is sent', async () => {
    const api = await openSettings();
    const titles = () =>
      screen.getAllByRole('textbox', { name: 'Title, English' }).map((element) => (element as HTMLInputElement).value);
    const events = DEFAULT_SETTINGS.events.items.map((event) => event.title.en);
    // The slides' titles come first on the page; the events' follow.
    const slides = DEFAULT_SETTINGS.home.slides.length;
    expect(titles().slice(slides)).toEqual(events);

    fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await screen.findByText('Event 5 added. Fill it in, then save.');
    const fresh = screen.getAllByRole('textbox', { name: 'Title, English' }).at(-1) as HTMLElement;
    expect(document.activeElement).toBe(fresh);
    type(fresh, 'Night League');
    const added = screen.getAllByRole('listitem').find((item) => within(item).queryByText('Event 5')) as HTMLElement;
    type(within(added).getByRole('textbox', { name: 'Date, English' }), 'Every Friday');
    type(within(added).getByRole('textbox', { name: 'Description, English' }), 'Seven a side under the lights.');
    type(within(added).getByRole('textbox', { name: 'Status, English' }), 'Registration open');

    const up = screen.getByRole('button', { name: 'Move up event 5' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move up event 4'));
    expect(titles().slice(slides)).toEqual([events[0], events[1], events[2], 'Night League', events[3]]);

    fireEvent.click(screen.getByRole('button', { name: 'Move down event 1' }));
    expect(titles().slice(slides)).toEqual([events[1], events[0], events[2], 'Night League', events[3]]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move down event 2'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove event 3' }));
    await screen.findByText('Event 3 removed. Save to keep this.');
    expect(titles().slice(slides)).toEqual([events[1], events[0], 'Night League', events[3]]);
    expect(document.activeElement?.textContent).toBe('Remove event 3');

    save();
    await screen.findByText('Saved. The settings are now version 4.');
    const sent = api.sent(0).settings.events.items;
    expect(sent.map((event) => event.title.en)).toEqual([events[1], events[0], 'Night League', events[3]]);
    expect(sent[2]).toEqual({
      title: { en: 'Night League' },
      dateText: { en: 'Every Friday' },
      description: { en: 'Seven a side under the lights.' },
      status: { en: 'Registration open' },
    });
  });

  it('each event has its button text in English and Bangla: loaded, edited, and left out when cleared', async () => {
    const api = await openSettings();
    const event = (n: number) =>
      screen.getAllByRole('listitem').find((item) => within(item).queryByText(`Event ${n}`)) as HTMLElement;
    const button = (n: number, language: 'English' | 'Bangla (optional)') =>
      within(event(n)).getByRole('textbox', { name: `Button text, ${language}` }) as HTMLInputElement;
    expect(within(event(1)).getByText('Leave empty and the button says "See Details"')).toBeInTheDocument();
    expect(button(1, 'English').value).toBe('');
    expect(button(4, 'English').value).toBe('View Menu');
    expect(button(4, 'Bangla (optional)').value).toBe('মেনু দেখুন');
    expect(button(1, 'English').maxLength).toBe(24);

    type(button(1, 'English'), 'Register Now');
    type(button(4, 'English'), '');
    type(button(4, 'Bangla (optional)'), '');
    save();
    await screen.findByText('Saved. The settings are now version 4.');
    const sent = api.sent(0).settings.events.items;
    expect(sent[0]?.button).toEqual({ en: 'Register Now' });
    expect(sent[3]).not.toHaveProperty('button');
    expect(sent.slice(1, 3).every((item) => !('button' in item))).toBe(true);
  });

  it('a Bangla button text without the English is marked, and nothing is sent', async () => {
    const api = await openSettings();
    const first = screen.getAllByRole('textbox', { name: 'Button text, English' })[0] as HTMLElement;
    type(screen.getAllByRole('textbox', { name: 'Button text, Bangla (optional)' })[0] as HTMLElement, 'মেনু দেখুন');
    save();
    await screen.findByText('Nothing was saved: fix the marked fields first.');
    expect(api.puts()).toEqual([]);
    expect(first.getAttribute('aria-invalid')).toBe('true');
  });

  it('the change log: who, when on the venue’s clock, the fields in words, and Load more', async () => {
    await openSettings({
      changes: [
        {
          version: 3,
          savedBy: 'manager@turf.example',
          savedAt: '2026-11-22T15:30:00.000Z',
          changes: [
            { path: 'prices.regular.Night', before: 2500, after: 3100 },
            { path: 'venue.phone', before: '+8801700000000', after: '+8801800000000' },
          ],
        },
        {
          version: 2,
          savedBy: 'owner@turf.example',
          savedAt: '2026-11-21T04:00:00.000Z',
          changes: [
            { path: 'events.items.1.title.bn', after: 'সাঁতার' },
            { path: 'events.items.3.button.en', before: 'View Menu', after: 'Order Now' },
          ],
        },
      ],
    });
    const log = await screen.findByRole('region', { name: 'Changes' });
    await within(log).findByText(/manager@turf\.example/);
    // 15:30 UTC is 9:30 pm at the venue (UTC+6).
    expect(within(log).getByText(/manager@turf\.example, Nov 22, 2026, 9:30/)).toBeInTheDocument();
    expect(within(log).getByText('Price: Night').textContent).toBe('Price: Night: 2500 → 3100');
    expect(within(log).getByText('Phone')).toBeInTheDocument();
    fireEvent.click(within(log).getByRole('button', { name: 'Load more' }));
    await within(log).findByText(/owner@turf\.example/);
    expect(within(log).getByText('Event 2: Title (Bangla)').textContent).toBe('Event 2: Title (Bangla): added: সাঁতার');
    expect(within(log).getByText('Event 4: Button text (English)').textContent).toBe(
      'Event 4: Button text (English): View Menu → Order Now',
    );
    expect(within(log).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
