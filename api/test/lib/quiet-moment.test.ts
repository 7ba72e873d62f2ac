import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { quietMoment, requestTraffic } from '../../src/lib/quiet-moment';

const OPTIONS = { quietMs: 20, maxWaitMs: 200 };

/** Requests arriving one every 2 ms while started, each answered at once; or one held in hand with `hold`. */
function traffic() {
  let received = 0;
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    received: () => received,
    inFlight: () => inFlight,
    hold() {
      received += 1;
      inFlight += 1;
    },
    answer() {
      inFlight -= 1;
    },
    start() {
      timer ??= setInterval(() => {
        received += 1;
      }, 2);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

/** How long `untilQuiet` takes, in ms. */
async function timed(untilQuiet: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await untilQuiet();
  return performance.now() - started;
}

describe('quietMoment', () => {
  test('on a quiet server work waits quietMs at most, then goes at once', async () => {
    const t = traffic();
    const untilQuiet = quietMoment(OPTIONS, t);
    expect(await timed(untilQuiet)).toBeLessThan(OPTIONS.quietMs + 60);
    expect(await timed(untilQuiet)).toBeLessThan(10);
    expect(await timed(untilQuiet)).toBeLessThan(10);
  });

  test('while requests arrive work waits, and goes quietMs after the last one', async () => {
    const t = traffic();
    // A long limit, so only the requests' end can let the work go.
    const untilQuiet = quietMoment({ quietMs: 20, maxWaitMs: 5_000 }, t);
    t.start();
    setTimeout(() => t.stop(), 60);
    const waited = await timed(untilQuiet);
    t.stop();
    expect(waited).toBeGreaterThanOrEqual(60 + 20 - 5);
    expect(waited).toBeLessThan(2_000);
  });

  test('requests that keep coming hold work back maxWaitMs at most, then work goes at once until a quiet moment', async () => {
    const t = traffic();
    const untilQuiet = quietMoment(OPTIONS, t);
    t.start();
    try {
      expect(await timed(untilQuiet)).toBeGreaterThanOrEqual(OPTIONS.maxWaitMs - 5);
      expect(await timed(untilQuiet)).toBeLessThan(10);
      t.stop();
      await sleep(OPTIONS.quietMs + 10);
      expect(await timed(untilQuiet)).toBeLessThan(10);
      // The quiet moment started the count again: new traffic holds work back anew.
      t.start();
      await sleep(5);
      expect(await timed(untilQuiet)).toBeGreaterThanOrEqual(OPTIONS.maxWaitMs - 5);
    } finally {
      t.stop();
    }
  });
});

describe('quietMoment and a slow answer', () => {
  test('a request in hand holds work back however long ago it arrived, until it is answered', async () => {
    const t = traffic();
    const untilQuiet = quietMoment({ quietMs: 20, maxWaitMs: 5_000 }, t);
    t.hold();
    setTimeout(() => t.answer(), 100);
    const waited = await timed(untilQuiet);
    expect(waited).toBeGreaterThanOrEqual(100 + 20 - 5);
    expect(waited).toBeLessThan(2_000);
  });
});

describe('requestTraffic', () => {
  test("counts a real server's requests and those in hand, and holds work while they come", async () => {
    let release: () => void = () => {};
    const server = createServer((request, response) => {
      if (request.url === '/slow') release = () => response.end('late');
      else response.end('ok');
    });
    const traffic = requestTraffic(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      for (let i = 0; i < 3; i++) await (await fetch(url)).text();
      expect(traffic.received()).toBe(3);
      expect(traffic.inFlight()).toBe(0);
      const slow = fetch(`${url}slow`).then((response) => response.text());
      await expect.poll(() => traffic.inFlight()).toBe(1);
      release();
      expect(await slow).toBe('late');
      await expect.poll(() => traffic.inFlight()).toBe(0);

      const untilQuiet = quietMoment({ quietMs: 20, maxWaitMs: 400 }, traffic);
      let asking = true;
      const load = (async () => {
        while (asking) await (await fetch(url)).text();
      })();
      const heldWhileAsked = await timed(untilQuiet);
      asking = false;
      await load;
      expect(heldWhileAsked).toBeGreaterThanOrEqual(395);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
