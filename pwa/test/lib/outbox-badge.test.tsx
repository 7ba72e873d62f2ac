import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectivityBanner } from '../../src/components/connectivity-banner';
import {
  onOutboxNews,
  publishOutboxNews,
  readWaitingCount,
  useWaitingCount,
  WAITING_COUNT_KEY,
} from '../../src/lib/outbox-badge';

function Badge() {
  return <output>{useWaitingCount()}</output>;
}

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => {
  localStorage.clear();
  setOnLine(true);
});

describe('waiting count (the nav badge)', () => {
  it('mirrors the count into localStorage and re-renders the badge', () => {
    render(<Badge />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => publishOutboxNews({ type: 'waiting', count: 3 }));
    expect(localStorage.getItem(WAITING_COUNT_KEY)).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('3');
    act(() => publishOutboxNews({ type: 'waiting', count: 0 }));
    expect(screen.getByRole('status').textContent).toBe('0');
  });

  it('follows a count another tab wrote (storage event)', () => {
    render(<Badge />);
    act(() => {
      localStorage.setItem(WAITING_COUNT_KEY, '2');
      window.dispatchEvent(new StorageEvent('storage', { key: WAITING_COUNT_KEY }));
    });
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('reads nonsense in storage as zero', () => {
    localStorage.setItem(WAITING_COUNT_KEY, 'lots');
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
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    setOnLine(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You are offline/)).toBeNull();
    act(() => publishOutboxNews({ type: 'sent', count: 2 }));
    expect(screen.getByText('Your 2 saved booking requests were sent.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my requests' }).getAttribute('href')).toBe('/my-requests');
  });
});
