import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { API_ROOT } from '../src/config';

/**
 * The server as production runs it: one ES module, `dist/server.mjs`, holding our TypeScript and the sync contract's,
 * with the packages left to node_modules. Node starts it without a transpiler in between (decision 094).
 */

export const SERVER_ENTRY = path.join(API_ROOT, 'dist', 'server.mjs');

export async function buildServer(): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // The workspace's own packages are TypeScript sources: bundled. Everything else is imported from node_modules.
  const external = Object.keys(manifest.dependencies)
    .filter((name) => !name.startsWith('@turf/'))
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: [path.join(API_ROOT, 'src', 'server.ts')],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // Stack traces in the log name the TypeScript lines (`node --enable-source-maps`).
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
