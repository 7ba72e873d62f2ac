/**
 * The push-confirm bench's push service (test/support/push-service.ts) in a process of its own: in the bench's
 * process its TLS and HTTP work for hundreds of messages a second would share the event loop that times autocannon's
 * responses, and count as confirm latency. A real push service is another machine. Started by bench/push-confirm.ts
 * through `fork` (IPC): it sends `{ origin, host, caFile }` once listening, answers `'count'` with how many messages it
 * has received, and stops on `'close'`.
 */
import { startFakePushService } from '../test/support/push-service';

const ANSWER_DELAY_MS = Number(process.env.PUSH_SERVICE_DELAY_MS ?? 20);

const service = await startFakePushService();
// Accepted after a pause, as a real push service over the internet answers.
service.respondWith(() => ({ status: 201, delayMs: ANSWER_DELAY_MS }));
process.on('message', (message) => {
  if (message === 'count') process.send?.({ count: service.all().length });
  if (message === 'close') {
    service.close().finally(() => process.exit(0));
  }
});
process.on('disconnect', () => {
  service.close().finally(() => process.exit(0));
});
process.send?.({ origin: service.origin, host: service.host, caFile: service.caFile });
