// Prints each built JS and CSS file with its raw and gzip size, so a build shows what a phone downloads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = new URL('../dist/assets/', import.meta.url).pathname;
const rows = readdirSync(dir)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => {
    const buf = readFileSync(join(dir, f));
    return { file: f, raw: statSync(join(dir, f)).size, gzip: gzipSync(buf, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nBuilt assets (gzip):');
for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)}`);

// JavaScript each prerendered page names up front (its entry, its preloads, its app's chunks, its early script), in
// each language (decision 043), against the budgets. Lazy chunks the page loads later are not in it: the browser
// measure is e2e/languages.e2e.ts's and Lighthouse's.
const BUDGETS = { '/': 110, '/slots': 140 };
const root = new URL('../dist/', import.meta.url).pathname;
// Brotli at quality 11, as scripts/precompress.mjs writes the copies the server sends (it runs after this script).
const sent = new Map();
const sentSize = (file) => {
  if (!sent.has(file)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
    sent.set(file, brotliCompressSync(readFileSync(join(dir, file)), { params }).length);
  }
  return sent.get(file);
};
let over = false;
console.log('\nJavaScript named by each page (as sent: brotli):');
for (const locale of ['en', 'bn']) {
  for (const page of ['/', '/slots', '/events', '/contact', '/login']) {
    let html;
    try {
      html = readFileSync(join(root, locale, page, 'index.html'), 'utf8');
    } catch {
      continue;
    }
    const files = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
    for (const m of html.matchAll(/<meta name="app-chunks" content="([^"]+)"/g)) {
      for (const href of m[1].split(' ')) files.add(href.replace(/^\/assets\//, ''));
    }
    const total = [...files].reduce((sum, file) => sum + sentSize(file), 0);
    const budget = BUDGETS[page];
    const verdict =
      budget === undefined ? '' : total <= budget * 1024 ? `  (budget ${budget} KB)` : `  OVER ${budget} KB`;
    if (budget !== undefined && total > budget * 1024) over = true;
    console.log(
      `  /${locale}${page === '/' ? '' : page}`.padEnd(20) +
        `${kb(total).padStart(10)} in ${files.size} files${verdict}`,
    );
  }
}
if (over) process.exitCode = 1;
