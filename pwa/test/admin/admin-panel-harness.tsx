import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { Component as AdminRoute } from '../../src/app/routes/admin';
import { STORAGE_KEYS } from '../../src/lib/config';
import { db } from '../../src/lib/db';
import { queryClient } from '../../src/lib/query-client';
import { validAdminToken } from './tokens';

/** The admin panel's route at `path`, beside any `otherRoutes` a test watches (the login page, say). */
export function renderAdminPanel(path: string, otherRoutes?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoute />} />
        {otherRoutes}
      </Routes>
    </MemoryRouter>,
  );
}

/** Each test starts signed in, and leaves no screen, fetch stub, stored token, query or device copy to the next. */
export function signedInForEachTest(): void {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, validAdminToken()));
  afterEach(async () => {
    // Unmounted first: a screen still mounted would refetch what the clear below removes, past the fetch stub and
    // into the real network (a query in flight as the test ends re-renders it).
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    queryClient.clear();
    await db.adminCache.clear();
  });
}
