import type postgres from 'postgres';
import { waitUntil } from './wait';

/**
 * Resolves once the push queues hold no job due to run: every event has made its sends and every send has had its
 * answer, so what a device has received by then is all it gets. What a test waits for to show that nothing more comes,
 * instead of a pause. A job due later (a reminder) does not count.
 */
export async function pushQueuesDrained(sql: postgres.Sql, ms = 20_000): Promise<void> {
  let due = -1;
  await waitUntil(
    async () => {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from pgboss.job
        where name in ('push-event', 'push-send') and state in ('created', 'retry', 'active') and start_after <= now()`;
      due = row?.n ?? -1;
      return due === 0;
    },
    { ms, what: 'the push queues have nothing left to run', state: () => `${due} jobs due` },
  );
}
