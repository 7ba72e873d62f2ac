import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A PWA build in a temporary folder. By default with a stand-in for its page renderer (the real one needs a whole
 * build): it fills each frame's marks with the venue's name and phone, stamps the version, and counts its renders, so a
 * test sees what the server does with a renderer, not React's output; a venue named with `RENDER_FAILS` makes it throw.
 * `'pwa'` gives the PWA's own renderer (`pwa/src/prerender.tsx`, run from source) and frames with its marks.
 */
export const BUILT = '<!doctype html><title>as built</title>';
/** In the venue's English name, it makes the stand-in renderer throw: a render failure the server must survive. */
export const RENDER_FAILS = 'render fails';
const frame = (file: string) => ({
  file,
  locale: file.startsWith('bn/') ? 'bn' : 'en',
  html: `<!doctype html><title>%name%</title><p>${file} %phone%</p>`,
});
const FILES = ['en/app-shell.html', 'bn/app-shell.html', 'en/index.html', 'bn/index.html', 'en/events/index.html'];
const RENDERER = `
export async function renderSite(frames, current) {
  if (current.settings.venue.name.en.includes(${JSON.stringify(RENDER_FAILS)})) throw new Error('the stand-in failed');
  globalThis.__turfRenders = (globalThis.__turfRenders ?? 0) + 1;
  return frames.map((frame) => ({
    file: frame.file,
    html: frame.html.replace('%name%', current.settings.venue.name.en).replace('%phone%', current.settings.venue.phone) +
      '<!--v' + current.version + '-->',
  }));
}`;
/** How many times any stand-in renderer of this process has rendered the site. */
export const renders = () => (globalThis as { __turfRenders?: number }).__turfRenders ?? 0;

/** The marks of `pwa/src/prerender.tsx` (`FRAME_MARKS`): the app's tsconfig does not compile the PWA's TSX. */
export const PWA_FRAME_MARKS = ['%turf:title%', '%turf:description%', '<!--turf:body-->', '<!--turf:settings-->'];
const PWA_RENDERER = `export { renderSite } from ${JSON.stringify(
  fileURLToPath(new URL('../../../pwa/src/prerender.tsx', import.meta.url)),
)};`;
const [TITLE, DESCRIPTION, BODY, SETTINGS] = PWA_FRAME_MARKS;
/** A frame as `pwa/scripts/prerender-plugin.ts` writes it, reduced to the marks. */
const pwaFrame = (file: string) => {
  const page = /^[a-z]{2}\/(?:(.+)\/)?index\.html$/.exec(file);
  return {
    file,
    locale: file.startsWith('bn/') ? 'bn' : 'en',
    ...(page ? { page: { path: `/${page[1] ?? ''}`, name: page[1] ?? 'home' } } : {}),
    html: `<!doctype html><html><head><title>${TITLE}</title><meta name="description" content="${DESCRIPTION}" />${SETTINGS}</head><body><div id="root">${page ? BODY : ''}</div></body></html>`,
  };
};
const PWA_FILES = [
  'en/app-shell.html',
  'bn/app-shell.html',
  'en/index.html',
  'bn/index.html',
  'en/contact/index.html',
  'bn/contact/index.html',
];

/** Writes the build (`<root>/dist`, `<root>/dist-ssr`) and returns `root`. */
export function makeSiteBuild(renderer: 'stand-in' | 'pwa' = 'stand-in'): string {
  const pwa = renderer === 'pwa';
  const root = mkdtempSync(path.join(tmpdir(), 'turf-site-'));
  const dist = path.join(root, 'dist');
  const ssr = path.join(root, 'dist-ssr');
  for (const file of ['index.html', ...(pwa ? PWA_FILES : FILES)]) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), BUILT);
  }
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Turf Arena","short_name":"Turf","start_url":"/"}');
  mkdirSync(ssr);
  writeFileSync(path.join(ssr, 'prerender.js'), pwa ? PWA_RENDERER : RENDERER);
  writeFileSync(path.join(ssr, 'page-frames.json'), JSON.stringify(pwa ? PWA_FILES.map(pwaFrame) : FILES.map(frame)));
  return root;
}
