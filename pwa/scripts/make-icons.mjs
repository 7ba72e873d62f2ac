// Renders the app icons (PNG) from the SVG artwork in public/icons with the machine's Chromium, so the
// install sheet, home screen and splash use the same original drawing. Run: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dir = new URL('../public/icons/', import.meta.url).pathname;
const jobs = [
  { source: 'icon.svg', out: 'icon-192.png', size: 192 },
  { source: 'icon.svg', out: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', out: 'icon-maskable-192.png', size: 192 },
  { source: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed drawing suits it.
  { source: 'icon-maskable.svg', out: 'apple-touch-icon-180.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const job of jobs) {
    const svg = readFileSync(dir + job.source, 'utf8');
    await page.setViewportSize({ width: job.size, height: job.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${job.size}" height="${job.size}" `)}</body></html>`,
    );
    await page.screenshot({
      path: dir + job.out,
      omitBackground: true,
      clip: { x: 0, y: 0, width: job.size, height: job.size },
    });
    console.log(`wrote public/icons/${job.out}`);
  }
} finally {
  await browser.close();
}
