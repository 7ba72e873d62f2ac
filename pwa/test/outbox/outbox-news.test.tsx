import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityBanner } from '../../src/components/connectivity-banner';
import { STORAGE_KEYS } from '../../src/lib/config';
import {
  onOutboxNews,
  outboxHasWork,
  outboxUsedOnDevice,
  publishOutboxNews,
  publishUnseenRequests,
  readWaitingCount,
  type UnseenRequest,
  useWaitingCount,
} from '../../src/outbox/outbox-news';

function Badge() {
  return <output>{useWaitingCount()}</output>;
}

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  setOnLine(true);
  publishUnseenRequests(0, []);
});

describe('waiting count (the nav badge)', () => {
  it('mirrors the count into localStorage and re-renders the badge', () => {
    render(<Badge />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => publishOutboxNews({ type: 'waiting', count: 3 }));
    expect(localStorage.getItem(STORAGE_KEYS.outboxWaitingCount)).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('3');
    act(() => publishOutboxNews({ type: 'waiting', count: 0 }));
    expect(screen.getByRole('status').textContent).toBe('0');
  });

  it('follows a count another tab wrote (storage event)', () => {
    render(<Badge />);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.outboxWaitingCount, '2');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.outboxWaitingCount }));
    });
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('reads nonsense in storage as zero', () => {
    localStorage.setItem(STORAGE_KEYS.outboxWaitingCount, 'lots');
    expect(readWaitingCount()).toBe(0);
  });

  it('delivers news to listeners until they unsubscribe', () => {
    const heard: unknown[] = [];
    const stop = onOutboxNews((news) => heard.push(news));
    publishOutboxNews({ type: 'sent', count: 2 });
    stop();
    publishOutboxNews({ type: 'sent', count: 5 });
    expect(heard).toEqual([{ type: 'sent', count: 2 }]);
  });
});

describe('ConnectivityBanner', () => {
  it('says so quietly when offline, and briefly when saved requests were sent', () => {
    setOnLine(false);
    render(
      <MemoryRouter>
        <ConnectivityBanner />
      </MemoryRouter>,
    );
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    setOnLine(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    act(() => publishOutboxNews({ type: 'sent', count: 2 }));
    expect(screen.getByText('Your 2 saved booking requests were sent.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my requests' }).getAttribute('href')).toBe('/my-requests');
  });

  it('keeps the note up while a request it sent waits for its advance, until the visitor goes to pay', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <ConnectivityBanner />
      </MemoryRouter>,
    );
    act(() => publishOutboxNews({ type: 'sent', count: 1 }));
    act(() => vi.advanceTimersByTime(6_001));
    expect(screen.queryByText(/saved booking request/)).not.toBeInTheDocument();

    act(() => publishOutboxNews({ type: 'sent', count: 1, awaitingAdvance: 1 }));
    // Later news without an advance does not take the note down either.
    act(() => publishOutboxNews({ type: 'sent', count: 1, awaitingAdvance: 0 }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your 2 saved booking requests were sent. An advance is due: pay soon to keep the slot. Pay now',
    );
    const pay = screen.getByRole('link', { name: 'Pay now' });
    expect(pay).toHaveAttribute('href', '/my-requests');
    act(() => pay.click());
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});

describe('whether a start of the app has work for the outbox', () => {
  it('only when a request waits to be sent or a Booking ID waits to be seen', () => {
    expect(outboxHasWork()).toBe(false);
    publishOutboxNews({ type: 'waiting', count: 1 });
    expect(outboxHasWork()).toBe(true);
    publishOutboxNews({ type: 'waiting', count: 0 });
    expect(outboxHasWork()).toBe(false);
    publishUnseenRequests(1, []);
    expect(outboxHasWork()).toBe(true);
    publishUnseenRequests(0, []);
    expect(outboxHasWork()).toBe(false);
  });
});

describe('whether the outbox has ever been used on this device (/slots loads it to mark slots only then)', () => {
  it('no on a phone that never sent a request; yes from the first count the outbox writes, even a zero', () => {
    localStorage.clear();
    expect(outboxUsedOnDevice()).toBe(false);
    publishUnseenRequests(0, []);
    expect(outboxUsedOnDevice()).toBe(true);
    localStorage.clear();
    expect(outboxUsedOnDevice()).toBe(false);
    publishOutboxNews({ type: 'waiting', count: 0 });
    expect(outboxUsedOnDevice()).toBe(true);
  });

  it('yes when storage cannot be read: the outbox then loads as it always did', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(outboxUsedOnDevice()).toBe(true);
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('ConnectivityBanner: requests whose Booking ID the visitor has not seen', () => {
  const request = (id: string, standing: UnseenRequest['standing']): UnseenRequest => ({
    id,
    standing,
    name: 'Rana',
    date: '2030-03-10',
    time: '7:30 pm - 9:00 pm',
  });

  it('shows each with its ID and where it stands; the button asks the page to show it, a refused one links to the list', () => {
    const shown: UnseenRequest[] = [];
    render(
      <MemoryRouter>
        <ConnectivityBanner onShowBookingId={(item) => shown.push(item)} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Your booking request/)).not.toBeInTheDocument();
    act(() =>
      publishUnseenRequests(3, [
        request('AAA-AAA-AA2', 'sending'),
        request('AAA-AAA-AA3', 'waiting'),
        request('AAA-AAA-AA4', 'refused'),
      ]),
    );
    const bars = screen.getAllByText(/Your booking request/);
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Your booking request AAA-AAA-AA2 is being sent.',
      'Your booking request AAA-AAA-AA3 is waiting to be sent.',
      'Your booking request AAA-AAA-AA4 was not accepted.',
    ]);
    const buttons = screen.getAllByRole('button', { name: 'Show Booking ID' });
    expect(buttons).toHaveLength(2);
    act(() => buttons[0]?.click());
    expect(shown.map((item) => item.id)).toEqual(['AAA-AAA-AA2']);
    expect(screen.getByRole('link', { name: 'See my requests' }).getAttribute('href')).toBe('/my-requests');
    // In the live region, so a screen reader hears it; and it shows offline too, where it matters most.
    expect(bars[0]?.closest('[role="status"]')).toBeInTheDocument();
    setOnLine(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(screen.getAllByText(/Your booking request/)).toHaveLength(3);
    act(() => publishUnseenRequests(0, []));
    expect(screen.queryByText(/Your booking request/)).not.toBeInTheDocument();
  });
});
