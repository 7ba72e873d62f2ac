/**
 * The two languages of the site (issue 15) and how a visitor's is chosen, the same on the server (the `lang` cookie,
 * else `Accept-Language`) and on the phone (the cookie, else `navigator.languages`): Bangla when the visitor's
 * preferred languages put `bn` before `en`, else English, the spec's language.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie the language switch sets, so the server answers the page in that language on the next visit. */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'bn';
}

/** The first of the preferred languages (`bn-BD`, `en-US`, `bn`...) that is Bangla or English, else English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * An `Accept-Language` header's tags, most preferred first (RFC 9110 §12.5.4: `q` weights, 1 when absent; a tag with
 * `q=0` is refused; equal weights keep their order). Malformed parts are skipped, never thrown on.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const weighted: { tag: string; q: number; order: number }[] = [];
  header.split(',').forEach((part, order) => {
    const [tag = '', ...params] = part.trim().split(';');
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$|^\*$/.test(tag.trim())) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    weighted.push({ tag: tag.trim(), q, order });
  });
  return weighted.sort((a, b) => b.q - a.q || a.order - b.order).map((entry) => entry.tag);
}

/** What a request asks for: the switch's cookie when it names a language, else the browser's preferences. */
export function pickLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromLanguages(parseAcceptLanguage(acceptLanguage));
}

/**
 * Every page has a stable address per language (`/bn/slots`, `/en/slots`); the unprefixed one (`/slots`) answers in
 * the visitor's chosen language (decision 043). A path's language prefix, and the path without it (`/` at least).
 */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/(en|bn)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: null, path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/**
 * The path at its language's own address: `/slots` in Bangla is `/bn/slots`, the home page `/bn` (as react-router
 * writes a link to `/` under a basename, so the prerendered links and the app's agree).
 */
export function localePath(locale: Locale, path: string): string {
  const own = path.startsWith('/') ? path : `/${path}`;
  return own === '/' ? `/${locale}` : `/${locale}${own}`;
}

/** The `lang` cookie's value in a `Cookie` header (the first one, as browsers send the most specific first). */
export function localeCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === LOCALE_COOKIE) return value.join('=').trim();
  }
  return undefined;
}
