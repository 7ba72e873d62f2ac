import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking, BookingRequest } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { Route, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { adminListCopy } from '../../src/features/admin/shared/admin-cache';
import { STORAGE_KEYS } from '../../src/lib/config';
import { db } from '../../src/lib/db';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';

const pending: BookingRequest[] = [
  {
    _id: 'BBB-BBB-BBB',
    name: 'Later Visitor',
    phone: '01812345678',
    slotId: 'N-2',
    time: '7:30 pm - 9:00 pm',
    date: '2026-12-05',
    status: 'pending',
    createdAt: '2026-11-22T05:00:00.000Z',
  },
  {
    _id: 'AAA-AAA-AAA',
    name: 'Early Visitor',
    phone: '01712345678',
    slotId: 'N-2',
    time: '7:30 pm - 9:00 pm',
    date: '2026-12-05',
    status: 'pending',
    createdAt: '2026-11-22T04:00:00.000Z',
  },
];

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

function renderPanel(path: string) {
  return renderAdminPanel(path, <Route path="/login" element={<LoginProbe />} />);
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** What a device copy from an earlier visit leaves on the phone. */
function keepCopy<T>(name: 'booking-requests' | 'bookings', items: T[], fetchedAt: number) {
  return adminListCopy<T>(name).write({ value: { items }, fetchedAt });
}

signedInForEachTest();

describe('admin panel', () => {
  it('redirects /admin to the requests, lists them oldest first with the pending count, and warns of the clash', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, pending)),
    );
    renderPanel('/admin');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Booking ID AAA-AAA-AAA',
      'Booking ID BBB-BBB-BBB',
    ]);
    expect(screen.getAllByRole('note')).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: 'Admin Panel' });
    expect(within(nav).getByRole('link', { name: /Booking Requests/ }).textContent).toContain('2');
    expect(within(nav).getByRole('link', { name: 'Database' }).getAttribute('href')).toBe('/admin/database');
    // The five screens in their order, only the requests with a count (the table in layout/admin-nav-items.ts).
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Booking Requests2 pending', '/admin/booking-requests'],
      ['Database', '/admin/database'],
      ['Schedule', '/admin/schedule'],
      ['Reports', '/admin/reports'],
      ['Settings', '/admin/settings'],
    ]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the pending count on the app icon where the Badging API exists', async () => {
    const setAppBadge = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { setAppBadge, clearAppBadge: vi.fn() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, pending)),
    );
    renderPanel('/admin/booking-requests');
    await waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(2));
  });

  it('Log out forgets the token and the device copy and goes to /login', async () => {
    await keepCopy('booking-requests', pending, Date.now());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, pending)),
    );
    renderPanel('/admin/booking-requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByTestId('login')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    await waitFor(async () => expect(await db.adminCache.count()).toBe(0));
  });

  it("says 'Loading bookings…' until the list arrives, then filters it", async () => {
    const today = todayAtVenue();
    const make = (id: string, date: string, paid: boolean): Booking => ({
      _id: id,
      date,
      slotId: 'M-1',
      time: '6:00 am - 7:30 am',
      name: `Player ${id}`,
      phone: '01712345678',
      price: 2000,
      paid,
      cancelled: false,
      noShow: false,
      createdAt: '2026-11-22T04:00:00.000Z',
      source: 'visitor',
      note: null,
      seriesId: null,
    });
    const bookings = [
      make('PST-PST-PST', addDays(today, -1), true),
      make('TDY-TDY-TDY', today, false),
      make('NXT-NXT-NXT', addDays(today, 1), true),
    ];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/bookings/all') {
          await gate;
          return json(200, bookings);
        }
        return json(200, []);
      }),
    );
    renderPanel('/admin/database');
    expect(await screen.findByText('Loading bookings…')).toBeInTheDocument();
    release();
    await screen.findByText('Player TDY-TDY-TDY');
    const names = () => screen.queryAllByText(/^Player /).map((el) => el.textContent);
    // Upcoming by default: today and later, sorted by date.
    expect(names()).toEqual(['Player TDY-TDY-TDY', 'Player NXT-NXT-NXT']);
    fireEvent.click(screen.getByLabelText('Past'));
    expect(names()).toEqual(['Player PST-PST-PST']);
    fireEvent.click(screen.getByLabelText('All'));
    fireEvent.click(screen.getByLabelText('Unpaid only'));
    expect(names()).toEqual(['Player TDY-TDY-TDY']);
    fireEvent.click(screen.getByLabelText('Unpaid only'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: addDays(today, 1) } });
    expect(names()).toEqual(['Player NXT-NXT-NXT']);
    fireEvent.click(screen.getByRole('button', { name: 'Any date' }));
    expect(names()).toHaveLength(3);
  });

  it('a 401 from a call logs out and returns to /login, remembering the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' })),
    );
    renderPanel('/admin/database');
    const login = await screen.findByTestId('login');
    expect(JSON.parse(login.textContent ?? '')).toEqual({ from: '/admin/database', reason: 'session-ended' });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('offline, shows the device copy marked with its time and keeps the actions off with the reason', async () => {
    const booking: Booking = {
      _id: 'CCC-CCC-CCC',
      date: '2099-01-01',
      slotId: 'M-1',
      time: '6:00 am - 7:30 am',
      name: 'Cached Player',
      phone: '01912345678',
      price: 2000,
      paid: false,
      cancelled: false,
      noShow: false,
      createdAt: '2026-11-22T04:00:00.000Z',
      source: 'visitor',
      note: null,
      seriesId: null,
    };
    const asOf = new Date(2026, 10, 22, 9, 41).getTime();
    await keepCopy('bookings', [booking], asOf);
    await keepCopy('booking-requests', pending, asOf);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPanel('/admin/database');
    expect(await screen.findByText(/^Offline - as of /)).toBeInTheDocument();
    await screen.findByText('Cached Player');
    expect(screen.getByText(/Paid, Cancelled, Delete and Export CSV need a connection/)).toBeInTheDocument();
    await waitFor(() => {
      for (const button of screen.getAllByRole('button', { name: /^(Paid|Cancelled|Delete)/ })) {
        expect((button as HTMLButtonElement).disabled).toBe(true);
      }
    });
  });
});
