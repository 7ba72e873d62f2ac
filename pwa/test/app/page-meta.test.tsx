import { act, render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { pageHead, pageOf, type RouteHandle } from '../../src/app/page-meta';
import { PublicLayout } from '../../src/app/public-layout';
import { routes } from '../../src/app/routes';
import { bn } from '../../src/i18n/catalogue-bn';
import { en } from '../../src/i18n/catalogue-en';
import { TextProvider } from '../../src/i18n/text';
import { venue } from '../../src/lib/venue';

function metaAt(path: string, text = en) {
  const matches = matchRoutes(routes, path) ?? [];
  const page = pageOf(
    matches.map(({ route, params, pathname }) => ({
      id: '',
      pathname,
      params,
      data: undefined,
      loaderData: undefined,
      handle: route.handle,
    })),
  );
  return page ? { title: text.pages[page].title, description: text.pages[page].description(venue) } : null;
}

describe('page meta from the route table', () => {
  test('each public page has its own title and description; the admin panel names its screens itself', () => {
    const pages = ['/', '/slots', '/events', '/contact', '/my-requests', '/login', '/no-such-page'].map((path) =>
      metaAt(path),
    );
    expect(pages.map((page) => page?.title)).toEqual([
      'Book a football turf slot',
      'Book a slot',
      'Events',
      'Contact us',
      'My requests',
      'Admin Login',
      'Page not found',
    ]);
    expect(new Set(pages.map((page) => page?.description)).size).toBe(pages.length);
    expect(metaAt('/admin/database')).toBeNull();
    expect(metaAt('/slots', bn)?.title).toBe('স্লট বুক করুন');
    expect(pageHead(bn, 'slots').title).toBe(`স্লট বুক করুন | ${venue.name}`);
  });

  test('the layout sets the document title and description as the visitor moves', async () => {
    const handle = (page: 'home' | 'events'): RouteHandle => ({ page, module: '' });
    const router = createMemoryRouter(
      [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <h1>Home</h1>, handle: handle('home') },
            { path: 'events', element: <h1>Events</h1>, handle: handle('events') },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    document.head.innerHTML = '<title>Shell</title><meta name="description" content="Shell">';
    const { rerender } = render(<RouterProvider router={router} />);
    expect(document.title).toBe(`Book a football turf slot | ${venue.name}`);
    await act(() => router.navigate('/events'));
    expect(document.title).toBe(`Events | ${venue.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      en.pages.events.description(venue),
    );
    // In the visitor's language once it changes.
    rerender(
      <TextProvider text={bn}>
        <RouterProvider router={router} />
      </TextProvider>,
    );
    expect(document.title).toBe(`ইভেন্ট | ${venue.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      bn.pages.events.description(venue),
    );
  });
});
