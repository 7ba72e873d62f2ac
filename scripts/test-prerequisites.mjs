#!/usr/bin/env node
/**
 * The first step of `npm test`: what the suites drive from outside npm must be on this machine - Chromium, Debian's
 * docker-compose and caddy, a font with Bangla glyphs, and a PostgreSQL server at TEST_DATABASE_URL. As root on Debian
 * or Ubuntu, whatever is missing is installed (apt-get) and a local PostgreSQL is started; otherwise, or if that fails,
 * it stops at once with one message naming each missing piece and the command that gets it, so no suite fails
 * half-way or skips for want of a tool. `--no-install` (or TURF_NO_INSTALL=1) only checks.
 * `.ci/run` relies on this same step (through `npm test`), so CI and a fresh clone need the same things.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

const env = process.env;
const chromePath = env.CHROME_PATH || DEFAULT_CHROME_PATH;
const databaseUrl = env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
const mayInstall = !process.argv.includes('--no-install') && env.TURF_NO_INSTALL !== '1';

/** The full path of a command on PATH, or null. */
function which(command) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Debian or Ubuntu (or a derivative) with apt-get on PATH: the only place this script installs anything. */
function aptSystem() {
  if (!which('apt-get')) return false;
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = mayInstall && isRoot && aptSystem();
const sudo = isRoot ? '' : 'sudo ';
const aptInstall = (packages) =>
  `${sudo}apt-get update && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`;

/**
 * The programs, each with how it is found and the Debian package that brings it. Chromium is found at CHROME_PATH
 * (Debian's package puts it at the default); the Bangla font is what fontconfig, which Chromium asks, knows of.
 */
const programs = [
  {
    name: `Chromium at ${chromePath} (CHROME_PATH; the browser tests drive it)`,
    apt: 'chromium',
    present: () => isExecutable(chromePath),
    hint: chromePath === DEFAULT_CHROME_PATH ? '' : ', or set CHROME_PATH to a Chromium or Chrome binary',
  },
  {
    name: 'docker-compose (validates docker-compose.yml)',
    apt: 'docker-compose',
    present: () => which('docker-compose') !== null,
  },
  {
    name: 'caddy (the tests behind a reverse proxy run it)',
    apt: 'caddy',
    present: () => which('caddy') !== null,
  },
  {
    name: 'a font with Bangla glyphs, as fontconfig sees it (fc-list :lang=bn)',
    apt: 'fonts-noto-core fontconfig',
    present: () => which('fc-list') !== null && run('fc-list', [':lang=bn', 'family']).out.trim() !== '',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

const dbUrl = new URL(databaseUrl);
const dbName = decodeURIComponent(dbUrl.pathname.replace(/^\//, '')) || 'postgres';
const isLocal = ['127.0.0.1', 'localhost', '[::1]', '::1', ''].includes(dbUrl.hostname);

/** null when a query runs; otherwise why not: 'down', 'no-database', or the error's message. */
async function postgresProblem() {
  let postgres;
  try {
    postgres = (await import('postgres')).default;
  } catch {
    return 'the `postgres` package is not installed: run npm ci first';
  }
  const sql = postgres(databaseUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    if (error?.code === '3D000') return 'no-database';
    if (['ECONNREFUSED', 'ENOENT', 'CONNECT_TIMEOUT', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(error?.code)) return 'down';
    return String(error?.message ?? error);
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

async function createDatabase() {
  const postgres = (await import('postgres')).default;
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const sql = postgres(server.toString(), { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${dbName.replaceAll('"', '""')}"`);
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** Debian's clusters: `pg_lsclusters` lines as { version, name, port, status }. */
function clusters() {
  if (!which('pg_lsclusters')) return [];
  return run('pg_lsclusters', ['--no-header'])
    .out.split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4 && /^\d/.test(fields[0] ?? ''))
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), status }));
}

const wantedPort = Number(dbUrl.port || 5432);
const startCommand = (cluster) => `pg_ctlcluster --skip-systemctl-redirect ${cluster.version} ${cluster.name} start`;

/** The command that gets PostgreSQL answering at TEST_DATABASE_URL, as far as this machine lets us tell. */
function postgresCommand(problem) {
  if (problem === 'down' && isLocal) {
    const cluster = clusters().find((c) => c.port === wantedPort);
    if (cluster) return `${sudo}${startCommand(cluster)}`;
    if (!which('pg_ctlcluster')) {
      return (
        `${aptInstall(['postgresql'])} && ${sudo}pg_ctlcluster --skip-systemctl-redirect <version> main start ` +
        `(then let ${dbUrl.username || 'postgres'} connect from 127.0.0.1; run as root and npm test does both)`
      );
    }
  }
  if (problem === 'no-database') return `createdb -h ${dbUrl.hostname} -p ${wantedPort} -U ${dbUrl.username} ${dbName}`;
  if (problem === 'down') return `start the PostgreSQL server at ${dbUrl.host}, or point TEST_DATABASE_URL at one`;
  return `set TEST_DATABASE_URL to a server and user that can connect (it answered: ${problem})`;
}

/**
 * As root on Debian, with the server meant to be on this machine: install it if absent, start its cluster, and on a
 * cluster installed just now let local TCP connections in without a password, as the default URL expects (a CI box
 * or a fresh container; an existing setup's authentication is never changed). Returns what it did.
 */
async function provisionPostgres(problem) {
  const done = [];
  if (problem === 'down') {
    let installedNow = false;
    if (clusters().length === 0) {
      execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
        stdio: 'inherit',
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      installedNow = true;
      done.push('installed postgresql');
    }
    const cluster = clusters().find((c) => c.port === wantedPort);
    if (!cluster) return done;
    if (installedNow) {
      const hba = `/etc/postgresql/${cluster.version}/${cluster.name}/pg_hba.conf`;
      if (existsSync(hba)) {
        const trust = '# Added by scripts/test-prerequisites.mjs: the test server takes local TCP connections as is.\n';
        const rules = 'host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n';
        writeFileSync(hba, `${trust}${rules}${readFileSync(hba, 'utf8')}`);
        done.push(`let local TCP connections into PostgreSQL ${cluster.version} without a password`);
      }
    }
    // A cluster that runs already only rereads its authentication rules.
    const action = cluster.status !== 'online' ? 'start' : installedNow ? 'reload' : null;
    if (action) {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, action], {
        stdio: 'inherit',
      });
      done.push(`${action === 'start' ? 'started' : 'reloaded'} PostgreSQL ${cluster.version}/${cluster.name}`);
    }
  }
  if ((await postgresProblem()) === 'no-database') {
    await createDatabase();
    done.push(`created database ${dbName}`);
  }
  return done;
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  let missing = programs.filter((program) => !program.present());
  if (missing.length > 0 && canInstall) {
    const packages = [...new Set(missing.flatMap((program) => program.apt.split(' ')))];
    process.stdout.write(`test prerequisites: installing ${packages.join(', ')} (apt-get)\n`);
    const update = run('apt-get', ['update', '-qq']);
    if (!update.ok) process.stderr.write(update.out);
    const install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status !== 0) process.stderr.write('apt-get install failed; see above\n');
    missing = programs.filter((program) => !program.present());
  }

  let problem = await postgresProblem();
  // A missing database is made on any machine (it needs only the server's permission); a server only on Debian.
  if ((problem === 'no-database' && mayInstall) || (problem === 'down' && canInstall && isLocal)) {
    try {
      const done = await provisionPostgres(problem);
      if (done.length > 0) process.stdout.write(`test prerequisites: ${done.join('; ')}\n`);
    } catch (error) {
      process.stderr.write(`could not set up PostgreSQL: ${error instanceof Error ? error.message : error}\n`);
    }
    problem = await postgresProblem();
  }

  const lines = missing.map(
    (program) => `  - ${program.name}: ${aptInstall(program.apt.split(' '))}${program.hint ?? ''}`,
  );
  if (problem !== null) {
    lines.push(`  - PostgreSQL at ${databaseUrl} (TEST_DATABASE_URL): ${postgresCommand(problem)}`);
  }
  if (lines.length > 0) {
    const how = canInstall
      ? 'Installing them did not succeed; run the commands above, then npm test again.'
      : isRoot && aptSystem()
        ? 'Installing was not allowed (--no-install); run the commands above, then npm test again.'
        : 'Run the commands above (Debian or Ubuntu; elsewhere get the same with your package manager), then npm test ' +
          'again. As root on Debian or Ubuntu, npm test installs these itself.';
    process.stderr.write(`npm test cannot run: this machine lacks\n${lines.join('\n')}\n${how}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `test prerequisites: Chromium, docker-compose, caddy, a Bangla font and PostgreSQL at ${databaseUrl}: present\n`,
  );
}

await main();
