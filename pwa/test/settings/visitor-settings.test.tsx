import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settings, VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Component as SlotsRoute } from '../../src/app/routes/slots';
import { initialBookingFormData, useBookingFormStore } from '../../src/features/booking-form/booking-form-store';
import { PricePanel } from '../../src/features/booking-form/price-panel';
import { type TakenSlotsView, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { SlotList } from '../../src/features/slots/slot-list';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import {
  PAGE_SETTINGS_ID,
  RenderedSettingsProvider,
  refreshVenueSettings,
  showVenueSettings,
  useVenueSettings,
} from '../../src/lib/venue-settings';

vi.mock('../../src/features/slots/api/get-taken-slots', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/features/slots/api/get-taken-slots')>()),
  useTakenSlots: vi.fn(),
}));

/** The venue's saved settings: Night 3000 on weekdays, 3600 on its weekend (Friday and Saturday), 7 days ahead. */
const SAVED: Settings = {
  ...DEFAULT_SETTINGS,
  prices: {
    regular: { Morning: 1800, Afternoon: 2000, Night: 3000, 'Late Night': 2200 },
    weekend: { Morning: 2100, Afternoon: 2300, Night: 3600, 'Late Night': 2400 },
    weekendDays: ['Friday', 'Saturday'],
  },
  bookingHorizonDays: 7,
};
const THURSDAY = '2030-01-10';
const FRIDAY = '2030-01-11';

/** What the server answers for `GET /api/settings`; `pending` leaves every ask unanswered. */
function serverAnswers(answer: VersionedSettings | 'offline' | 'pending') {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    expect(String(input)).toContain('/api/settings');
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const shownPrice = () => screen.getByText('Slot Price').nextElementSibling?.textContent;
const slotStatus = (id: string) =>
  document.querySelector(`button[data-slot-id="${id}"] .slot-status`)?.textContent ?? null;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${THURSDAY}T06:00:00Z`)); // noon in Dhaka
  useBookingFormStore.setState(initialBookingFormData());
  // Each case is a new page: what it shows is what it was rendered with until it asks.
  showVenueSettings(null);
  vi.mocked(useTakenSlots).mockReturnValue({
    data: { taken: [], source: 'server', asOf: Date.now() },
    isPending: false,
  } as unknown as UseQueryResult<TakenSlotsView>);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The app's start: it asks the server once (pwa-update.ts calls `followVenueSettings`). */
const appAsks = () => act(() => refreshVenueSettings());

describe("the visitor's prices and horizon come from the venue's saved settings", () => {
  test('the settings the page was rendered with until the server answers, then the saved prices', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    act(() => useBookingFormStore.getState().selectSlot('N-1', THURSDAY));
    render(<PricePanel />);
    expect(shownPrice()).toBe(`BDT ${DEFAULT_SETTINGS.prices.regular.Night}`);
    const asked = refreshVenueSettings();
    expect(fetch).toHaveBeenCalled();
    act(() => answer(new Response(JSON.stringify({ version: 2, settings: SAVED }))));
    await act(() => asked);
    expect(shownPrice()).toBe('BDT 3000');
  });

  test('a page rendered by the server with version 2 shows it before any answer, and hydrates against it', async () => {
    serverAnswers('pending');
    act(() => useBookingFormStore.getState().selectSlot('N-1', FRIDAY));
    render(
      <RenderedSettingsProvider value={{ version: 2, settings: SAVED }}>
        <PricePanel />
      </RenderedSettingsProvider>,
    );
    expect(shownPrice()).toBe('BDT 3600');
  });

  test('a weekend date shows the weekend price, a weekday the regular one: slot list and price panel', async () => {
    serverAnswers({ version: 2, settings: SAVED });
    await appAsks();
    const user = userEvent.setup();
    const { rerender } = render(<SlotList date={THURSDAY} selected={null} onSelect={() => {}} />);
    await user.click(screen.getByRole('tab', { name: 'Night' }));
    await waitFor(() => expect(slotStatus('N-1')).toBe('BDT 3000'));
    rerender(<SlotList date={FRIDAY} selected={null} onSelect={() => {}} />);
    expect(slotStatus('N-1')).toBe('BDT 3600');
    await user.click(screen.getByRole('tab', { name: 'Morning' }));
    expect(slotStatus('M-1')).toBe('BDT 2100');

    render(<PricePanel />);
    act(() => useBookingFormStore.getState().selectSlot('N-2', FRIDAY));
    expect(shownPrice()).toBe('BDT 3600');
    act(() => useBookingFormStore.getState().selectSlot('N-2', THURSDAY));
    expect(shownPrice()).toBe('BDT 3000');
  });

  test('in Bangla the weekend price is written with Bangla digits', async () => {
    serverAnswers({ version: 2, settings: SAVED });
    await appAsks();
    act(() => useBookingFormStore.getState().selectSlot('N-1', FRIDAY));
    render(
      <TextProvider text={bn}>
        <PricePanel />
      </TextProvider>,
    );
    const panel = screen.getByRole('region', { name: bn.form.priceLabel });
    expect(within(panel).getByText(bn.form.slotPrice).nextElementSibling?.textContent).toBe(bn.slots.price(3600));
    expect(bn.slots.price(3600)).toMatch(/৩৬০০|৩,৬০০/);
  });

  test('the calendar offers dates up to the saved horizon, not the default 60 days', async () => {
    serverAnswers({ version: 2, settings: SAVED });
    render(
      <MemoryRouter>
        <SlotsRoute />
      </MemoryRouter>,
    );
    await appAsks();
    const day = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
    // January 17 is 7 days after the 10th: the last one bookable; the 18th is past the horizon.
    await waitFor(() => expect(day(/January 18, 2030/).disabled).toBe(true));
    expect(day(/January 17, 2030/).disabled).toBe(false);
  });

  test('offline, the page keeps the version it was rendered with', async () => {
    const offline = serverAnswers('offline');
    act(() => useBookingFormStore.getState().selectSlot('N-1', FRIDAY));
    render(
      <RenderedSettingsProvider value={{ version: 2, settings: SAVED }}>
        <PricePanel />
      </RenderedSettingsProvider>,
    );
    await appAsks();
    expect(offline).toHaveBeenCalled();
    expect(shownPrice()).toBe('BDT 3600');
  });

  test('an answer of the version the page shows costs the screen no render and the service worker nothing', async () => {
    const answered = serverAnswers({ version: 0, settings: DEFAULT_SETTINGS });
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage } } });
    let renders = 0;
    function NightPrice() {
      renders += 1;
      return <p>{useVenueSettings((settings) => settings.prices.regular.Night)}</p>;
    }
    render(<NightPrice />);
    await appAsks();
    expect(answered).toHaveBeenCalled();
    expect(renders).toBe(1);
    expect(postMessage).not.toHaveBeenCalled();
  });

  test('a newer version is shown at once and the service worker is asked to fetch its page copies again, once', async () => {
    serverAnswers({ version: 3, settings: { ...SAVED, bookingHorizonDays: 9 } });
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage } } });
    function Horizon() {
      return <p>{useVenueSettings((settings) => settings.bookingHorizonDays)}</p>;
    }
    render(<Horizon />);
    expect(screen.getByText('60')).toBeInTheDocument();
    await appAsks();
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'turf-refresh-pages', version: 3 });
    // Asking again finds the version shown: nothing more to fetch.
    await appAsks();
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  test('the page’s own settings script is what the app starts from', async () => {
    const script = document.getElementById(PAGE_SETTINGS_ID) as HTMLScriptElement;
    const before = script.textContent;
    script.textContent = JSON.stringify({ version: 5, settings: SAVED });
    try {
      vi.resetModules();
      const fresh = await import('../../src/lib/venue-settings');
      expect(fresh.shownVersion()).toBe(5);
    } finally {
      script.textContent = before;
    }
  });
});
