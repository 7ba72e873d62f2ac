#!/usr/bin/env node
// Part of `npm run test:compose`: the README's backup and restore commands, run for real against PostgreSQL
// (TEST_DATABASE_URL). A database migrated by the API's own migrate() is dumped with the README's pg_dump options,
// written to afterwards, and restored with the README's pg_restore options: the tables must equal the dump, both
// over the changed database and into an empty one on a server without the app's role (a new server), and the restored
// schema must need no migration; the migrate service's step then grants the role again (decision 063). Run with tsx
// (`node --import tsx`), since it imports the API's TypeScript.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { appRoleOf, grantAppRole } from '../api/src/db/app-role.ts';
import { migrate } from '../api/src/db/migrate.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Exactly the options the README gives (checked below), minus the Compose wrapper and user/database names.
const DUMP_OPTIONS = ['-Fc'];
// --no-acl: the dump's grants name the app's role, which a new server does not have yet; the migrate service grants
// them again after the restore.
const RESTORE_OPTIONS = ['--clean', '--if-exists', '--no-owner', '--no-acl', '--single-transaction'];
const TABLES = ['booking_requests', 'bookings', 'admins', 'schema_migrations', 'blocks', 'slot_holds'];

const options = { max: 1, onnotice: () => {} };
const suffix = randomBytes(5).toString('hex');
const names = [`turf_backup_${suffix}`, `turf_restore_${suffix}`];
const urlOf = (name) => Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${name}` }).toString();
const appRole = `turf_app_${suffix}`;
const appUrlOf = (name) => Object.assign(new URL(urlOf(name)), { username: appRole, password: 'pw' }).toString();
const work = mkdtempSync(join(tmpdir(), 'turf-backup-'));
const dumpFile = join(work, 'turf.dump');

function run(command, args, input) {
  const result = spawnSync('sh', ['-c', `"$0" "$@" ${input ? '< "$DUMP"' : '> "$DUMP"'}`, command, ...args], {
    env: { ...process.env, DUMP: dumpFile },
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  assert.equal(result.status, 0, `${command} failed:\n${result.stderr}`);
}

async function tables(url) {
  const sql = postgres(url, options);
  try {
    const out = {};
    for (const table of TABLES) {
      const rows = await sql.unsafe(`select * from ${table} order by 1`);
      out[table] = JSON.parse(JSON.stringify(rows));
    }
    return out;
  } finally {
    await sql.end();
  }
}

/** Drops the app's role, first taking away its grants in `url`'s database (a role with grants cannot be dropped). */
async function dropRole(url) {
  const sql = postgres(url, options);
  try {
    await sql.unsafe(`drop owned by ${appRole}`);
    await sql.unsafe(`drop role ${appRole}`);
  } finally {
    await sql.end();
  }
}

let passed = 0;
const ok = (name) => {
  passed += 1;
  console.log(`ok - ${name}`);
};

const admin = postgres(TEST_DATABASE_URL, options);
try {
  for (const name of names) await admin.unsafe(`create database ${name}`);
  const [source, fresh] = names.map(urlOf);

  const sql = postgres(source, options);
  try {
    // As Compose's migrate service leaves it, but for pg-boss's schema: migrated, and the app's role granted.
    await migrate(sql);
    await grantAppRole(sql, appRoleOf(appUrlOf(names[0])));
    await sql`insert into booking_requests (id, date, slot_id, time, name, phone, status, price)
      values ('K7Q-M4X-PAR', '2026-12-01', 'M-1', '6:00 am - 7:30 am', 'Rahim', '01712345678', 'confirmed', 2000),
             ('B2C-D3E-F4G', '2026-12-02', 'N-1', '6:00 pm - 7:30 pm', 'Karim', '01812345678', 'pending', 2500)`;
    await sql`insert into bookings (id, date, slot_id, time, name, phone, price)
      values ('K7Q-M4X-PAR', '2026-12-01', 'M-1', '6:00 am - 7:30 am', 'Rahim', '01712345678', 2000)`;
    await sql`insert into admins (email, password_hash) values ('manager@venue.example', 'scrypt$placeholder')`;
    // A block, and the holds the triggers keep (decision 031): restored as they were, not claimed twice.
    await sql`insert into blocks (date, slot_id, time, reason) values ('2026-12-02', 'A-1', '12:00 pm - 1:30 pm', 'Repairs')`;
  } finally {
    await sql.end();
  }
  const backedUp = await tables(source);
  run('pg_dump', ['-d', source, ...DUMP_OPTIONS], false);
  ok('pg_dump -Fc writes a backup of a migrated database with data');
  // The dump names the role in its grants; from here on the server has no such role, like a new server.
  await dropRole(source);

  const later = postgres(source, options);
  try {
    await later`insert into booking_requests (id, date, slot_id, time, name, phone, price)
      values ('H5J-K6M-N7P', '2026-12-03', 'A-1', '12:00 pm - 1:30 pm', 'Later', '01912345678', 2000)`;
    await later`delete from bookings`;
    await later`update admins set password_hash = 'changed'`;
  } finally {
    await later.end();
  }
  assert.notDeepEqual(await tables(source), backedUp);

  run('pg_restore', ['-d', source, ...RESTORE_OPTIONS], true);
  assert.deepEqual(await tables(source), backedUp);
  ok(`pg_restore ${RESTORE_OPTIONS.join(' ')} puts back exactly the backed-up rows`);

  run('pg_restore', ['-d', fresh, ...RESTORE_OPTIONS], true);
  assert.deepEqual(await tables(fresh), backedUp);
  const restored = postgres(fresh, options);
  try {
    assert.deepEqual(await migrate(restored), [], 'a restored database needs no migration');
    const [{ n }] = await restored`select count(*)::int as n from pg_trigger where not tgisinternal`;
    assert.ok(n > 0, 'the NOTIFY trigger came back');
  } finally {
    await restored.end();
  }
  ok(
    'the same restore into an empty database, with no app role on the server, gives the same rows, schema and trigger',
  );

  const granting = postgres(fresh, options);
  try {
    await grantAppRole(granting, appRoleOf(appUrlOf(names[1])));
  } finally {
    await granting.end();
  }
  const asApp = postgres(appUrlOf(names[1]), options);
  try {
    assert.deepEqual([...(await asApp`select id from bookings`)], [{ id: 'K7Q-M4X-PAR' }]);
  } finally {
    await asApp.end();
  }
  await dropRole(fresh);
  ok("the migrate service's step after the restore makes and grants the app's role again");

  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  assert.ok(readme.includes(`pg_dump -U turf -d turf ${DUMP_OPTIONS.join(' ')} >`), 'README pg_dump line differs');
  assert.ok(readme.includes(`pg_restore -U turf -d turf ${RESTORE_OPTIONS.join(' ')} <`), 'README pg_restore differs');
  ok('README gives the backup and restore commands with these options');
} finally {
  for (const name of names) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`drop role if exists ${appRole}`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
console.log(`\n${passed} checks passed`);
