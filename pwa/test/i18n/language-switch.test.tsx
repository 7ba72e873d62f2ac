import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createLanguageHistory } from '../../src/app/language-history';
import { SiteHeader } from '../../src/app/site-header';
import { BookingForm } from '../../src/features/booking-form/booking-form';
import { initialBookingFormData, useBookingFormStore } from '../../src/features/booking-form/booking-form-store';
import { en } from '../../src/i18n/catalogue-en';
import { LanguageProvider } from '../../src/i18n/language';

vi.mock('../../src/outbox', () => ({ submitBookingRequest: vi.fn() }));

beforeEach(() => {
  useBookingFormStore.setState(initialBookingFormData());
  useBookingFormStore.getState().selectDate('2030-01-15');
  useBookingFormStore.getState().selectSlot('N-2');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the switch sets its cookie this way; each test starts without it.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.lang = 'en';
});

function renderSlotsPage(moveAddress = vi.fn()) {
  // One element tree for the header and the form, as on /slots: a switch must not remount it.
  const router = createMemoryRouter(
    [
      {
        path: '/slots',
        element: (
          <>
            <SiteHeader />
            <BookingForm />
          </>
        ),
      },
    ],
    { initialEntries: ['/slots'] },
  );
  render(
    <LanguageProvider locale="en" text={en} moveAddress={moveAddress}>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
  return moveAddress;
}

describe('the language switch', () => {
  test('`বাংলা | English` changes every text at once and keeps what was typed', async () => {
    const user = userEvent.setup();
    const moveAddress = renderSlotsPage();
    const name = screen.getByLabelText('Reference Name');
    await user.type(name, 'Rahim Uddin');
    await user.type(screen.getByLabelText('Phone'), '01712');

    const switch_ = screen.getByRole('group', { name: 'Language' });
    expect(within(switch_).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switch_).getByRole('button', { name: 'বাংলা' }));

    expect(await screen.findByRole('heading', { name: 'বুকিংয়ের বিবরণ' })).toBeInTheDocument();
    // The same input element, its text kept: nothing was remounted.
    expect(screen.getByLabelText('রেফারেন্স নাম')).toBe(name);
    expect(name).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('ফোন')).toHaveValue('01712');
    expect(screen.getAllByRole('navigation', { name: 'প্রধান মেনু' })).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'ভাষা' })).getByRole('button', { name: 'বাংলা' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Remembered for the server and the service worker, the page's language and address moved with it.
    expect(document.cookie).toMatch(/(^|; )lang=bn(;|$)/);
    expect(document.documentElement.lang).toBe('bn');
    expect(moveAddress).toHaveBeenCalledWith('bn');

    // And back, from the phone's tab (it names the other language in that language).
    const tab = document.querySelector<HTMLButtonElement>('nav.tab-bar button.language-tab');
    expect(tab).toHaveAccessibleName('English');
    expect(tab).toHaveAttribute('lang', 'en');
    await user.click(tab as HTMLButtonElement);
    expect(await screen.findByRole('heading', { name: 'Booking Summary' })).toBeInTheDocument();
    expect(name).toHaveValue('Rahim Uddin');
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  });

  test('a tap on the page’s own language keeps it, and remembers it as chosen', async () => {
    const user = userEvent.setup();
    const moveAddress = renderSlotsPage();
    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Booking Summary' })).toBeInTheDocument();
    expect(moveAddress).toHaveBeenCalledWith('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  });
});

describe('the language-aware history', () => {
  test('the router sees addresses without their language; every address it writes carries it', () => {
    window.history.replaceState(null, '', '/slots?date=2030-01-15');
    const history = createLanguageHistory('bn');
    // The unprefixed address becomes the language's own at once.
    expect(window.location.pathname).toBe('/bn/slots');
    expect(window.location.search).toBe('?date=2030-01-15');
    expect(history.location.pathname).toBe('/slots');
    expect(history.createHref({ pathname: '/events' })).toBe('/bn/events');
    expect(history.createHref({ pathname: '/' })).toBe('/bn');
    act(() => history.push({ pathname: '/contact', search: '', hash: '' }));
    expect(window.location.pathname).toBe('/bn/contact');
    expect(history.location.pathname).toBe('/contact');

    history.setLanguage('en');
    expect(window.location.pathname).toBe('/en/contact');
    expect(history.location.pathname).toBe('/contact');
    expect(history.createHref('/slots')).toBe('/en/slots');
  });

  test('at start the address bar is written once: the language and the router history’s entry number together', () => {
    window.history.replaceState(null, '', '/slots?date=2030-01-15');
    const writes = vi.spyOn(window.history, 'replaceState');
    const history = createLanguageHistory('en');
    expect(writes).toHaveBeenCalledTimes(1);
    writes.mockRestore();
    expect(window.location.pathname).toBe('/en/slots');
    expect(window.history.state).toMatchObject({ idx: 0 });
    // Numbered as react-router numbers it, its push and back still work.
    act(() => history.push({ pathname: '/events', search: '', hash: '' }));
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(history.location.pathname).toBe('/events');
  });

  test('an entry the router already numbered (a reload) keeps its number and state', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '', '/en/contact');
    createLanguageHistory('en');
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 3 });
    expect(window.location.pathname).toBe('/en/contact');
  });

  test('back to an address written before a switch shows it in the chosen language', async () => {
    window.history.replaceState(null, '', '/bn/events');
    const history = createLanguageHistory('bn');
    const seen: string[] = [];
    const stop = history.listen(({ location }) => seen.push(location.pathname));
    history.push({ pathname: '/contact', search: '', hash: '' });
    history.setLanguage('en');
    expect(window.location.pathname).toBe('/en/contact');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.go(-1);
    await popped;
    expect(seen).toEqual(['/events']);
    expect(window.location.pathname).toBe('/en/events');
    stop();
  });
});
