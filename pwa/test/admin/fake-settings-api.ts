import type { PutSettingsBody, Settings, SettingsChange, VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { vi } from 'vitest';
import { type Call, fakeAdminApi, json } from './fake-admin-api';

export interface FakeSettingsOptions {
  /** Answers a PUT instead of saving it (a 400 or a 409). */
  put?: (body: PutSettingsBody) => Response | undefined;
  changes?: SettingsChange[];
  /** The latest document at the start (the defaults when not given). */
  settings?: Settings;
}

/** The settings routes over the panel's other calls: a GET of the latest, a PUT that saves the next version. */
export function fakeSettingsApi(options: FakeSettingsOptions = {}) {
  const others = fakeAdminApi({ pending: [] });
  let latest: VersionedSettings = { version: 3, settings: structuredClone(options.settings ?? DEFAULT_SETTINGS) };
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = new URL(url, 'http://turf.test').pathname;
    if (path === '/api/settings') {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET') return json(200, latest);
      const refusal = options.put?.(body);
      if (refusal) return refusal;
      latest = { version: latest.version + 1, settings: body.settings };
      return json(200, latest);
    }
    if (path === '/api/settings/changes') {
      calls.push({ method, url, body: undefined });
      const cursor = new URL(url, 'http://turf.test').searchParams.get('cursor');
      const all = options.changes ?? [];
      const page = cursor === null ? all.slice(0, 1) : all.filter((change) => change.version < Number(cursor));
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const last = page.at(-1);
      if (cursor === null && all.length > 1 && last) {
        headers.link = `</api/settings/changes?limit=20&cursor=${last.version}>; rel="next"`;
      }
      return new Response(JSON.stringify(page), { status: 200, headers });
    }
    return others.fetch(input, init);
  });
  const puts = () => calls.filter((call) => call.method === 'PUT');
  /** The body of the `n`th PUT (one must have been sent). */
  const sent = (n: number) => puts()[n]?.body as PutSettingsBody;
  return { fetch, calls, puts, sent };
}
