import type { PaymentSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { vi } from 'vitest';
import { showVenueSettings } from '../../src/lib/venue-settings';

/** A call the fake API heard: method, path and the JSON body. */
export interface HeardCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A stand-in for the API's advance calls, installed as `fetch` so the real api-client runs: each path answers what
 * `answers` gives for it (status and body), anything else 404.
 */
export function fakeAdvanceApi(answers: Record<string, { status: number; body: unknown }>): HeardCall[] {
  const heard: HeardCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    heard.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[path] ?? { status: 404, body: { error: 'Not found', code: 'ROUTE_NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return heard;
}

/** The venue's settings with these payment settings, as the page would carry them. */
export function showPayments(payments: Partial<PaymentSettings>): void {
  const base = DEFAULT_SETTINGS.payments as PaymentSettings;
  showVenueSettings({ version: 2, settings: { ...DEFAULT_SETTINGS, payments: { ...base, ...payments } } });
}

export const VENUE_NUMBERS: PaymentSettings = {
  confirmation: 'advance',
  advance: 500,
  holdMinutes: 15,
  manualMoneyShown: true,
  manualMoneyNumbers: [
    { provider: 'bkash', number: '01712345678', account: 'personal' },
    { provider: 'nagad', number: '01812345678', account: 'merchant' },
  ],
};

/** An ISO timestamp `minutes` from now. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
