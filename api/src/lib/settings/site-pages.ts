import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { VersionedSettings } from '@turf/sync-contract/schemas';

/**
 * The site's pages as the venue's current settings make them, kept in memory (issue 16, decision 055). The PWA's build
 * leaves a renderer (`pwa/dist-ssr/prerender.js`, the same React code that prerenders the pages) and the pages' frames
 * (`page-frames.json`: each page's HTML with marks where the settings go). Here they are filled once per settings
 * version, compressed once, and then every request for a page is a lookup: never a render per request.
 */

/** What the PWA's renderer offers the server: every frame filled with one version of the settings. */
export interface SiteRenderer {
  renderSite(frames: readonly unknown[], current: VersionedSettings): Promise<{ file: string; html: string }[]>;
}

/** One page's answer, ready in each encoding a browser may ask for. */
export interface PageAnswer {
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong: the same bytes in every process that rendered the same build with the same version. */
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const HTML = 'text/html; charset=utf-8';
const MANIFEST = 'application/manifest+json; charset=utf-8';
/** The web app manifest, which names the venue under the installed app's icon. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** Compressed on libuv's threads (zlib's async calls), so a re-render never holds up the requests being answered. */
async function pageAnswer(type: string, text: string): Promise<PageAnswer> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const etag = `"page-${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  return { type, identity, br, gzip: gz, etag };
}

/** The build's manifest with the venue's own names (English: the manifest has one language). */
function venueManifest(template: Record<string, unknown>, current: VersionedSettings): string {
  const { name, shortName } = current.settings.venue;
  return JSON.stringify({ ...template, name: name.en, short_name: shortName?.en ?? name.en });
}

export class SitePages {
  private pages = new Map<string, PageAnswer>();
  private renderedVersion: number | null = null;
  // Renders run one after another, so the last version asked for is the last one served.
  private rendering: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly renderer: SiteRenderer,
    private readonly frames: readonly unknown[],
    private readonly manifest: Record<string, unknown> | null,
  ) {}

  /** The files served from memory (relative to the PWA's folder): the same set for every version. */
  get files(): string[] {
    return [...this.pages.keys()];
  }

  get(file: string): PageAnswer | undefined {
    return this.pages.get(file);
  }

  /**
   * Renders every page with `current` and serves them from then on, all at once: a request never gets one page of a
   * version and the next of another. A version older than the one served is skipped (versions only grow).
   */
  render(current: VersionedSettings): Promise<void> {
    const run = this.rendering.then(async () => {
      if (this.renderedVersion !== null && current.version < this.renderedVersion) return;
      const next = new Map<string, PageAnswer>();
      for (const { file, html } of await this.renderer.renderSite(this.frames, current)) {
        next.set(file, await pageAnswer(HTML, html));
      }
      if (this.manifest) next.set(MANIFEST_FILE, await pageAnswer(MANIFEST, venueManifest(this.manifest, current)));
      this.pages = next;
      this.renderedVersion = current.version;
    });
    this.rendering = run.catch(() => {});
    return run;
  }
}

/** The encoding to answer in: brotli when the browser takes it, else gzip, else none (RFC 9110 12.5.3, simplified). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
