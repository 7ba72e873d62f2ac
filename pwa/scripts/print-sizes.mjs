// Prints each built JS and CSS file with its raw and gzip size, so a build shows what a phone downloads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
