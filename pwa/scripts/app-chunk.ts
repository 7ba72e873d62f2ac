import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * One chunk for the app itself: every module the app (`src/main.tsx`) imports statically, React and the router
 * included. Since the page's boot script loads the app with a dynamic import (decision 038), the bundler
 * would otherwise cut the modules the app shares with the route chunks into a dozen small files, and each costs a
 * phone one more request and its headers before the page can answer a tap. Route chunks, the admin panel, Dexie and
 * the other lazy pieces stay chunks of their own.
 */
/**
 * Vite's loader of lazy chunks (and its modulepreload polyfill), which the boot script and the app both use: a chunk
 * of their own, taken before the app's group (higher priority), so the boot script does not import the app's chunk
 * to reach it. About a kilobyte.
 */
export const LOADER_GROUP = {
  name: 'loader',
  test: /^\0vite\/(?:preload-helper|modulepreload-polyfill)/,
  priority: 2,
} as const;

export function appChunk(files: {
  app: string;
  boot: string;
}): (moduleId: string, ctx: ChunkingContext) => string | null {
  const appId = path.resolve(files.app);
  const bootId = path.resolve(files.boot);
  let members: Set<string> | undefined;
  return (moduleId, ctx) => {
    if (!members) {
      // What the boot script needs itself stays out: were it in the app's chunk, the boot script would import that
      // chunk statically, before the page is painted.
      const boot = staticClosure(bootId, ctx);
      members = new Set([...staticClosure(appId, ctx)].filter((id) => !boot.has(id)));
    }
    return members.has(moduleId) ? 'main' : null;
  };
}

/** The module and everything it imports statically, transitively (dynamic imports stay out). */
function staticClosure(start: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
