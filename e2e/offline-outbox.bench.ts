/// <reference lib="dom" />
/**
 * `npm run bench` (outbox part): 50 booking requests queued offline in real Chromium through the real form,
 * then the network comes back; prints how long until all 50 are rows in PostgreSQL (goal: under 2 s) and the
 * number of rows created (must be exactly 50). Needs a built PWA (pwa/dist).
 */
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { outboxIdle } from './support/app-page';
import { launchChromium, newContext } from './support/browser';
import { startServer } from './support/server';

const REQUESTS = 50;
const GOAL_MS = 2_000;

// One phone sending 50 requests at once is past the API's per-IP limit (30 a minute, which the outbox meets
// with backoff); the bench measures the outbox's own speed, so the limit is raised for it.
const server = await startServer({ BOOKING_RATE_LIMIT: '1000' });
const browser = await launchChromium();
let failed = false;
try {
  const context = await newContext(browser, 'phone');
  const page = await context.newPage();
  await page.goto(`${server.url}/slots`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  await context.setOffline(true);

  let queued = 0;
  for (let day = 1; queued < REQUESTS; day++) {
    const date = addDays(todayAtVenue(), day);
    const dayButton = page.locator(`button[data-date="${date}"]:not(.is-outside)`);
    if ((await dayButton.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    await dayButton.click();
    for (const { slotId, period } of SLOTS) {
      if (queued === REQUESTS) break;
      await page.getByRole('tab', { name: period, exact: true }).click();
      await page.locator(`button[data-slot-id="${slotId}"]`).click();
      await page.getByLabel('Reference Name').fill(`Bench ${queued + 1}`);
      // A number per request: one phone may have only 3 requests waiting at the venue.
      await page.getByLabel('Phone').fill(`0171${String(1_000_000 + queued).slice(-7)}`);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
      await dialog.getByText('saved on this phone').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      queued += 1;
    }
  }
  const count = async () =>
    (await server.sql<{ n: number }[]>`select count(*)::int as n from booking_requests`)[0]?.n ?? 0;
  if ((await count()) !== 0) throw new Error('requests reached the server while offline');

  await page.evaluate(() =>
    addEventListener('online', () => Object.assign(window, { onlineAt: performance.now() }), { once: true }),
  );
  const started = performance.now();
  await context.setOffline(false);
  let rows = 0;
  while (rows < REQUESTS && performance.now() - started < 60_000) {
    rows = await count();
    if (rows < REQUESTS) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const elapsed = performance.now() - started;
  // The final count once the outbox's run since the network came back has ended: nothing is left on its way.
  const onlineAt = await page.waitForFunction(() => (window as Window & { onlineAt?: number }).onlineAt);
  await outboxIdle(page, (await onlineAt.jsonValue()) ?? 0);
  rows = await count();
  const ok = rows === REQUESTS && elapsed < GOAL_MS;
  failed = !ok;
  console.log('\nOutbox flush (real Chromium, production server, PostgreSQL):');
  console.log(
    `  ${REQUESTS} requests queued offline reached the server in ${elapsed.toFixed(0)} ms after going online (goal < ${GOAL_MS} ms)`,
  );
  console.log(`  rows created: ${rows} (must be exactly ${REQUESTS}) -> ${ok ? 'OK' : 'MISSED'}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exitCode = 1;
