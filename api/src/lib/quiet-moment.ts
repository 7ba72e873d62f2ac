import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface QuietMomentOptions {
  /** How long no request must have arrived, in ms, for the moment to be quiet. */
  quietMs: number;
  /**
   * The longest work is held back while requests keep arriving, in ms: from then on callers go at once, until a quiet
   * moment starts the count again. Background work is late, never starved.
   */
  maxWaitMs: number;
}

/** What a server is doing: how many requests it has received so far, and how many it is answering now. */
export interface RequestTraffic {
  received(): number;
  inFlight(): number;
}

/**
 * A server's request traffic, watched from its `request` event: a counter, and one listener on each response's
 * `close` (which comes once, whether the answer was sent or the client went away). Nothing else on the request's path:
 * a Fastify hook would run the hook machinery on every request, the busiest read's too.
 */
export function requestTraffic(server: Pick<Server, 'on'>): RequestTraffic {
  let received = 0;
  let inFlight = 0;
  const answered = (): void => {
    inFlight -= 1;
  };
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    received += 1;
    inFlight += 1;
    response.on('close', answered);
  });
  return { received: () => received, inFlight: () => inFlight };
}

/**
 * Background work that can be a little late (a push notice) waits for a moment when the server is not answering
 * (decision 054): no request in hand and none arrived for `quietMs`; it goes at once when that was already so, so
 * work flows at its own pace while the server is quiet. While requests keep coming, work is held back `maxWaitMs` at
 * most, counted from when the busy spell began to hold it back, not per caller, so under lasting load the work still
 * flows at nearly its own pace. It watches requests, not the event loop's load: the held work's own queries and
 * hand-overs load the loop too, and would hold it back after the requests end.
 */
export function quietMoment(
  options: QuietMomentOptions,
  traffic: RequestTraffic,
  now: () => number = Date.now,
): () => Promise<void> {
  // What was last seen (the request count, whether any was in hand), and since when: while it stays the same and
  // nothing is in hand, the quiet has lasted at least that long.
  let seen = traffic.received();
  let seenAnswering = traffic.inFlight() > 0;
  let seenSince = now();
  // When the present busy spell began to hold work back; none while the server is quiet.
  let heldSince: number | undefined;
  const quietFor = (): number => {
    const received = traffic.received();
    const answering = traffic.inFlight() > 0;
    if (received !== seen || answering || seenAnswering) {
      seen = received;
      seenAnswering = answering;
      seenSince = now();
    }
    return now() - seenSince;
  };
  return async function untilQuiet(): Promise<void> {
    for (;;) {
      const quiet = quietFor();
      if (quiet >= options.quietMs) {
        heldSince = undefined;
        return;
      }
      heldSince ??= now();
      if (now() - heldSince >= options.maxWaitMs) return;
      await sleep(options.quietMs - quiet);
    }
  };
}
