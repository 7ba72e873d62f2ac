/**
 * Where the server may send push messages: only to the public push services' hosts (SSRF guard). A subscription is a
 * URL a stranger hands us; without this list anyone could make the server send requests to an address they pick
 * (another machine on the server's network, a cloud metadata address). Checked when a subscription is stored and
 * again before each send, so a narrower list takes effect at once; the sender sends only to `pushSendAddress`, so the
 * host, port and path checked are the ones reached.
 *
 * An entry is a host (port 443 only), `host:port`, or `*.domain` for any host under that domain on port 443 (Apple
 * and Microsoft hand out endpoints on many hosts of their domains).
 */
export interface PushServiceHost {
  /** Lower-case host name or IP address; for a wildcard, the domain after `*.`. */
  host: string;
  port: number;
  wildcard: boolean;
}

/** Google (Chrome, Android), Mozilla (Firefox), Apple (Safari, iOS home-screen apps), Microsoft (Edge on Windows). */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

export type PushServiceHostsParse = { ok: true; value: PushServiceHost[] } | { ok: false; reason: string };

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseEntry(entry: string): PushServiceHost | null {
  const match = /^(\*\.)?([^:]+)(?::(\d{1,5}))?$/.exec(entry);
  if (!match) return null;
  const [, star, host = '', portText] = match;
  const port = portText === undefined ? 443 : Number(portText);
  if (port < 1 || port > 65535) return null;
  const wildcard = star !== undefined;
  const ipv4 = IPV4.exec(host);
  if (ipv4) {
    if (wildcard || ipv4.slice(1).some((part) => Number(part) > 255)) return null;
  } else if (!HOST_NAME.test(host) || (wildcard && !host.includes('.'))) {
    return null;
  }
  return { host, port, wildcard };
}

/** PUSH_SERVICE_HOSTS as written: comma-separated entries; unset means the public push services. */
export function parsePushServiceHosts(raw: string | undefined): PushServiceHostsParse {
  const text = (raw?.trim() || DEFAULT_PUSH_SERVICE_HOSTS).toLowerCase();
  const entries = text.split(',').map((entry) => entry.trim());
  const parsed = entries.map(parseEntry);
  const bad = entries.filter((_entry, i) => parsed[i] === null);
  if (bad.length > 0) {
    return {
      ok: false,
      reason: `PUSH_SERVICE_HOSTS must list hosts, host:port or *.domain, comma-separated; not one: "${bad.join('", "')}"`,
    };
  }
  return { ok: true, value: parsed as PushServiceHost[] };
}

/**
 * Characters Node's legacy `url.parse` (which web-push sends with) and WHATWG `URL` (which the check parses with) both
 * keep as written. In a host, anything else can split them: `https://127.0.0.1;.push.apple.com/` is a host under
 * push.apple.com to WHATWG and 127.0.0.1 to the legacy parser (so are `'`, a backquote, `{`, and `%2e`, which WHATWG
 * decodes to a dot). In a path or query, the legacy parser escapes `'`, `|` and `^`, which WHATWG leaves.
 */
const PLAIN_HOST = /^[a-z0-9.-]+$/;
const PLAIN_PATH_AND_QUERY = /^\/[\w\-.~!$&()*+,;=:@/%]*(\?[\w\-.~!$&()*+,;=:@/%?]*)?$/;

/**
 * The address a message to this endpoint goes to: the endpoint itself when it is written exactly as WHATWG `URL`
 * writes it back (`https://host[:port]/path[?query]`, as a browser's subscription is), in characters both parsers
 * read alike, so what was checked is what the sender reaches; null for anything else, whatever its host.
 */
export function pushSendAddress(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // No credentials, fragment, upper case, default port or `..` survives this comparison.
  const address = `https://${url.host}${url.pathname}${url.search}`;
  if (address !== endpoint) return null;
  return PLAIN_HOST.test(url.hostname) && PLAIN_PATH_AND_QUERY.test(`${url.pathname}${url.search}`) ? address : null;
}

/** Is this endpoint a plain https URL on one of the listed push services (no credentials in it)? */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly PushServiceHost[]): boolean {
  const address = pushSendAddress(endpoint);
  if (address === null) return false;
  const url = new URL(address);
  const host = url.hostname;
  const port = url.port === '' ? 443 : Number(url.port);
  return hosts.some(
    (entry) => entry.port === port && (entry.wildcard ? host.endsWith(`.${entry.host}`) : host === entry.host),
  );
}
