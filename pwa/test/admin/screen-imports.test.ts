import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const admin = resolve(__dirname, '../../src/features/admin');
const IMPORT = /from '(\.[^']+)'/g;

/** The panel's screen folder a file is in (`schedule`, `booking-requests`, ...), or null for the panel's own files. */
function folderOf(file: string): string | null {
  const [first, ...rest] = relative(admin, file).split('/');
  return rest.length > 0 ? (first ?? null) : null;
}

/** Which folder imports which, `shared/` left out: every folder may use it, and it uses none of them. */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const files = readdirSync(admin, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  for (const file of files) {
    const path = join(admin, file);
    const from = folderOf(path);
    if (from === null) continue;
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(path), specifier ?? '');
      if (!target.startsWith(`${admin}/`)) continue;
      const to = folderOf(target);
      if (to === null || to === from || to === 'shared') continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** A path of folders that leads back to where it started, or null. */
function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (folder: string, path: string[]): string[] | null => {
    const at = path.indexOf(folder);
    if (at >= 0) return [...path.slice(at), folder];
    if (done.has(folder)) return null;
    for (const next of edges.get(folder) ?? []) {
      const cycle = visit(next, [...path, folder]);
      if (cycle) return cycle;
    }
    done.add(folder);
    return null;
  };
  for (const folder of edges.keys()) {
    const cycle = visit(folder, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("the panel's screen folders", () => {
  it('import one another in one direction only: what two screens both need lives in shared/', () => {
    expect(findCycle(folderImports())).toBeNull();
  });

  it('shared/ imports no screen folder', () => {
    expect(folderImports().get('shared') ?? new Set()).toEqual(new Set());
  });
});
