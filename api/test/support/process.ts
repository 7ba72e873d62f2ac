import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { SERVER_ENTRY } from '../../scripts/build';
import { API_ROOT } from '../../src/config';
import { waitUntil } from './wait';

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript entry of the api package the way its npm script does (`node --import tsx`): the admin and
 * migrate commands. `log: 'discard'` writes its stdout (the log) to /dev/null through a real file descriptor, as a log
 * sink would take it, instead of piping it into this process, which would then spend a benchmark's CPU reading logs;
 * `output()` then holds stderr only.
 */
export function spawnTs(
  entry: string,
  args: string[],
  env: Record<string, string>,
  stdin?: string,
  log: 'keep' | 'discard' = 'keep',
): Spawned {
  return spawnNode(['--import', 'tsx', entry, ...args], env, stdin, log);
}

/**
 * Runs the built server (`dist/server.mjs`, made by the test run's global setup) as `npm start` does.
 */
export function spawnServer(env: Record<string, string>, log: 'keep' | 'discard' = 'keep'): Spawned {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build it first (npm run build -w api)`);
  return spawnNode(['--enable-source-maps', SERVER_ENTRY], env, undefined, log);
}

function spawnNode(
  nodeArgs: string[],
  env: Record<string, string>,
  stdin: string | undefined,
  log: 'keep' | 'discard',
): Spawned {
  const sink = log === 'discard' ? openSync('/dev/null', 'w') : 'pipe';
  const child = spawn(process.execPath, nodeArgs, {
    cwd: API_ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', sink, 'pipe'],
  });
  if (typeof sink === 'number') closeSync(sink);
  let output = '';
  // Decoded as a stream: a character split between two chunks is put back together.
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  if (stdin !== undefined) child.stdin?.end(stdin);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Resolves once the server at `url` answers /api/health with 200. Fails at once if the process exits first, and after
 * `timeoutMs` otherwise (PGlite's first start, an initdb, can take a minute on a busy machine).
 */
export async function waitForHealth(url: string, spawned: Spawned, timeoutMs = 180_000): Promise<void> {
  await waitUntil(
    async () => {
      const { exitCode, signalCode } = spawned.child;
      if (exitCode !== null || signalCode !== null) {
        throw new Error(`The server exited (${exitCode ?? signalCode}) before it was healthy:\n${spawned.output()}`);
      }
      try {
        // Each probe has its own deadline too: a server that accepts but never answers must not stall the wait.
        return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
      } catch {
        return false; // not listening yet
      }
    },
    { ms: timeoutMs, what: `${url}/api/health answered 200`, state: () => `its output so far:\n${spawned.output()}` },
  );
}
