import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { API_ROOT } from '../../src/config';

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry of the api package the way production does (`node --import tsx`). */
export function spawnTs(entry: string, args: string[], env: Record<string, string>, stdin?: string): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: API_ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
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

export async function waitForHealth(url: string, spawned: Spawned, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawned.child.exitCode !== null) throw new Error(`server exited early:\n${spawned.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${spawned.output()}`);
}
