/** Whether a request URL is for the API (`/api`, `/api/...`, `/api?...`) rather than the site's files. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
