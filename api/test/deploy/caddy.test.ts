import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { HTTP_TIMEOUTS } from '../../src/lib/http/http-timeouts';
import { buildTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp } from '../support/app';
import { freePort } from '../support/process';

// The shipped deploy/Caddyfile in front of the app, as Compose runs them (issue 10, decision 007): a visitor's own
// X-Forwarded-For never chooses the address the login limits count, and every visitor behind the venue's TLS proxy
// is counted apart. Debian's caddy runs it for real; a missing caddy fails the test, it never skips.

const CADDYFILE = path.join(REPO_ROOT, 'deploy', 'Caddyfile');
const LIMIT = 3;

function requireCaddy(): void {
  const probe = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'caddy is not installed, and this test runs the shipped deploy/Caddyfile with it. ' +
        'Install it with: apt-get install caddy (Debian/Ubuntu), or see https://caddyserver.com/docs/install',
    );
  }
}

/** The TRUST_PROXY docker-compose.yml gives the app unless .env says otherwise. */
function composeTrustProxy(): number {
  const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const found = compose.match(/TRUST_PROXY: "?\$\{TRUST_PROXY:-(\d+)\}"?/);
  if (!found?.[1]) throw new Error('docker-compose.yml sets no TRUST_PROXY default for the app');
  return Number(found[1]);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'turf-caddy-'));
const caddyEnv = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: workDir,
  XDG_DATA_HOME: path.join(workDir, 'data'),
  XDG_CONFIG_HOME: path.join(workDir, 'config'),
};

function caddy(args: string[], env: Record<string, string>) {
  return spawnSync('caddy', args, { env: { ...caddyEnv, ...env }, encoding: 'utf8', cwd: workDir });
}

interface Running {
  child: ChildProcess;
  output: () => string;
}
const running: Running[] = [];

/**
 * The shipped Caddyfile with only what a test needs changed: the upstream is the app on loopback instead of the
 * Compose service name, and Caddy runs offline (no admin port, its own CA for HTTPS, no redirect server on :80).
 */
async function startCaddy(siteAddress: string, appPort: number): Promise<void> {
  const shipped = readFileSync(CADDYFILE, 'utf8');
  const upstream = /dynamic a app 3000 \{\s*refresh 5s\s*\}/;
  if (!upstream.test(shipped)) throw new Error('deploy/Caddyfile: the app upstream block changed; update this test');
  // Into the shipped global options block: a Caddyfile has only one, first.
  const globalOptions = /^\{$/m;
  if (!globalOptions.test(shipped)) throw new Error('deploy/Caddyfile: no global options block; update this test');
  const testFile = path.join(workDir, `Caddyfile-${running.length}`);
  writeFileSync(
    testFile,
    shipped
      .replace(upstream, `to 127.0.0.1:${appPort}`)
      .replace(
        globalOptions,
        ['{', '\tadmin off', '\tlocal_certs', '\tskip_install_trust', '\tauto_https disable_redirects'].join('\n'),
      ),
  );
  const child = spawn('caddy', ['run', '--config', testFile, '--adapter', 'caddyfile'], {
    env: { ...caddyEnv, SITE_ADDRESS: siteAddress },
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  running.push({ child, output: () => output });
  const deadline = Date.now() + 30_000;
  while (!/"msg":"serving initial configuration"/.test(output)) {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`caddy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A login through Caddy; `forwardedFor` is the X-Forwarded-For the connecting client sends. */
function loginVia(
  url: string,
  body: { email: string; password: string; deviceToken?: string },
  forwardedFor?: string,
): Promise<{ status: number; body: string }> {
  const target = new URL('/api/auth/login', url);
  const payload = JSON.stringify(body);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
        },
        rejectUnauthorized: false,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += String(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(requireCaddy);

afterAll(async () => {
  for (const { child } of running) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  rmSync(workDir, { recursive: true, force: true });
});

describe('the shipped Caddyfile', () => {
  it.each([':80', 'book.example.com'])('is valid with SITE_ADDRESS=%s (caddy validate)', (siteAddress) => {
    const result = caddy(['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'], { SITE_ADDRESS: siteAddress });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toContain('Valid configuration');
  });

  it('believes a forwarded address only on plain HTTP, the venue TLS proxy mode (caddy adapt)', () => {
    type Handler = { handler?: string; trusted_proxies?: string[]; routes?: Route[] };
    type Route = { match?: unknown[]; handle?: Handler[] };
    /** Every reverse_proxy in the adapted config with the matchers of the routes around it. */
    function proxies(routes: Route[], matchers: unknown[] = []): { trusted?: string[]; matchers: unknown[] }[] {
      return routes.flatMap((route) =>
        (route.handle ?? []).flatMap((handler) => {
          const around = [...matchers, ...(route.match ?? [])];
          if (handler.handler === 'reverse_proxy') return [{ trusted: handler.trusted_proxies, matchers: around }];
          return handler.routes ? proxies(handler.routes, around) : [];
        }),
      );
    }
    for (const [siteAddress, listen] of [
      [':80', ':80'],
      ['book.example.com', ':443'],
    ] as const) {
      const adapted = caddy(['adapt', '--config', CADDYFILE], { SITE_ADDRESS: siteAddress });
      expect(adapted.status, adapted.stderr).toBe(0);
      const servers = Object.values(
        (
          JSON.parse(adapted.stdout) as {
            apps: { http: { servers: Record<string, { listen: string[]; routes: Route[] }> } };
          }
        ).apps.http.servers,
      );
      expect(servers.map((server) => server.listen)).toEqual([[listen]]);
      const found = proxies(servers[0]?.routes ?? []);
      const trusting = found.filter((proxy) => proxy.trusted !== undefined);
      expect(trusting).toHaveLength(1);
      expect(trusting[0]?.matchers).toContainEqual({ protocol: 'http' });
      expect(trusting[0]?.trusted).toEqual([
        '192.168.0.0/16',
        '172.16.0.0/12',
        '10.0.0.0/8',
        '127.0.0.1/8',
        'fd00::/8',
        '::1',
      ]);
      expect(found.filter((proxy) => proxy.trusted === undefined)).toHaveLength(1);
    }
    const named = caddy(['adapt', '--config', CADDYFILE], {
      SITE_ADDRESS: ':80',
      CADDY_TRUSTED_PROXIES: '203.0.113.9/32 10.1.0.0/16',
    });
    expect(named.stdout).toContain('"trusted_proxies":["203.0.113.9/32","10.1.0.0/16"]');
  });

  it('waits on a visitor no longer than the app does, and drops idle app connections before the app (issue 27)', () => {
    const adapted = caddy(['adapt', '--config', CADDYFILE], { SITE_ADDRESS: 'book.example.com' });
    expect(adapted.status, adapted.stderr).toBe(0);
    const NS_PER_MS = 1_000_000;
    const server = Object.values(
      (JSON.parse(adapted.stdout) as { apps: { http: { servers: Record<string, Record<string, unknown>> } } }).apps.http
        .servers,
    )[0];
    // A request must arrive whole in time (read_body bounds headers and body together), as at the app.
    expect(server?.read_timeout).toBe(HTTP_TIMEOUTS.requestMs * NS_PER_MS);
    expect(Number(server?.read_header_timeout)).toBeGreaterThan(0);
    expect(Number(server?.read_header_timeout)).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestMs * NS_PER_MS);
    expect(Number(server?.idle_timeout)).toBeGreaterThan(0);
    // Every proxy to the app keeps an idle connection for less time than the app keeps it open.
    const keepAlives = [...adapted.stdout.matchAll(/"keep_alive":\{"idle_timeout":(\d+)\}/g)].map((m) => Number(m[1]));
    expect(keepAlives).toHaveLength(2);
    for (const idle of keepAlives) expect(idle).toBeLessThan(HTTP_TIMEOUTS.keepAliveMs * NS_PER_MS);
  });
});

describe('login limits through the shipped Caddyfile', () => {
  let t: TestApp;
  let plainUrl: string;
  let httpsUrl: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: { loginRateLimit: LIMIT, trustProxy: composeTrustProxy() } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('app is not listening');
    const [plainPort, httpsPort] = [await freePort(), await freePort()];
    // SITE_ADDRESS=:80 mode (plain HTTP behind the venue's TLS proxy), on a free port.
    await startCaddy(`:${plainPort}`, address.port);
    // A domain: HTTPS, Caddy is the first server (its own CA here instead of Let's Encrypt).
    await startCaddy(`https://127.0.0.1:${httpsPort}`, address.port);
    plainUrl = `http://127.0.0.1:${plainPort}`;
    httpsUrl = `https://127.0.0.1:${httpsPort}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('behind the venue TLS proxy (:80 mode), each visitor has their own count and what they write does not choose it', async () => {
    // This test's requests come from 127.0.0.1, a private address: the venue's TLS proxy, which appends the address
    // of the visitor it served to whatever X-Forwarded-For the visitor sent.
    const visitor = '203.0.113.7';
    for (let i = 0; i < LIMIT; i++) {
      const written = `198.51.100.${i}`;
      const response = await loginVia(
        plainUrl,
        { email: `p${i}@x.test`, password: 'wrong-password' },
        `${written}, ${visitor}`,
      );
      expect(response.status).toBe(401);
    }
    expect(
      (await loginVia(plainUrl, { email: 'p8@x.test', password: 'wrong-password' }, `198.51.100.99, ${visitor}`))
        .status,
    ).toBe(429);
    expect((await loginVia(plainUrl, { email: 'p9@x.test', password: 'wrong-password' }, visitor)).status).toBe(429);
    // Another visitor behind the same proxy is not affected.
    const other = await loginVia(plainUrl, { email: 'p10@x.test', password: 'wrong-password' }, '203.0.113.8');
    expect(other.status).toBe(401);
  });

  it("with a domain, a client's X-Forwarded-For is replaced, and a trusted phone is not locked out by its address's count", async () => {
    // The manager's phone signed in before, from the same address strangers now use (a carrier NAT, say).
    const first = await loginVia(httpsUrl, { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
    expect(first.status).toBe(200);
    const { deviceToken } = JSON.parse(first.body) as { deviceToken: string };

    // Each stranger request claims another address; Caddy, the first server, replaces the claim with the real one.
    for (let i = 1; i < LIMIT; i++) {
      const response = await loginVia(
        httpsUrl,
        { email: `h${i}@x.test`, password: 'wrong-password' },
        `198.51.100.${i}`,
      );
      expect(response.status).toBe(401);
    }
    const limited = await loginVia(httpsUrl, { email: 'h9@x.test', password: 'wrong-password' }, '198.51.100.99');
    expect(limited.status).toBe(429);
    expect((await loginVia(httpsUrl, { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })).status).toBe(429);
    // The phone's device token: its own count only (decision 007).
    const phone = await loginVia(httpsUrl, { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD, deviceToken });
    expect(phone.status).toBe(200);
  });
});
