/**
 * Confirm latency with push notifications at work (issue 28: a confirm with 20 manager subscriptions may cost at most
 * 1.15 times the median latency of one without). The production server (`npm start`'s settings, LOG_LEVEL=info, on
 * PostgreSQL) confirms every request of a round at 10 connections, in two conditions taken in turns over several
 * rounds:
 *
 * - without: no device subscribed; the requests were made first; the confirms queue no notice (push off);
 * - with: 20 manager devices subscribed; every request was made and followed by a visitor's device before the measured
 *   phase, and the queue is empty (the requests are made before the manager's devices are added: the same state as
 *   after their notices were sent, without minutes of sending); every confirm then queues its visitor's notice, which
 *   is sent while the confirms run.
 *
 * The push service (ours, HTTPS on 127.0.0.1, in a process of its own like a real one: bench/push-service-process.ts)
 * takes 20 ms to answer, as a real one might. It prints the medians over the rounds of each condition's p50 and p99,
 * their ratios to "without" and the goal (the p50 ratio). Run by `npm run bench` (bench/run.ts) and on its own:
 * `npx tsx bench/push-confirm.ts`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { newBookingId } from '@turf/sync-contract/booking-id';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, MAX_DAYS_AHEAD, todayAtVenue } from '@turf/sync-contract/time';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { API_ROOT } from '../src/config';
import { TEST_VAPID } from '../test/support/app';
import { waitUntil, withDeadline } from '../test/support/wait';
import { benchAdminToken } from './bench-admin';
import { startBenchServer } from './run';

const MANAGER_DEVICES = 20;
// Every slot of every day a request may name: 960 confirms a round. A p99 is a round's ~10th slowest confirm; on a
// machine others share, fewer samples (30 days gave ~5) made it a figure of their load more than of ours.
const DAYS = MAX_DAYS_AHEAD;
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The goal: the median confirm with push at most this many times the median without. */
const GOAL_RATIO = 1.15;

interface Figure {
  /** How long the round's confirms took, in s. */
  seconds: number;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
}

/** A device's subscription JSON at the bench's push service (the bench never decrypts, so the keys are thrown away). */
function subscriptionAt(origin: string, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${origin}/device/${name}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

interface PushServiceProcess {
  origin: string;
  host: string;
  caFile: string;
  /** How many messages it has received so far. */
  received(): Promise<number>;
  close(): Promise<void>;
}

/** bench/push-service-process.ts, started and spoken to over IPC. */
async function startPushServiceProcess(): Promise<PushServiceProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./push-service-process.ts', import.meta.url)), [], {
    cwd: API_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await withDeadline(
    new Promise<{ origin: string; host: string; caFile: string }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { origin: string; host: string; caFile: string }));
      child.once('exit', (code) => reject(new Error(`the push service exited (${code})`)));
    }),
    60_000,
    'the push service process to listen',
  );
  return {
    ...ready,
    received: () =>
      new Promise<number>((resolve) => {
        child.once('message', (message) => resolve((message as { count: number }).count));
        child.send('count');
      }),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await withDeadline(exited, 10_000, 'the push service process to stop').catch(() => child.kill('SIGKILL'));
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function benchPushConfirm(): Promise<{
  without: Figure;
  with: Figure;
  p50Ratio: number;
  p99Ratio: number;
}> {
  const service = await startPushServiceProcess();
  const server = await startBenchServer({
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    PUSH_SERVICE_HOSTS: service.host,
    NODE_EXTRA_CA_CERTS: service.caFile,
  });
  const sql = postgres(server.databaseUrl, { max: 2, onnotice: () => {} });
  try {
    const token = await benchAdminToken(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const managers = Array.from({ length: MANAGER_DEVICES }, (_, i) => subscriptionAt(service.origin, `manager-${i}`));
    const today = todayAtVenue();
    let made = 0;

    /** One request for every slot of the next DAYS days (each can be confirmed: no booking holds them). */
    async function makeRequests(follow: boolean): Promise<string[]> {
      const ids: string[] = [];
      for (let day = 1; day <= DAYS; day++) {
        for (const slot of SLOTS) {
          const id = newBookingId();
          made++;
          const response = await fetch(`${server.url}/api/booking-requests`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              id,
              date: addDays(today, day),
              slotId: slot.slotId,
              time: slot.time,
              name: `Bench ${made}`,
              phone: `019${String(made).padStart(8, '0')}`,
            }),
          });
          if (response.status !== 201) throw new Error(`request refused: ${response.status} ${await response.text()}`);
          if (follow) {
            const followed = await fetch(`${server.url}/api/booking-requests/${id}/subscription`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(subscriptionAt(service.origin, `visitor-${made}`)),
            });
            if (followed.status !== 204) throw new Error(`follow refused: ${followed.status}`);
          }
          ids.push(id);
        }
      }
      return ids;
    }

    async function setManagers(on: boolean): Promise<void> {
      for (const device of managers) {
        const response = await fetch(`${server.url}/api/push/subscriptions`, {
          method: on ? 'POST' : 'DELETE',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(on ? device : { endpoint: device.endpoint }),
        });
        if (response.status !== 204) throw new Error(`manager device: ${response.status}`);
      }
    }

    /** Every notice due now is sent (reminders, due hours ahead, do not count). */
    async function drained(): Promise<void> {
      let states = '';
      await waitUntil(
        async () => {
          const rows = await sql<{ name: string; state: string; n: number }[]>`
            select name, state, count(*)::int as n from pgboss.job where name in ('push-event', 'push-send')
              and state < 'completed' and start_after < now() + interval '1 minute' group by 1, 2`;
          states = rows.map((row) => `${row.name} ${row.state}: ${row.n}`).join(', ');
          return rows.length === 0;
        },
        { ms: 1_800_000, what: 'the push queue drained', state: () => states },
      );
    }

    /** Clears the bookings (and the followers, so no cancellation notice) so the next round confirms the same slots. */
    async function reset(): Promise<void> {
      await sql`delete from request_push_subscriptions`;
      await sql`delete from bookings`;
      await sql`update booking_requests set status = 'rejected' where status = 'pending'`;
      // Each condition starts from the same quiet queue.
      await drained();
    }

    async function confirmAll(ids: string[]): Promise<Figure> {
      let next = 0;
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        amount: ids.length,
        requests: [
          {
            method: 'POST',
            headers: auth,
            setupRequest: (request) => ({ ...request, path: `/api/booking-requests/${ids[next++] ?? 'none'}/confirm` }),
          },
        ],
      });
      return {
        p50: result.latency.p50,
        p99: result.latency.p99,
        seconds: result.duration,
        requestsPerSecond: result.requests.average,
        non2xx: result.non2xx,
      };
    }

    const runs: { without: Figure[]; with: Figure[] } = { without: [], with: [] };
    let sentDuring = 0;
    const allSentAfterS: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await setManagers(false);
      runs.without.push(await confirmAll(await makeRequests(false)));
      await reset();

      // The requests are made before the manager's devices are added, which leaves the measured phase as it would be
      // after their 19,200 new-request notices had been sent (20 devices, an empty queue, every request followed),
      // without the minutes of sending that would take here.
      const followed = await makeRequests(true);
      await setManagers(true);
      await drained();
      const beforeWith = await service.received();
      runs.with.push(await confirmAll(followed));
      const confirmsEnded = performance.now();
      sentDuring += (await service.received()) - beforeWith;
      // How late the notices are: every visitor's notice of this round delivered, counted from the last confirm.
      await waitUntil(async () => (await service.received()) - beforeWith >= followed.length, {
        ms: 1_800_000,
        what: "every visitor's notice delivered",
      });
      allSentAfterS.push((performance.now() - confirmsEnded) / 1000);
      process.stdout.write(
        `round ${round + 1}: without p50 ${runs.without[round]?.p50} ms p99 ${runs.without[round]?.p99} ms; with p50 ${runs.with[round]?.p50} ms p99 ${runs.with[round]?.p99} ms (${new Date().toISOString()}, load ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')})\n`,
      );
      // The last round needs no clearing: the server stops.
      if (round < ROUNDS - 1) await reset();
    }
    const summarize = (list: Figure[]): Figure => ({
      seconds: median(list.map((f) => f.seconds)),
      p50: median(list.map((f) => f.p50)),
      p99: median(list.map((f) => f.p99)),
      requestsPerSecond: median(list.map((f) => f.requestsPerSecond)),
      non2xx: list.reduce((sum, f) => sum + f.non2xx, 0),
    });
    const without = summarize(runs.without);
    const withPush = summarize(runs.with);
    const p50Ratio = withPush.p50 / Math.max(without.p50, 1);
    const p99Ratio = withPush.p99 / Math.max(without.p99, 1);
    const confirms = DAYS * SLOTS.length;
    const row = (name: string, f: Figure, p50: string, p99: string) =>
      `| ${name} | ${Math.round(f.requestsPerSecond)} | ${f.p50} | ${p50} | ${f.p99} | ${p99} | ${f.non2xx} |`;
    process.stdout.write(
      [
        '',
        `Confirm latency with push (${confirms} confirms a round at ${CONNECTIONS} connections, median of ${ROUNDS} rounds, production settings):`,
        '| condition | confirms/s | p50 ms | p50 / without | p99 ms | p99 / without | non-2xx |',
        '|---|---:|---:|---:|---:|---:|---:|',
        row('without: no device subscribed (push off)', without, '1.00', '1.00'),
        row(
          `with: ${MANAGER_DEVICES} manager devices, each request followed (${sentDuring} visitor pushes during the confirms, all rounds)`,
          withPush,
          p50Ratio.toFixed(2),
          p99Ratio.toFixed(2),
        ),
        `the confirms of each round took (s), without: ${runs.without.map((f) => f.seconds.toFixed(1)).join(', ')}; with: ${runs.with.map((f) => f.seconds.toFixed(1)).join(', ')}`,
        `p50 of each round (ms), without: ${runs.without.map((f) => f.p50).join(', ')}; with: ${runs.with.map((f) => f.p50).join(', ')}`,
        `p99 of each round (ms), without: ${runs.without.map((f) => f.p99).join(', ')}; with: ${runs.with.map((f) => f.p99).join(', ')}`,
        `the last of a round's ${confirms} visitor notices was delivered ${median(allSentAfterS).toFixed(1)} s after its last confirm (median; rounds: ${allSentAfterS.map((s) => s.toFixed(1)).join(', ')} s)`,
        `goal (issue 28): p50 ratio ${p50Ratio.toFixed(2)} ${p50Ratio <= GOAL_RATIO ? 'meets' : 'MISSES'} <= ${GOAL_RATIO}; p99 ratio ${p99Ratio.toFixed(2)} (no goal, shown so nothing is hidden)`,
        '',
      ].join('\n'),
    );
    return { without, with: withPush, p50Ratio, p99Ratio };
  } finally {
    await sql.end();
    await server.stop();
    await service.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchPushConfirm().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
