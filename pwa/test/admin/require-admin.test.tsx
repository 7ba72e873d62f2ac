import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAdmin } from '../../src/features/admin/auth/require-admin';
import { STORAGE_KEYS } from '../../src/lib/config';
import { db } from '../../src/lib/db';
import { expiredAdminToken, makeToken, validAdminToken, visitorToken } from './tokens';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <RequireAdmin>
              <p>Panel content</p>
            </RequireAdmin>
          }
        />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('RequireAdmin', () => {
  it('wipes the device copy of names and phones when the stored session has run out', async () => {
    await db.adminCache.put({ key: 'bookings', data: [{ name: 'Rahim', phone: '01712345678' }], fetchedAt: 1 });
    localStorage.setItem(STORAGE_KEYS.adminToken, expiredAdminToken());
    renderAt('/admin/database');
    expect(screen.getByTestId('login')).toBeInTheDocument();
    await waitFor(async () => expect(await db.adminCache.count()).toBe(0));
  });

  it('opens the panel for a stored admin token that has not expired', () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, validAdminToken());
    renderAt('/admin/database');
    expect(screen.getByText('Panel content')).toBeInTheDocument();
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('sends a manager without a token to /login, remembering the page', () => {
    renderAt('/admin/database?x=1');
    expect(screen.queryByText('Panel content')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('login').textContent ?? '')).toEqual({ from: '/admin/database?x=1' });
  });

  it.each([
    ['an expired token', expiredAdminToken],
    ['a token with another role', visitorToken],
    ['a malformed token', () => 'not-a-jwt'],
    ['a token whose payload is garbage', () => 'a.%%%%.c'],
    ['an admin token without exp', () => makeToken({ role: 'admin' })],
  ])('sends %s to /login saying the session ended', (_label, token) => {
    localStorage.setItem(STORAGE_KEYS.adminToken, token());
    renderAt('/admin/booking-requests');
    expect(screen.queryByText('Panel content')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('login').textContent ?? '')).toEqual({
      from: '/admin/booking-requests',
      reason: 'session-ended',
    });
  });

  it('ends the session at the moment the token expires, without any call', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const exp = Math.floor(Date.now() / 1000) + 5;
    localStorage.setItem(STORAGE_KEYS.adminToken, makeToken({ role: 'admin', exp }));
    renderAt('/admin/database');
    expect(screen.getByText('Panel content')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('Panel content')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_100));
    expect(screen.queryByText('Panel content')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('login').textContent ?? '')).toEqual({
      from: '/admin/database',
      reason: 'session-ended',
    });
  });
});
