import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { API_ROOT } from '../../src/config';

// initdb takes 15+ s on a busy two-core machine; a dump of a fresh cluster loads in about one. Keyed by the PGlite
// version, so an upgrade makes a new one. The dump is an empty cluster: the app still runs its own migrations.
function templatePath(): string {
  const manifest = path.join(API_ROOT, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const version = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : 'x';
  return path.join(tmpdir(), `turf-pglite-template-${version}.tar`);
}

/** Vitest global setup: make the template once, before any worker needs it. */
export default async function setup(): Promise<void> {
  const file = templatePath();
  if (existsSync(file)) return;
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

let cached: Blob | undefined;
export function pgliteTemplate(): Blob | undefined {
  const file = templatePath();
  if (!existsSync(file)) return undefined;
  cached ??= new Blob([readFileSync(file)]);
  return cached;
}
