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
  priority: 3,
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

/**
 * What a page's early script (a build entry of its own, `prefill-calendar.ts`) imports, in a chunk taken before the
 * app's (higher priority): the app may import the same modules (the dates its texts format), and a module the app's
 * group captured would make the early script import the whole app chunk before the page is painted. The boot
 * script's own needs are the loader group's; the early scripts themselves stay entries.
 */
export function beforeAppChunk(files: { boot: string }): (moduleId: string, ctx: ChunkingContext) => string | null {
  const bootId = path.resolve(files.boot);
  let boot: Set<string> | undefined;
  const seen = new Map<string, boolean>();
  return (moduleId, ctx) => {
    boot ??= staticClosure(bootId, ctx);
    if (boot.has(moduleId) || ctx.getModuleInfo(moduleId)?.isEntry) return null;
    return importedByAnEarlyScript(moduleId, ctx, boot, seen) ? 'before-app' : null;
  };
}

/** Whether an entry other than the boot script imports the module statically, directly or through others. */
function importedByAnEarlyScript(
  id: string,
  ctx: ChunkingContext,
  boot: ReadonlySet<string>,
  seen: Map<string, boolean>,
): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // an import cycle adds nothing
  const info = ctx.getModuleInfo(id);
  const result =
    (info?.isEntry === true && !boot.has(id)) ||
    (info?.importers ?? []).some((importer) => importedByAnEarlyScript(importer, ctx, boot, seen));
  seen.set(id, result);
  return result;
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
