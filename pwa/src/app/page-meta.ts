import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router-dom';
import type { Catalogue, PageName, PageVenue } from '../i18n/catalogue-en';
import { useLocalText } from '../i18n/local-text';
import { useText } from '../i18n/text';
import { useVenueSettings } from '../lib/venue-settings';

/** How a route's page is built and named: read by the browser router, the page meta and the prerenderer. */
export interface PageOptions {
  /** The page's title and description: `pages[page]` in each language's catalogue. */
  page: PageName;
  /** The build writes the page as HTML, once per language (decisions 016, 043): only pages that look the same on every device. */
  prerender?: boolean;
  /**
   * Source file of a small script the prerendered page runs as soon as it arrives, long before the app has loaded
   * on slow data (a build entry of its own; it may only set attributes on the page, which the app ignores).
   */
  earlyScript?: string;
}

/** A route's `handle` in app/routes.tsx: its page's options, and the source file of its route module. */
export interface RouteHandle extends Partial<PageOptions> {
  /** `src/app/routes/<name>.tsx`: the prerenderer links the chunks this file's chunk needs. */
  module: string;
}

/** What a page says about itself, in one language: the browser's tab and search engines read it. */
export interface PageHead {
  /** The document's title, the venue's name included. */
  title: string;
  description: string;
}

/** A page's head in the catalogue's language; `venue` is the venue's name and address in that language too. */
export function pageHead(text: Catalogue, page: PageName, venue: PageVenue): PageHead {
  const own = text.pages[page];
  return { title: `${own.title} | ${venue.name}`, description: own.description(venue) };
}

/** The page of the deepest matched route that names one. */
export function pageOf(matches: readonly UIMatch[]): PageName | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.page !== undefined) return handle.page;
  }
  return null;
}

/** Sets the document's title and description, in the visitor's language, as the visitor moves between pages. */
export function usePageMeta(): void {
  const text = useText();
  const local = useLocalText();
  const name = local(useVenueSettings((settings) => settings.venue.name));
  const address = local(useVenueSettings((settings) => settings.venue.address));
  const page = pageOf(useMatches());
  const head = page ? pageHead(text, page, { name, address }) : null;
  const title = head?.title ?? null;
  const description = head?.description ?? null;
  useEffect(() => {
    if (title !== null) document.title = title;
    if (description !== null) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
