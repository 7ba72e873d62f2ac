/**
 * wrk, driven from a bench: one run's rate and p99, and several targets measured in turns with medians (the machine is
 * shared, so its load drifts; turns spread a busy minute over every target).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CONNECTIONS } from './run';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  /** Connect, read, write and timeout errors together. */
  socketErrors: number;
}

export interface WrkOptions {
  /** A Lua script (see `luaScript`), the same for every target so the client does the same work for each. */
  script?: string;
  /** Request headers, sent with every request (`-H`). */
  headers?: Record<string, string>;
}

/** wrk's latency in ms from its text (`1.23ms`, `456.00us`, `1.02s`). */
function toMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`unreadable latency: ${text}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** One wrk run with one thread at CONNECTIONS connections. */
export async function wrk(url: string, seconds: number, options: WrkOptions = {}): Promise<WrkResult> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency'];
  if (options.script) args.push('-s', options.script);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url]);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(stdout)?.[1];
  if (!rate || !p99) throw new Error(`unreadable wrk output:\n${stdout}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrors = errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { requestsPerSecond: Number(rate), p99: toMs(p99), non2xx, socketErrors };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export interface WrkTarget extends WrkOptions {
  name: string;
  url: string;
}

/**
 * Warms every target up (2 s), then measures them in turns for `rounds` rounds of `seconds`; one row per target with
 * the median rate and p99 and the summed non-2xx and socket errors.
 */
export async function wrkInTurns(
  targets: WrkTarget[],
  rounds: number,
  seconds: number,
): Promise<Array<WrkResult & { name: string }>> {
  for (const t of targets) await wrk(t.url, 2, t);
  const runs = new Map<string, WrkResult[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) runs.get(t.name)?.push(await wrk(t.url, seconds, t));
  }
  return targets.map(({ name }) => {
    const list = runs.get(name) ?? [];
    return {
      name,
      requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
      p99: median(list.map((r) => r.p99)),
      non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
      socketErrors: list.reduce((sum, r) => sum + r.socketErrors, 0),
    };
  });
}

/** A wrk script making every request cycle through `paths`. */
export function luaScript(paths: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'turf-bench-wrk-')), 'paths.lua');
  writeFileSync(
    file,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }\n` +
      'local i = 0\n' +
      'request = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i])\nend\n',
  );
  return file;
}
