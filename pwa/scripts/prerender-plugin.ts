import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

interface PrerenderModule {
  PRERENDERED_PAGES: readonly { path: string; module: string }[];
  renderPage(path: string): Promise<string>;
}

/** Every chunk a route's chunk imports statically, itself first. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The page's stylesheets written into it: a phone on a 150 ms round trip paints after the HTML alone instead of
 * waiting for two more requests. (The CSP allows inline styles; the files stay in the build and the precache for
 * the app's own navigations.)
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = readFileSync(path.join(outDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`prerender: ${file} cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/**
 * Writes the public pages as HTML into the client build (after its files are written, before the service
 * worker's precache list is made, so the pages are precached too): the rendered page inside #root, plus the
 * route's CSS (inlined) and a modulepreload for each of its chunks, so the first paint needs no script, and the
 * app hydrates it without a shift. `app-shell.html` keeps the bare shell for every other route.
 */
export function prerenderPublicPages(ssrEntry: string): Plugin {
  return {
    name: 'turf:prerender-public-pages',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, 'app-shell.html'), template);
      const entryChunk = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
      );
      const inShell = new Set(entryChunk ? staticClosure(bundle, entryChunk).map((chunk) => chunk.fileName) : []);

      const prerender = (await import(pathToFileURL(path.resolve(ssrEntry)).href)) as PrerenderModule;
      for (const page of prerender.PRERENDERED_PAGES) {
        const routeChunk = Object.values(bundle).find(
          (file): file is OutputChunk => file.type === 'chunk' && file.facadeModuleId?.endsWith(page.module) === true,
        );
        if (!routeChunk) throw new Error(`prerender: no chunk for ${page.module}`);
        const chunks = staticClosure(bundle, routeChunk).filter((chunk) => !inShell.has(chunk.fileName));
        const css = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        const links = [
          ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`),
        ].join('\n    ');
        const body = await prerender.renderPage(page.path);
        const html = inlineStylesheets(
          template
            .replace('</head>', `  ${links}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${body}</div>`),
          outDir,
        );
        const file = page.path === '/' ? 'index.html' : path.join(page.path.slice(1), 'index.html');
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), html);
      }
    },
  };
}
