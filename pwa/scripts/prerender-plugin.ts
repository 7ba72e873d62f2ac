import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
// Relative, as vite.config.ts imports the contract: the config's loader bundles relative imports only.
import { type Locale, localePath } from '../../sync-contract/src/locale';
import type { VersionedSettings } from '../../sync-contract/src/schemas/settings';
import { escapeHtml } from '../src/lib/escape-html';
import { replaceEvery, replaceOnce } from '../src/lib/html-edits';
import type { PageFrame, PrerenderedPage } from '../src/prerender';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

interface PrerenderModule {
  prerenderedPages(): PrerenderedPage[];
  renderSite(frames: readonly PageFrame[], current: VersionedSettings): Promise<{ file: string; html: string }[]>;
  FRAME_MARKS: { title: string; description: string; body: string; settings: string };
  FIRST_START: VersionedSettings;
  LOCALES: readonly Locale[];
  CATALOGUE_MODULES: Readonly<Record<Locale, string>>;
  SITE_URL: string;
  ADMIN_MODULE: string;
  ADMIN_SCREEN_MODULES: Readonly<Record<string, string>>;
  renderAdminFrame(locale: Locale): string;
}

/** Every chunk a chunk imports statically, itself first. */
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

/** The chunk a module starts (its facade) or, where a chunk group merged the module into another, the one holding it. */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const chunk =
    chunks.find((file) => file.facadeModuleId?.endsWith(module) === true) ??
    chunks.find((file) => file.moduleIds.some((id) => id.endsWith(module)));
  if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
  return chunk;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*">/;
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

/** The template's language, title and description replaced by a page's own. */
export function withHead(html: string, head: { lang: Locale; title: string; description?: string }): string {
  const inLanguage = replaceOnce(html, HTML_LANG, `<html lang="${head.lang}">`, 'prerender: language');
  const titled = replaceOnce(inLanguage, TITLE, `<title>${escapeHtml(head.title)}</title>`, 'prerender: title');
  if (head.description === undefined) return titled;
  return replaceOnce(
    titled,
    DESCRIPTION,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    'prerender: description',
  );
}

/**
 * The page's stylesheets written into it: a phone on a 150 ms round trip paints after the HTML alone instead of
 * waiting for two more requests. (The CSP allows inline styles; the files stay in the build and the precache for
 * the app's own navigations.) Each keeps a disabled `<link>` (never fetched) that names its file: Vite's loader of
 * lazy chunks looks for that link before adding a stylesheet a chunk needs, and without it would add the shell's
 * stylesheet again after the page's own, so `.card`'s border would win over the page's rules (the calendar's edge
 * to edge layout on a phone lost 2 px to it once the outbox loaded).
 */
export function inlineStylesheets(html: string, readCss: (file: string) => string): string {
  return replaceEvery(
    html,
    STYLESHEET_LINK,
    (_link, file) => {
      const css = readCss(file);
      if (css.includes('</style')) throw new Error(`prerender: ${file} cannot be inlined`);
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
    },
    'prerender: stylesheets',
  );
}

/** The built `index.html` made into one page: its head, its markup in #root, its links and its early script. */
export function pageHtml(
  template: string,
  page: {
    lang: Locale;
    title: string;
    description: string;
    body: string;
    links: readonly string[];
    earlyScript?: string;
  },
): string {
  let html = withHead(template, page);
  html = replaceOnce(html, '</head>', `  ${page.links.join('\n    ')}\n  </head>`, 'prerender: links');
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.body}</div>`, 'prerender: markup');
  if (page.earlyScript) {
    // After #root, so the page it works on is parsed when it runs; `async`, so it runs as soon as it has arrived,
    // not after the app's (deferred) entry.
    html = replaceOnce(
      html,
      '</body>',
      `  <script type="module" async crossorigin src="/${page.earlyScript}"></script>\n  </body>`,
      'prerender: early script',
    );
  }
  return html;
}

/**
 * Where a page is in each language, for search engines and shared links (decision 043): each language's own address,
 * and the unprefixed one as `x-default`, which answers in the visitor's language. In full, as search engines ask.
 */
export function alternateLinks(siteUrl: string, path: string, locales: readonly Locale[]): string[] {
  return [
    ...locales.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(`${siteUrl}${localePath(locale, path)}`)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${siteUrl}${path}`)}">`,
  ];
}

/** Asks for chunks with the page's HTML (the bare shell's catalogue, which the app awaits before its first render). */
export function modulepreloadLinks(files: readonly string[]): string[] {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
}

/**
 * The route's chunks, named for the page's boot script (`src/boot.ts`), which preloads them once the page is painted
 * (decision 038). Not `<link rel="modulepreload">`: the browser would fetch those while the page's HTML is still
 * arriving, and on a slow link the scripts would share it with what the visitor is waiting to see.
 */
export function appChunksMeta(files: readonly string[]): string {
  return `<meta name="app-chunks" content="${files.map((file) => `/${escapeHtml(file)}`).join(' ')}">`;
}

/**
 * The chunks of one screen of the panel beyond the panel's own, by its address (decision 075): the boot script adds the
 * ones of the address opened to what it fetches, so the screen's code comes with the panel's, not after it.
 */
export function screenChunksMeta(address: string, files: readonly string[]): string {
  return `<meta name="screen-chunks" data-path="${escapeHtml(address)}" content="${files.map((file) => `/${escapeHtml(file)}`).join(' ')}">`;
}

/**
 * Writes the public pages as HTML into the client build (after its files are written, before the service
 * worker's precache list is made, so the pages are precached too), once per language at its own address
 * (`en/slots/index.html`, `bn/slots/index.html`; decision 043): the rendered page inside #root, its language, title
 * and description, its alternates in the other language, plus the route's CSS (inlined) and the list of its chunks
 * and its catalogue's for the boot script, so the first paint needs no script, and the app hydrates it without a
 * shift. Which pages come from the route table through the prerenderer (`src/prerender.tsx`, built for Node first).
 * `<locale>/app-shell.html` is the bare shell for every other route, in each language, and `<locale>/admin-shell.html`
 * the panel's, its frame painted (decision 075); `index.html` stays the template. Every edit of the HTML must find its place, or the build fails.
 */
/** The frames' file, beside the renderer's bundle: what the server fills for each version of the settings. */
export const PAGE_FRAMES_FILE = 'page-frames.json';

export function prerenderPublicPages(ssrEntry: string): Plugin {
  let prerender: Promise<PrerenderModule> | undefined;
  const load = () => {
    prerender ??= import(pathToFileURL(path.resolve(ssrEntry)).href) as Promise<PrerenderModule>;
    return prerender;
  };
  return {
    name: 'turf:prerender-public-pages',
    apply: 'build',
    // A page's early script is an entry of its own: it must not wait for (or be part of) the app's.
    async config(config) {
      const root = path.resolve(config.root ?? '.');
      const scripts = (await load()).prerenderedPages().flatMap((page) => (page.earlyScript ? [page.earlyScript] : []));
      if (scripts.length === 0) return;
      const input: Record<string, string> = { index: path.join(root, 'index.html') };
      for (const script of scripts) input[path.basename(script).replace(/\.[jt]sx?$/, '')] = path.join(root, script);
      return { build: { rolldownOptions: { input } } };
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const {
        prerenderedPages,
        renderSite,
        FRAME_MARKS,
        FIRST_START,
        LOCALES,
        CATALOGUE_MODULES,
        SITE_URL,
        ADMIN_MODULE,
        ADMIN_SCREEN_MODULES,
        renderAdminFrame,
      } = await load();
      const entryChunk = Object.values(bundle).find(
        (file): file is OutputChunk =>
          file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith('.html') === true,
      );
      if (!entryChunk) throw new Error('prerender: no entry chunk for index.html');
      const inShell = new Set(staticClosure(bundle, entryChunk).map((chunk) => chunk.fileName));
      const readCss = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
      const outsideShell = (chunks: OutputChunk[]) =>
        chunks.map((chunk) => chunk.fileName).filter((file) => !inShell.has(file));
      // What the settings decide is left as a mark: the venue's name in the title, the description, the page itself
      // and the settings it was rendered with (renderSite fills them).
      const marked = { title: FRAME_MARKS.title, description: FRAME_MARKS.description };
      const frames: PageFrame[] = [];

      for (const locale of LOCALES) {
        // Each language's catalogue is a chunk of its own: a page names only its own language's (decision 043).
        const catalogueFiles = outsideShell(staticClosure(bundle, chunkOf(bundle, CATALOGUE_MODULES[locale])));
        // The bare shell (every address without a page of its own), in this language.
        const shellLinks = [...modulepreloadLinks(catalogueFiles), FRAME_MARKS.settings];
        frames.push({
          file: `${locale}/app-shell.html`,
          locale,
          html: replaceOnce(
            withHead(template, { lang: locale, ...marked }),
            '</head>',
            `  ${shellLinks.join('\n    ')}\n  </head>`,
            'prerender: links',
          ),
        });
        // The panel's shell (decision 075): its frame painted from the HTML with the panel's styles inlined, and the
        // panel's chunks named for the boot script, which fetches them once the frame is on screen.
        const adminChunks = outsideShell(staticClosure(bundle, chunkOf(bundle, ADMIN_MODULE)));
        const adminCss = new Set(
          staticClosure(bundle, chunkOf(bundle, ADMIN_MODULE))
            .filter((chunk) => !inShell.has(chunk.fileName))
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        frames.push({
          file: `${locale}/admin-shell.html`,
          locale,
          html: inlineStylesheets(
            pageHtml(template, {
              lang: locale,
              ...marked,
              body: renderAdminFrame(locale),
              links: [
                ...[...adminCss].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
                appChunksMeta([...new Set([...adminChunks, ...catalogueFiles])]),
                ...Object.entries(ADMIN_SCREEN_MODULES).map(([address, module]) =>
                  screenChunksMeta(
                    address,
                    outsideShell(staticClosure(bundle, chunkOf(bundle, module))).filter(
                      (file) => !adminChunks.includes(file),
                    ),
                  ),
                ),
                FRAME_MARKS.settings,
              ],
            }),
            readCss,
          ),
        });
        for (const page of prerenderedPages()) {
          const chunks = staticClosure(bundle, chunkOf(bundle, page.module)).filter(
            (chunk) => !inShell.has(chunk.fileName),
          );
          const early = page.earlyScript ? chunkOf(bundle, page.earlyScript) : undefined;
          const css = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
          const files = [...new Set([...chunks.map((chunk) => chunk.fileName), ...catalogueFiles])];
          const links = [
            ...alternateLinks(SITE_URL, page.path, LOCALES),
            ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
            appChunksMeta(files),
            FRAME_MARKS.settings,
          ];
          frames.push({
            file: path.posix.join(locale, page.path.slice(1), 'index.html'),
            locale,
            page: { path: page.path, name: page.page },
            html: inlineStylesheets(
              pageHtml(template, {
                lang: locale,
                ...marked,
                body: FRAME_MARKS.body,
                links,
                earlyScript: early?.fileName,
              }),
              readCss,
            ),
          });
        }
      }
      // The server fills the frames again for every saved version of the settings (api/src/lib/settings/site-pages.ts); the
      // files written here carry the first-start settings, for a server without the renderer and for the precache list.
      writeFileSync(path.join(path.dirname(path.resolve(ssrEntry)), PAGE_FRAMES_FILE), JSON.stringify(frames));
      for (const { file, html } of await renderSite(frames, FIRST_START)) {
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), html);
      }
    },
  };
}
