import { act, render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { documentTitle, pageMetaOf, type RouteHandle } from '../../src/app/page-meta';
import { PublicLayout } from '../../src/app/public-layout';
import { routes } from '../../src/app/routes';
import { venue } from '../../src/lib/venue';

function metaAt(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return pageMetaOf(
    matches.map(({ route, params, pathname }) => ({
      id: '',
      pathname,
      params,
      data: undefined,
      loaderData: undefined,
      handle: route.handle,
    })),
  );
}

describe('page meta from the route table', () => {
  test('each public page has its own title and description; the admin panel names its screens itself', () => {
    const pages = ['/', '/slots', '/events', '/contact', '/my-requests', '/login', '/no-such-page'].map(metaAt);
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
  });

  test('the layout sets the document title and description as the visitor moves', async () => {
    const handle = (title: string): RouteHandle => ({ title, description: `About ${title}`, module: '' });
    const router = createMemoryRouter(
      [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <h1>Home</h1>, handle: handle('Home') },
            { path: 'events', element: <h1>Events</h1>, handle: handle('Events') },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    document.head.innerHTML = '<title>Shell</title><meta name="description" content="Shell">';
    render(<RouterProvider router={router} />);
    expect(document.title).toBe(`Home | ${venue.name}`);
    await act(() => router.navigate('/events'));
    expect(document.title).toBe(documentTitle({ title: 'Events', description: '' }));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About Events');
  });
});
