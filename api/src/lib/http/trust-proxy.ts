import { isIP } from 'node:net';

/**
 * Which proxies the app believes about a visitor's address (`X-Forwarded-For`): none (false: the address is the
 * connection's), a number of proxies in front of the app, or the proxies' addresses.
 *
 * `true` is refused: it believes every entry, so the leftmost one, which the visitor writes, would be "their"
 * address, and one visitor could spend everyone's limits or dodge their own (decision 007).
 */
export type TrustProxy = false | number | string[];

export const MAX_TRUSTED_HOPS = 10;

/** proxy-addr's named ranges: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16, fc00::/7. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; reason: string };

const USAGE = `the number of proxies in front of the app (1 to ${MAX_TRUSTED_HOPS}) or their addresses (e.g. 10.0.0.2,172.16.0.0/12)`;

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as written: unset, `false`/`0` none; `1`..`10` that many proxies; else a comma-separated list. */
export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const text = raw?.trim() ?? '';
  const lower = text.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return { ok: true, value: false };
  if (['true', 'yes', 'on'].includes(lower)) {
    return {
      ok: false,
      reason:
        `TRUST_PROXY=${text} would believe every X-Forwarded-For entry, including the one a visitor writes; ` +
        `set ${USAGE}`,
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_TRUSTED_HOPS
      ? { ok: true, value: hops }
      : { ok: false, reason: `TRUST_PROXY must be ${USAGE}, got "${text}"` };
  }
  const entries = lower.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !validEntry(entry));
  if (bad.length > 0) {
    return { ok: false, reason: `TRUST_PROXY must be ${USAGE}; not an address or range: "${bad.join('", "')}"` };
  }
  return { ok: true, value: entries };
}

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. Fastify takes no plain number (a count cannot tell a proxy from a
 * client that reached the app directly and wrote the header itself), so a count is this function: the connection's
 * peer and the next `hops - 1` addresses from the right are proxies. Use a count only where the app is reachable
 * through those proxies alone (Compose: no host port); else name their addresses.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
