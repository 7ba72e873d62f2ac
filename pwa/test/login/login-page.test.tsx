import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as LoginRoute } from '../../src/app/routes/login';
import { STORAGE_KEYS } from '../../src/lib/config';
import { SESSION_ENDED_MESSAGE } from '../../src/lib/login-redirect';
import { expiredAdminToken, validAdminToken } from '../admin/tokens';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderLogin(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/admin/*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function signIn(email = 'manager@turf.example', password = 'secret') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/login', () => {
  it('has the title, labelled fields and the Sign In button', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Login');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's error above the button", async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }));
    renderLogin();
    signIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    // Above the button: the alert precedes it in the form.
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no error field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    renderLogin();
    signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('sends the email and password, stores the token and goes to /admin', async () => {
    const token = validAdminToken();
    const fetchMock = answer(200, { token });
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    signIn('manager@turf.example', 'pw');
    expect((await screen.findByTestId('where')).textContent).toBe('/admin');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe(token);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'manager@turf.example', password: 'pw' });
  });

  it("keeps the answer's device token and sends it with the next login (decision 006)", async () => {
    const first = answer(200, { token: validAdminToken(), deviceToken: 'device-1' });
    vi.stubGlobal('fetch', first);
    const view = renderLogin();
    signIn('manager@turf.example', 'pw');
    await screen.findByTestId('where');
    expect(localStorage.getItem(STORAGE_KEYS.adminDevice)).toBe('device-1');
    view.unmount();

    // The session ends (its token goes), the device token stays and rides along with the next sign-in.
    localStorage.removeItem(STORAGE_KEYS.adminToken);
    const second = answer(401, { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    vi.stubGlobal('fetch', second);
    renderLogin();
    signIn('manager@turf.example', 'pw2');
    await screen.findByRole('alert');
    const [, init] = second.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'manager@turf.example',
      password: 'pw2',
      deviceToken: 'device-1',
    });
    expect(localStorage.getItem(STORAGE_KEYS.adminDevice)).toBe('device-1');
  });

  it('returns to the page the manager was sent away from, with the reason shown meanwhile', async () => {
    vi.stubGlobal('fetch', answer(200, { token: validAdminToken() }));
    renderLogin({ from: '/admin/database', reason: 'session-ended' });
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    signIn();
    expect((await screen.findByTestId('where')).textContent).toBe('/admin/database');
  });

  it('never returns outside the panel', async () => {
    vi.stubGlobal('fetch', answer(200, { token: validAdminToken() }));
    renderLogin({ from: 'https://evil.example/' });
    signIn();
    expect((await screen.findByTestId('where')).textContent).toBe('/admin');
  });

  it('drops a stored expired token so it is not sent with the login', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, expiredAdminToken());
    const fetchMock = answer(401, { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    signIn();
    await screen.findByRole('alert');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });
});
