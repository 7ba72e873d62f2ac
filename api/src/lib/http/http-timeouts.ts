import type { ServerOptions } from 'node:http';

/**
 * How long the server waits on a client. Without limits, a client that sends its request a byte at a time, or
 * connects and says nothing, holds a socket for as long as it likes, and a few hundred of them starve everyone else
 * (issue 27). Sized for phones on slow mobile data: a booking request is a few hundred bytes. deploy/Caddyfile keeps
 * the same limits in front of the app.
 */
export interface HttpTimeouts {
  /** A request, headers and body, must arrive whole within this; a late one is answered 408 and its connection closed. */
  requestMs: number;
  /** A connection where nothing moves either way for this long is closed (e.g. a client that stops reading its answer). */
  stalledMs: number;
  /**
   * An idle connection between requests is kept this long. Longer than the upstream keep-alive of Caddy's
   * reverse_proxy (deploy/Caddyfile), so the proxy never sends a request on a connection the app is closing.
   */
  keepAliveMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = { requestMs: 30_000, stalledMs: 60_000, keepAliveMs: 72_000 };

/** Node checks for late requests on a beat; its default (30 s) would let a slow client run to twice the limit. */
const CHECKS_PER_LIMIT = 10;

/** The Fastify options that set these limits (`http` goes to Node's `http.createServer`). */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  const http: ServerOptions = {
    requestTimeout: timeouts.requestMs,
    headersTimeout: timeouts.requestMs,
    connectionsCheckingInterval: Math.ceil(timeouts.requestMs / CHECKS_PER_LIMIT),
  };
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.stalledMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http,
  };
}
