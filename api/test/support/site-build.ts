import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PWA build in a temporary folder, with a stand-in for its page renderer (the real one needs a whole build): it fills
 * each frame's marks with the venue's name and phone, stamps the version, and counts its renders, so a test sees what
 * the server does with a renderer, not React's output.
 */
export const BUILT = '<!doctype html><title>as built</title>';
const frame = (file: string) => ({
  file,
  locale: file.startsWith('bn/') ? 'bn' : 'en',
  html: `<!doctype html><title>%name%</title><p>${file} %phone%</p>`,
});
const FILES = ['en/app-shell.html', 'bn/app-shell.html', 'en/index.html', 'bn/index.html', 'en/events/index.html'];
const RENDERER = `
export async function renderSite(frames, current) {
  globalThis.__turfRenders = (globalThis.__turfRenders ?? 0) + 1;
  return frames.map((frame) => ({
    file: frame.file,
    html: frame.html.replace('%name%', current.settings.venue.name.en).replace('%phone%', current.settings.venue.phone) +
      '<!--v' + current.version + '-->',
  }));
}`;
/** How many times any stand-in renderer of this process has rendered the site. */
export const renders = () => (globalThis as { __turfRenders?: number }).__turfRenders ?? 0;

/** Writes the build (`<root>/dist`, `<root>/dist-ssr`) and returns `root`. */
export function makeSiteBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'turf-site-'));
  const dist = path.join(root, 'dist');
  const ssr = path.join(root, 'dist-ssr');
  for (const file of ['index.html', ...FILES]) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), BUILT);
  }
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Turf Arena","short_name":"Turf","start_url":"/"}');
  mkdirSync(ssr);
  writeFileSync(path.join(ssr, 'prerender.js'), RENDERER);
  writeFileSync(path.join(ssr, 'page-frames.json'), JSON.stringify(FILES.map(frame)));
  return root;
}
