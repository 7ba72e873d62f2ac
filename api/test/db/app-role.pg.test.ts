import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { PUSH_EVENT_QUEUE } from '../../src/lib/push/push-jobs';
import { TEST_ADMIN_EMAIL, TEST_NOW, testConfig, validBody } from '../support/app';
import { createPgDatabase, testDatabaseUrl } from '../support/pg-database';
import { spawnTs } from '../support/process';

// Issue 27 item 6, decision 063: the owner migrates, the app runs as a role that owns nothing, so the audit trail is
// append-only against the app itself, not only against its code. The owner here is the test server's superuser, as
// Compose's POSTGRES_USER is.

const quiet = { max: 1, onnotice: () => {} };
let database: { url: string; drop(): Promise<void> };
let role: string;
let ownerUrl: string;
let appUrl: string;
let owner: postgres.Sql;
let asApp: postgres.Sql;
let app: FastifyInstance | undefined;
const cleanups: (() => Promise<void>)[] = [];

/** The app as `npm start` builds it from MIGRATION_DATABASE_URL and DATABASE_URL (no database handed to it). */
function startApp(): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig({ databaseUrl: appUrl, migrationDatabaseUrl: ownerUrl }),
    now: () => TEST_NOW,
    logStream: false,
    // No sends: the job is taken by hand below, and nothing leaves this machine.
    push: { work: false },
  });
}

beforeAll(async () => {
  database = await createPgDatabase();
  role = `turf_app_${randomBytes(5).toString('hex')}`;
  ownerUrl = database.url;
  appUrl = Object.assign(new URL(database.url), {
    username: role,
    password: randomBytes(12).toString('hex'),
  }).toString();
  owner = postgres(ownerUrl, quiet);
  app = await startApp();
  asApp = postgres(appUrl, quiet);
});

afterAll(async () => {
  await app?.close();
  await asApp?.end();
  await owner?.end();
  for (const cleanup of cleanups.reverse()) await cleanup();
  await database?.drop();
  await dropRole(role);
});

/** The role's grants go with its database; the role itself is the server's. */
async function dropRole(name: string): Promise<void> {
  const server = postgres(testDatabaseUrl(), quiet);
  try {
    await server.unsafe(`drop role if exists ${name}`);
  } finally {
    await server.end();
  }
}

/** What PostgreSQL answers `statement` run as the app's role: its SQLSTATE and message. */
async function refusal(statement: string): Promise<{ code: string; message: string }> {
  const error = await asApp.unsafe(statement).then(
    () => null,
    (e: { code: string; message: string }) => e,
  );
  if (!error) throw new Error(`the app's role was allowed: ${statement}`);
  return { code: error.code, message: error.message };
}

describe("the app's own database role (decision 063)", () => {
  it("is made by the start, owns nothing, and does the app's work: a booking request, its audit entry, its push job", async () => {
    if (!app) throw new Error('not started');
    const [who] = await app.db.sql<{ user: string }[]>`select current_user as user`;
    expect(who?.user).toBe(role);
    const owned = await owner<{ name: string }[]>`
      select c.relname as name from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = ${role}`;
    expect(owned).toEqual([]);

    // A manager's device to tell, so the request's trigger queues a pg-boss job as the app's role.
    await owner`insert into manager_push_subscriptions (endpoint, p256dh, auth, admin_email)
      values ('https://fcm.googleapis.com/fcm/send/role-test', 'key', 'auth', ${TEST_ADMIN_EMAIL})`;
    const body = validBody();
    const response = await app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
    expect(response.statusCode).toBe(201);
    const [entry] = await asApp<{ actor: string; action: string }[]>`
      select actor, action from audit_log where after->>'name' = ${body.name}`;
    expect(entry).toEqual({ actor: 'visitor', action: 'request.created' });

    // pg-boss as the app's role: its workers' fetch and completion, and its maintenance.
    const [job] = await app.push.queue.fetch<{ requestId: string }>(PUSH_EVENT_QUEUE);
    expect(job?.data.requestId).toBe(response.json<{ _id: string }>()._id);
    await app.push.queue.complete(PUSH_EVENT_QUEUE, job?.id ?? '');
    await app.push.queue.maintain();
  });

  it.each([
    ['update audit_log set actor = $$someone else$$', /permission denied for table audit_log/],
    ['delete from audit_log', /permission denied for table audit_log/],
    ['truncate audit_log', /permission denied for table audit_log/],
    ['alter table audit_log disable trigger audit_log_append_only', /must be owner of table audit_log/],
    ['alter table audit_log disable trigger all', /must be owner of table audit_log/],
    ['set session_replication_role = replica', /permission denied to set parameter "session_replication_role"/],
    ['drop table audit_log', /must be owner of table audit_log/],
    ['alter table bookings add column note text', /must be owner of table bookings/],
    ['drop table bookings', /must be owner of table bookings/],
    ['truncate bookings', /permission denied for table bookings/],
    ['create table audit_copy (id bigint)', /permission denied for schema public/],
    ['delete from schema_migrations', /permission denied for table schema_migrations/],
    ['drop schema pgboss cascade', /must be owner of schema pgboss/],
  ])('cannot %s', async (statement, message) => {
    const answer = await refusal(statement);
    // 42501, insufficient_privilege, from the grants: the audit trigger's own refusal would say "append-only".
    expect(answer.code).toBe('42501');
    expect(answer.message).toMatch(message);
  });

  it("is granted again at the next start, so a table a new migration makes is the app's to use too", async () => {
    await owner`create table later_feature (id int primary key)`;
    expect((await refusal('select * from later_feature')).message).toMatch(/permission denied for table later_feature/);
    await app?.close();
    app = await startApp();
    await asApp`insert into later_feature (id) values (1)`;
    expect(await asApp`select id from later_feature`).toEqual([{ id: 1 }]);
  });

  it('is refused by the start when it owns a table: it would not be bound by the grants', async () => {
    await owner.unsafe(`create table owned_by_app (id int); alter table owned_by_app owner to ${role}`);
    try {
      await app?.close();
      app = undefined;
      await expect(startApp()).rejects.toThrow(/owns tables or has the owner's rights/);
    } finally {
      await owner`drop table owned_by_app`;
    }
  });

  it("is made and granted by Compose's migrate service (scripts/migrate.ts) alone, which then exits", async () => {
    const other = await createPgDatabase();
    const otherRole = `turf_app_${randomBytes(5).toString('hex')}`;
    cleanups.push(async () => {
      await other.drop();
      await dropRole(otherRole);
    });
    const otherAppUrl = Object.assign(new URL(other.url), { username: otherRole, password: 'pw' }).toString();
    const run = spawnTs('scripts/migrate.ts', [], { MIGRATION_DATABASE_URL: other.url, DATABASE_URL: otherAppUrl });
    expect(await run.exited, run.output()).toBe(0);
    expect(run.output()).toMatch(new RegExp(`applied 001_init\\.sql, .*; the role ${otherRole} is granted`));
    const sql = postgres(otherAppUrl, quiet);
    try {
      // The push queues and the lapse queues of holds and offers (migrations 014, 019): each a table the app's role
      // could not make.
      expect(await sql`select name from pgboss.queue order by name`).toEqual([
        { name: 'payment-hold-lapse' },
        { name: 'push-event' },
        { name: 'push-send' },
        { name: 'waitlist-offer-lapse' },
      ]);
      await expect(sql`delete from audit_log`).rejects.toThrow(/permission denied for table audit_log/);
    } finally {
      await sql.end();
    }
  });

  it("is not made by the migrate service without the owner's URL: it says what to set and exits 1", async () => {
    const run = spawnTs('scripts/migrate.ts', [], { MIGRATION_DATABASE_URL: '', DATABASE_URL: appUrl });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Configuration error: set MIGRATION_DATABASE_URL');
  });
});
