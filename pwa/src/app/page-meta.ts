import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router-dom';
import { venue } from '../lib/venue';

/** What a public page says about itself: read by the browser's tab and search engines, and by the prerenderer. */
export interface PageMeta {
  /** The page's own title; the document's title adds the venue's name (`documentTitle`). */
  title: string;
  description: string;
  /** The build writes the page as HTML (decision 016): only pages that look the same on every device. */
  prerender?: boolean;
  /**
   * Source file of a small script the prerendered page runs as soon as it arrives, long before the app has loaded
   * on slow data (a build entry of its own; it may only set attributes on the page, which the app ignores).
   */
  earlyScript?: string;
  /**
   * The app starts as the page arrives instead of after its first paint (decision 038): for a page people open to tap
   * at once, whose first screen is a placeholder the app fills (`/slots`).
   */
  appAtOnce?: boolean;
}

/** A route's `handle` in app/routes.tsx: its page's meta, and the source file of its route module. */
export interface RouteHandle extends Partial<PageMeta> {
  /** `src/app/routes/<name>.tsx`: the prerenderer links the chunks this file's chunk needs. */
  module: string;
}

export function documentTitle(page: PageMeta): string {
  return `${page.title} | ${venue.name}`;
}

/** The meta of the deepest matched route that has any. */
export function pageMetaOf(matches: readonly UIMatch[]): PageMeta | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.title !== undefined && handle.description !== undefined) {
      return { title: handle.title, description: handle.description, prerender: handle.prerender };
    }
  }
  return null;
}

/** Sets the document's title and description from the route table as the visitor moves between pages. */
export function usePageMeta(): void {
  const page = pageMetaOf(useMatches());
  const title = page ? documentTitle(page) : null;
  const description = page?.description ?? null;
  useEffect(() => {
    if (title !== null) document.title = title;
    if (description !== null) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
