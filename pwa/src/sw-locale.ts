/// <reference lib="webworker" />
import { LOCALE_COOKIE, type Locale, pickLocale } from '@turf/sync-contract/locale';

declare const self: ServiceWorkerGlobalScope;

/**
 * The language this device chose, as the server chooses it (decision 043): the switch's `lang` cookie where the worker
 * can read cookies (`cookieStore`, Chromium), else the browser's languages. For an address without a language
 * (`/slots`) and for the manager's notices, which carry no language of their own.
 */
export async function chosenLocale(): Promise<Locale> {
  const cookies = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  const cookie = await cookies?.get(LOCALE_COOKIE).catch(() => null);
  return pickLocale(cookie?.value, self.navigator.languages.join(','));
}
