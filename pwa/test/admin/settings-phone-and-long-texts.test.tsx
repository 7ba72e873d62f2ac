import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { describe, expect, it, vi } from 'vitest';
import { whatsappToOffer } from '../../src/features/admin/settings/whatsapp-offer';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { fakeSettingsApi } from './fake-settings-api';

signedInForEachTest();

async function openSettings() {
  const api = fakeSettingsApi();
  vi.stubGlobal('fetch', api.fetch);
  renderAdminPanel('/admin/settings');
  await screen.findByRole('heading', { level: 2, name: 'Venue' });
  return api;
}

const input = (name: string) => screen.getByRole('textbox', { name });
/** Typed into the field, then left, as a manager moves on to the next one. */
function typeAndLeave(element: HTMLElement, value: string) {
  element.focus();
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}
const offer = () => screen.queryByRole('group', { name: /^The site's Chat on WhatsApp still opens/ });

describe('whatsappToOffer', () => {
  const before = '+8801700000000';
  it('offers the new phone’s digits when WhatsApp held the old phone', () => {
    expect(whatsappToOffer({ phone: '+880 1911-223344', whatsappNumber: '8801700000000' }, before)).toBe(
      '8801911223344',
    );
  });
  it('offers nothing for an unchanged or unfinished phone, a blank WhatsApp or a WhatsApp of its own', () => {
    expect(whatsappToOffer({ phone: before, whatsappNumber: '8801700000000' }, before)).toBeNull();
    expect(whatsappToOffer({ phone: '+88019', whatsappNumber: '8801700000000' }, before)).toBeNull();
    expect(whatsappToOffer({ phone: '+8801911223344', whatsappNumber: '' }, before)).toBeNull();
    expect(whatsappToOffer({ phone: '+8801911223344', whatsappNumber: '8801555555555' }, before)).toBeNull();
    expect(whatsappToOffer({ phone: '+8801911223344', whatsappNumber: '8801911223344' }, before)).toBeNull();
  });
});

describe('/admin/settings: a changed phone offers to change WhatsApp too (issue 29, item 12)', () => {
  it('`Use … for WhatsApp` writes the new number into WhatsApp, which is saved with it, and takes the focus there', async () => {
    const api = await openSettings();
    expect(DEFAULT_SETTINGS.venue.whatsappNumber).toBe('8801700000000');
    typeAndLeave(input('Phone'), '+8801911223344');
    const group = offer();
    expect(group).toBeInTheDocument();
    expect(group).toHaveTextContent("The site's Chat on WhatsApp still opens 8801700000000. Change WhatsApp too?");
    const use = within(group as HTMLElement).getByRole('button', { name: 'Use 8801911223344 for WhatsApp' });
    use.focus();
    fireEvent.click(use);
    const whatsapp = input('WhatsApp number');
    expect(whatsapp).toHaveValue('8801911223344');
    expect(whatsapp).toHaveFocus();
    expect(offer()).not.toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save settings' });
    save.focus();
    fireEvent.click(save);
    await screen.findByText('Saved. The settings are now version 4.');
    const [put] = api.puts();
    expect(put?.body).toMatchObject({
      settings: { venue: { phone: '+8801911223344', whatsappNumber: '8801911223344' } },
    });
  });

  it('`Keep` leaves WhatsApp as it was and does not ask again for that number', async () => {
    await openSettings();
    typeAndLeave(input('Phone'), '+8801911223344');
    const keep = within(offer() as HTMLElement).getByRole('button', { name: 'Keep 8801700000000' });
    keep.focus();
    fireEvent.click(keep);
    expect(input('WhatsApp number')).toHaveValue('8801700000000');
    expect(input('WhatsApp number')).toHaveFocus();
    expect(offer()).not.toBeInTheDocument();
    typeAndLeave(input('Phone'), '+8801911223344');
    expect(offer()).not.toBeInTheDocument();
  });

  it('says nothing while the phone is typed, only once it is left', async () => {
    await openSettings();
    const phone = input('Phone');
    phone.focus();
    fireEvent.change(phone, { target: { value: '+8801911223344' } });
    expect(offer()).not.toBeInTheDocument();
    fireEvent.blur(phone);
    expect(offer()).toBeInTheDocument();
  });
});

describe('/admin/settings: long texts in multi-line fields (issue 29, item 12)', () => {
  it('the long ones (the tagline, the address) wrap in text areas; short ones stay one line', async () => {
    await openSettings();
    for (const name of ['Tagline, English', 'Address, Bangla (optional)']) {
      expect(input(name).tagName).toBe('TEXTAREA');
    }
    expect(input('Venue name, English').tagName).toBe('INPUT');
    expect(input('Short name, English').tagName).toBe('INPUT');
  });

  it('a line break typed or pasted into one becomes a space: the texts are one paragraph', async () => {
    await openSettings();
    const tagline = input('Tagline, English');
    fireEvent.change(tagline, { target: { value: 'Floodlit turf\nopen late' } });
    expect(tagline).toHaveValue('Floodlit turf open late');
    const enter = fireEvent.keyDown(tagline, { key: 'Enter' });
    expect(enter).toBe(false);
  });
});
