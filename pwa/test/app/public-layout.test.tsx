import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { PublicLayout } from '../../src/app/public-layout';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'events', element: <h1>Events page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PublicLayout', () => {
  test('both navigations list the five destinations and mark the current page', () => {
    renderAt('/events');
    const navs = screen.getAllByRole('navigation', { name: 'Main' });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      const links = within(nav).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/slots', '/events', '/contact', '/my-requests']);
      expect(links.map((a) => a.textContent)).toEqual(['Home', 'Slots', 'Events', 'Contact us', 'My requests']);
      expect(within(nav).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    }
  });

  test('the footer has its four sections, the contacts and the copyright line', () => {
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Turf Arena', 'MORE INFO', 'LEGALS', 'CONTACTS']) {
      expect(within(footer).getByRole('heading', { name })).toBeInTheDocument();
    }
    for (const text of ['Contact us', 'FAQ', 'Terms and Conditions', 'Privacy Policy', 'Refund Policy']) {
      const item = within(footer).getByText(text);
      expect(item.closest('a')).toBeNull(); // plain text: their targets are not shown
    }
    expect(within(footer).getByRole('link', { name: '+880 1700-000000' }).getAttribute('href')).toBe(
      'tel:+8801700000000',
    );
    expect(within(footer).getByRole('link', { name: 'hello@turf.example' }).getAttribute('href')).toBe(
      'mailto:hello@turf.example',
    );
    expect(within(footer).getAllByRole('link', { name: /Facebook|Instagram/ })).toHaveLength(2);
    expect(footer.querySelectorAll('.social-decor[aria-hidden="true"]')).toHaveLength(4);
    expect(footer.querySelectorAll('.social-decor a, .social-decor button')).toHaveLength(0);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Turf Arena. All rights reserved.`);
  });

  test('every route change scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/');
    scrollTo.mockClear();
    await act(() => router.navigate('/events'));
    expect(screen.getByRole('heading', { name: 'Events page' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
