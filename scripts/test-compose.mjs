#!/usr/bin/env node
// `npm run test:compose`: validates the deployment files without a Docker engine.
// `docker-compose config` (Debian's docker-compose) must accept docker-compose.yml with .env.example plus secrets,
// and refuse it when any required secret is missing; the resolved file must have the shape the README promises;
// .env.example must document every variable the app, Compose and the build read; every Dockerfile COPY source must
// exist. Fails (exit 1) on the first broken promise; never skips.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const SECRETS = {
  POSTGRES_PASSWORD: 'composetestpassword',
  APP_DB_PASSWORD: 'composetestapppassword',
  JWT_SECRET: 'compose-test-secret-that-is-long-enough',
  ADMIN_EMAIL: 'manager@venue.example',
  VAPID_PUBLIC_KEY: 'BI9BbBCLQHXQ2sygfa-rmyhcLhCv7vSiLfPfrgfeJuIQWaBZ7N18E7DzNqLnJ_pjsZIHA5k8vmlfLKx8-MrWXRE',
  VAPID_PRIVATE_KEY: 'BHmD54nttOjE074Il8ZfzTajXGfM1ro8Ca0hfB6p3UY',
};

let passed = 0;
function check(name, fn) {
  try {
    fn();
    passed += 1;
    console.log(`ok - ${name}`);
  } catch (error) {
    console.error(`not ok - ${name}\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

/** docker-compose with only the given variables (a developer's shell or real .env must not leak in). */
function compose(args, vars) {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...vars };
  const result = spawnSync(
    'docker-compose',
    ['--project-directory', ROOT, '--env-file', join(ROOT, '.env.example'), ...args],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    },
  );
  if (result.error)
    throw new Error(`docker-compose could not run (${result.error.message}); apt-get install docker-compose`);
  return result;
}

/** The resolved Compose file as an object, parsed by the PyYAML that Debian's docker-compose itself runs on. */
function resolvedConfig() {
  const result = compose(['config'], SECRETS);
  assert.equal(result.status, 0, result.stderr);
  const parsed = spawnSync('python3', ['-c', 'import json,sys,yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], {
    input: result.stdout,
    encoding: 'utf8',
  });
  assert.equal(parsed.status, 0, parsed.stderr);
  return JSON.parse(parsed.stdout);
}

check('docker-compose config accepts docker-compose.yml with .env.example and the secrets filled in', () => {
  const result = compose(['config', '-q'], SECRETS);
  assert.equal(result.status, 0, result.stderr);
});

for (const name of Object.keys(SECRETS)) {
  check(`docker-compose refuses to start without ${name} (never defaulted)`, () => {
    const { [name]: _left, ...others } = SECRETS;
    const result = compose(['config', '-q'], others);
    assert.notEqual(result.status, 0, `config passed without ${name}`);
    assert.match(result.stderr, new RegExp(`set ${name} in \\.env`));
  });
}

const config = resolvedConfig();
const { db, migrate, app, proxy } = config.services;

check('services are db, migrate, app and proxy', () => {
  assert.deepEqual(Object.keys(config.services).sort(), ['app', 'db', 'migrate', 'proxy']);
});

check('db: postgres:17 on a named volume with a pg_isready healthcheck', () => {
  assert.equal(db.image, 'postgres:17');
  assert.ok(
    db.volumes.some((v) => v.startsWith('db-data:/var/lib/postgresql/data')),
    db.volumes.join(),
  );
  assert.ok('db-data' in config.volumes);
  assert.match(db.healthcheck.test.join(' '), /pg_isready/);
});

check('app: built from the Dockerfile, waits for a healthy db, reaches it by service name', () => {
  assert.equal(app.build.context, ROOT.replace(/\/$/, ''));
  assert.equal(app.depends_on.db.condition, 'service_healthy');
  assert.equal(app.environment.DATABASE_URL, `postgres://turf_app:${SECRETS.APP_DB_PASSWORD}@db:5432/turf`);
  assert.equal(app.environment.JWT_SECRET, SECRETS.JWT_SECRET);
  // One VAPID key pair for every replica: the one the devices subscribed with (issue 14).
  assert.equal(app.environment.VAPID_PUBLIC_KEY, SECRETS.VAPID_PUBLIC_KEY);
  assert.equal(app.environment.VAPID_PRIVATE_KEY, SECRETS.VAPID_PRIVATE_KEY);
  // Caddy plus the venue's TLS proxy; never `true`, which would believe the address a visitor writes (decision 007).
  assert.equal(app.environment.TRUST_PROXY, '2');
});

check(
  "migrate: the same image, once before the app, as the tables' owner; the app never holds the owner's password",
  () => {
    assert.deepEqual(migrate.build, app.build);
    assert.equal(migrate.depends_on.db.condition, 'service_healthy');
    assert.equal(app.depends_on.migrate.condition, 'service_completed_successfully');
    assert.ok([undefined, 'no'].includes(migrate.restart), `a one-shot service must not restart: ${migrate.restart}`);
    assert.deepEqual(migrate.command, ['node', '--import', 'tsx', 'api/scripts/migrate.ts']);
    assert.ok(existsSync(join(ROOT, migrate.command[3])), `${migrate.command[3]} missing`);
    assert.equal(
      migrate.environment.MIGRATION_DATABASE_URL,
      `postgres://turf:${SECRETS.POSTGRES_PASSWORD}@db:5432/turf`,
    );
    // The role it makes and grants is the one the app connects as (decision 063).
    assert.equal(migrate.environment.DATABASE_URL, app.environment.DATABASE_URL);
    const leaks = Object.entries(app.environment).filter(([, v]) => String(v).includes(SECRETS.POSTGRES_PASSWORD));
    assert.deepEqual(
      leaks,
      [],
      `the app's environment holds the owner's password: ${leaks.map(([k]) => k).join(', ')}`,
    );
  },
);

check('app: no host port, so `--scale app=3` cannot clash; the proxy is the only way in', () => {
  assert.equal(app.ports, undefined);
  assert.deepEqual(app.expose, ['3000']);
  assert.deepEqual(proxy.ports.map((p) => p.target).sort(), [443, 443, 80]);
  assert.equal(proxy.depends_on.app.condition, 'service_healthy');
});

check('proxy: the Caddyfile load-balances over every app replica on the port the image exposes', () => {
  const caddyfile = read('deploy/Caddyfile');
  assert.match(caddyfile, /dynamic a app 3000/);
  // Which clients' X-Forwarded-For Caddy keeps in :80 mode (api/test/deploy/caddy.test.ts runs it for real).
  assert.equal(proxy.environment.CADDY_TRUSTED_PROXIES, 'private_ranges');
  assert.match(caddyfile, /trusted_proxies \{\$CADDY_TRUSTED_PROXIES:private_ranges\}/);
  assert.ok(proxy.volumes.some((v) => v.endsWith(':/etc/caddy/Caddyfile:ro')));
  assert.match(read('Dockerfile'), /^EXPOSE 3000$/m);
});

check('.env.example documents every variable the app, Compose and the PWA build read, and no venue value', () => {
  const documented = new Set([...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  const fromConfig = [
    ...read('api/src/config.ts').matchAll(/\b(?:value|integer|boolean)\(env, '([A-Z_]+)'|env\.([A-Z_]+)/g),
  ].map((m) => m[1] ?? m[2]);
  assert.ok(
    fromConfig.includes('JWT_SECRET') && fromConfig.includes('DATABASE_URL'),
    'config.ts parse found too little',
  );
  const fromCompose = [...read('docker-compose.yml').matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]);
  const buildKeys = [...read('Dockerfile').matchAll(/^ARG ([A-Z_]+)=/gm)].map((m) => m[1]);
  assert.ok(buildKeys.includes('VITE_SITE_URL'), 'Dockerfile ARG parse');
  const missing = [...new Set([...fromConfig, ...fromCompose, ...buildKeys])].filter((v) => !documented.has(v));
  assert.deepEqual(missing, [], `.env.example lacks: ${missing.join(', ')}`);
  const notBuildArgs = buildKeys.filter((k) => !(k in app.build.args));
  assert.deepEqual(notBuildArgs, [], `build values Compose does not pass: ${notBuildArgs.join(', ')}`);
  // The venue's values live in the database now (issue 16): no build variable may name them.
  const stale = [...read('.env.example').matchAll(/^#? ?(VITE_VENUE_[A-Z_]+)=/gm)].map((m) => m[1]);
  assert.deepEqual(stale, [], `.env.example still names ${stale.join(', ')}`);
});

check('Dockerfile: every COPY source exists, the server entry and the health route are right', () => {
  const dockerfile = read('Dockerfile');
  const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((m) =>
    m[1].trim().split(/\s+/).slice(0, -1),
  );
  assert.ok(sources.length >= 8, 'COPY parse');
  const absent = sources.filter((s) => !existsSync(join(ROOT, s)));
  assert.deepEqual(absent, [], `COPY sources missing: ${absent.join(', ')}`);
  assert.match(dockerfile, /^FROM node:24[\w.-]* AS build$/m);
  assert.match(dockerfile, /^USER node$/m);
  assert.match(dockerfile, /npm ci --omit=dev/);
  assert.match(dockerfile, /HEALTHCHECK[\s\S]*\/api\/health/);
  // The server is built in the build stage (`npm run build`, decision 094) and copied over: the entry and its copy.
  const entry = dockerfile.match(/^CMD \["node", "--enable-source-maps", "([^"]+)"\]$/m)?.[1];
  assert.equal(entry, 'api/dist/server.mjs', `CMD entry ${entry}`);
  assert.match(dockerfile, /^COPY --from=build \/app\/api\/dist\/ api\/dist\/$/m);
  assert.ok(existsSync(join(ROOT, 'api', 'src', 'server.ts')), 'api/src/server.ts missing');
});

console.log(`\n${passed} checks passed`);
