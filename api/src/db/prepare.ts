import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { HOLD_LAPSE_QUEUE, OFFER_LAPSE_QUEUE } from '../lib/bookings/lapse-queues';
import { jobQueueDb } from '../lib/push/job-queue-db';
import { PUSH_EVENT_QUEUE, PUSH_SEND_QUEUE } from '../lib/push/push-jobs';
import { appRoleOf, grantAppRole } from './app-role';
import type { Sql } from './database';
import { migrate } from './migrate';

/**
 * The owner's part of a start (decision 063), before the app opens a connection of its own: the migrations, pg-boss's
 * schema and queues (each queue is a table, which a role that owns nothing could not make), then the app's role made
 * and granted. Returns the migration files applied.
 */
export async function prepareDatabase(ownerUrl: string, appUrl: string): Promise<string[]> {
  const owner = postgres(ownerUrl, { max: 2, onnotice: () => {}, connect_timeout: 10 });
  try {
    const applied = await migrate(owner);
    await installJobQueue(owner);
    await grantAppRole(owner, appRoleOf(appUrl));
    return applied;
  } finally {
    await owner.end({ timeout: 5 });
  }
}

/** The app's start then finds pg-boss current and its queues made, and only writes rows (the queues' policy, jobs). */
async function installJobQueue(sql: Sql): Promise<void> {
  const boss = new PgBoss({ db: jobQueueDb(sql), migrate: true, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const name of [PUSH_EVENT_QUEUE, PUSH_SEND_QUEUE, HOLD_LAPSE_QUEUE, OFFER_LAPSE_QUEUE])
      await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
