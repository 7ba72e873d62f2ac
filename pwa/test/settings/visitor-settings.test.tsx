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
import { db } from '../../src/lib/db';
import { queryClient } from '../../src/lib/query-client';
import { useVenueSettings } from '../../src/lib/venue-settings';

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
  queryClient.removeQueries({ queryKey: ['venue-settings'] });
  await db.settings.clear();
  vi.mocked(useTakenSlots).mockReturnValue({
    data: { taken: [], source: 'server', asOf: Date.now() },
    isPending: false,
  } as unknown as UseQueryResult<TakenSlotsView>);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the visitor's prices and horizon come from the venue's saved settings", () => {
  test('DEFAULT_SETTINGS until the first answer, then the saved prices', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    act(() => useBookingFormStore.getState().selectSlot('N-1', THURSDAY));
    render(<PricePanel />);
    expect(shownPrice()).toBe(`BDT ${DEFAULT_SETTINGS.prices.regular.Night}`);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    act(() => answer(new Response(JSON.stringify({ version: 2, settings: SAVED }))));
    await waitFor(() => expect(shownPrice()).toBe('BDT 3000'));
  });

  test('a weekend date shows the weekend price, a weekday the regular one: slot list and price panel', async () => {
    serverAnswers({ version: 2, settings: SAVED });
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
    act(() => useBookingFormStore.getState().selectSlot('N-1', FRIDAY));
    render(
      <TextProvider text={bn}>
        <PricePanel />
      </TextProvider>,
    );
    const panel = screen.getByRole('region', { name: bn.form.priceLabel });
    await waitFor(() =>
      expect(within(panel).getByText(bn.form.slotPrice).nextElementSibling?.textContent).toBe(bn.slots.price(3600)),
    );
    expect(bn.slots.price(3600)).toMatch(/৩৬০০|৩,৬০০/);
  });

  test('the calendar offers dates up to the saved horizon, not the default 60 days', async () => {
    serverAnswers({ version: 2, settings: SAVED });
    render(
      <MemoryRouter>
        <SlotsRoute />
      </MemoryRouter>,
    );
    const day = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
    // January 17 is 7 days after the 10th: the last one bookable; the 18th is past the horizon.
    await waitFor(() => expect(day(/January 18, 2030/).disabled).toBe(true));
    expect(day(/January 17, 2030/).disabled).toBe(false);
  });

  test('the calendar keeps the default horizon until the first answer', async () => {
    serverAnswers('pending');
    render(
      <MemoryRouter>
        <SlotsRoute />
      </MemoryRouter>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect((screen.getByRole('button', { name: /January 18, 2030/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('offline, the last copy this phone kept is used; the answer that made it was kept on the device', async () => {
    serverAnswers({ version: 2, settings: SAVED });
    act(() => useBookingFormStore.getState().selectSlot('N-1', FRIDAY));
    const first = render(<PricePanel />);
    await waitFor(() => expect(shownPrice()).toBe('BDT 3600'));
    await waitFor(async () => expect((await db.settings.get('public'))?.value.version).toBe(2));
    first.unmount();

    // A new visit with no network: a fresh page has nothing in memory, only the device copy.
    queryClient.removeQueries({ queryKey: ['venue-settings'] });
    const offline = serverAnswers('offline');
    render(<PricePanel />);
    await waitFor(() => expect(shownPrice()).toBe('BDT 3600'));
    expect(offline).toHaveBeenCalled();
  });

  test('offline with no copy on the phone, the defaults are shown', async () => {
    serverAnswers('offline');
    act(() => useBookingFormStore.getState().selectSlot('N-1', FRIDAY));
    render(<PricePanel />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(shownPrice()).toBe(`BDT ${DEFAULT_SETTINGS.prices.regular.Night}`);
  });

  test('an answer equal to what is shown (the defaults) costs the screen no render', async () => {
    const answered = serverAnswers({ version: 1, settings: DEFAULT_SETTINGS });
    let renders = 0;
    function NightPrice() {
      renders += 1;
      return <p>{useVenueSettings((settings) => settings.prices.regular.Night)}</p>;
    }
    render(<NightPrice />);
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await waitFor(async () => expect((await db.settings.get('public'))?.value.version).toBe(1));
    expect(renders).toBe(1);
  });

  test('a page load whose answer is the copy the phone holds writes nothing to the phone', async () => {
    await db.settings.put({ key: 'public', value: { version: 2, settings: SAVED }, fetchedAt: 1 });
    const answered = serverAnswers({ version: 2, settings: SAVED });
    act(() => useBookingFormStore.getState().selectSlot('N-1', FRIDAY));
    render(<PricePanel />);
    await waitFor(() => expect(shownPrice()).toBe('BDT 3600'));
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.getQueryState(['venue-settings'])?.fetchStatus).toBe('idle'));
    expect((await db.settings.get('public'))?.fetchedAt).toBe(1);

    // A new version is kept.
    queryClient.removeQueries({ queryKey: ['venue-settings'] });
    serverAnswers({ version: 3, settings: { ...SAVED, bookingHorizonDays: 9 } });
    render(<PricePanel />);
    await waitFor(async () => expect((await db.settings.get('public'))?.value.version).toBe(3));
  });
});
