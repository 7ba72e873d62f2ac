import { render, screen } from '@testing-library/react';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AdminRoute } from '../../src/app/routes/admin';
import { adminListCopy } from '../../src/features/admin/shared/admin-cache';
import { STORAGE_KEYS } from '../../src/lib/config';
import { db } from '../../src/lib/db';
import { queryClient } from '../../src/lib/query-client';
import { makeRequest } from './fake-admin-api';
import { validAdminToken } from './tokens';

// A phone set to New York, from before any module makes a clock or a formatter: 03:41 UTC is 10:41 PM the day
// before there, and 9:41 AM at the venue.
const phoneZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'America/New_York';
  return before;
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
  await db.adminCache.clear();
});
afterAll(() => {
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});

const AS_OF = Date.parse('2026-11-22T03:41:00Z');

/** The panel offline at `now`, with the device copy of the requests made at AS_OF. */
async function openOffline(now: string): Promise<string | null> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  localStorage.setItem(STORAGE_KEYS.adminToken, validAdminToken());
  const pending: BookingRequest[] = [makeRequest(1)];
  await adminListCopy<BookingRequest>('booking-requests').write({ value: { items: pending }, fetchedAt: AS_OF });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  const { unmount } = render(
    <MemoryRouter initialEntries={['/admin/booking-requests']}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoute />} />
      </Routes>
    </MemoryRouter>,
  );
  const text = (await screen.findByText(/^Offline - as of /)).textContent;
  unmount();
  return text;
}

describe("the admin's `Offline - as of` on a phone in another time zone", () => {
  it('is the phone in New York (the test would prove nothing otherwise)', () => {
    expect(new Date(AS_OF).getHours()).toBe(22);
  });

  it("shows the venue's time: the time alone for a copy from today at the venue", async () => {
    expect(await openOffline('2026-11-22T08:00:00Z')).toBe('Offline - as of 9:41\u00a0AM');
  });

  it("shows the venue's date too once the venue's day has moved on (though New York's has not)", async () => {
    expect(await openOffline('2026-11-22T19:00:00Z')).toBe('Offline - as of Nov 22, 9:41\u00a0AM');
  });
});
