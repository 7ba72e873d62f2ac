import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as MyRequests } from '../../src/app/routes/my-requests';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { db } from '../../src/lib/db';
import type { OutboxItem } from '../../src/outbox/outbox-item';

const item = (id: string, state: OutboxItem['state'], extra: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  date: '2030-01-15',
  slotId: 'N-2',
  time: '7:30 pm - 9:00 pm',
  name: 'রহিম',
  state,
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});

beforeEach(async () => {
  await db.outbox.clear();
  await db.outbox.bulkAdd([
    item('KKK-KKK-KK2', 'sent'),
    item('MMM-MMM-MM2', 'failed', {
      failure: { reason: 'invalid', status: 409, message: 'This slot is already booked', code: 'SLOT_TAKEN' },
    }),
  ]);
  // Offline: nothing is asked of the server, the page reads the phone alone.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('offline');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('/my-requests in Bangla', () => {
  it('names each state, the slot and the counts in Bangla; the server refusal by its code; IDs stay Latin', async () => {
    const router = createMemoryRouter([{ path: '/my-requests', element: <MyRequests /> }], {
      initialEntries: ['/my-requests'],
    });
    const { container } = render(
      <TextProvider text={bn}>
        <RouterProvider router={router} />
      </TextProvider>,
    );
    await screen.findByRole('heading', { name: 'KKK-KKK-KK2' });
    expect(screen.getByRole('heading', { name: 'আমার অনুরোধ' })).toBeInTheDocument();
    expect(screen.getByText('সার্ভার গ্রহণ করেনি: এই স্লট আগেই বুক হয়ে গেছে')).toBeInTheDocument();
    expect(container.textContent).toContain('সন্ধ্যা ৭:৩০ - রাত ৯:০০');
    expect(screen.getByText(/১টি টার্ফে অপেক্ষমাণ/)).toBeInTheDocument();
    const shown = (container.textContent ?? '').replace(/[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}/g, ' ');
    expect(shown.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });

  it("says why the server would not notify about a request in Bangla by its code; an unknown one in the server's words", async () => {
    // A browser with push, not blocked: the card shows the offer and, under it, the server's refusal.
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default' });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    await db.outbox.bulkAdd([
      item('PPP-PPP-PP2', 'sent', {
        push: 'refused',
        pushRefusal: 'This device already follows 5 booking requests.',
        pushRefusalCode: 'PUSH_DEVICE_FULL',
      }),
      item('QQQ-QQQ-QQ2', 'sent', { push: 'refused', pushRefusal: 'A reason from a newer server' }),
    ]);
    const router = createMemoryRouter([{ path: '/my-requests', element: <MyRequests /> }], {
      initialEntries: ['/my-requests'],
    });
    render(
      <TextProvider text={bn}>
        <RouterProvider router={router} />
      </TextProvider>,
    );
    const card = async (id: string) => (await screen.findByRole('heading', { name: id })).closest('li') as HTMLElement;
    expect((await card('PPP-PPP-PP2')).querySelector('.notify-offer-status')?.textContent).toBe(
      bn.errors.PUSH_DEVICE_FULL,
    );
    expect((await card('QQQ-QQQ-QQ2')).querySelector('.notify-offer-status')?.textContent).toBe(
      'A reason from a newer server',
    );
    // The page asks the (offline) server about each sent request in turn: let it finish before the fetch is restored.
    const statusChecks = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/status'));
    await waitFor(() => expect(statusChecks()).toHaveLength(3));
  });
});
