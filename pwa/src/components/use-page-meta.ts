import { useEffect } from 'react';
import { venue } from '../lib/venue';

/** Per-route <title> and meta description (the app is one HTML page; search engines and tabs read these). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${venue.name}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
