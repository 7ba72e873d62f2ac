import type { Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Rgb = readonly [number, number, number];

/**
 * The pixels Chromium painted in a box of the viewport (CSS pixels, one sample each), as RGB triples. The PNG is
 * decoded by the browser itself (an <img> drawn on a canvas), so the tests need no image library.
 */
export async function readPixels(page: Page, box: Box): Promise<Rgb[]> {
  const [pixels = []] = await readPixelsIn(page, [box]);
  return pixels;
}

/**
 * The pixels of several boxes from one picture of the area they span: one screenshot instead of one a box.
 */
export async function readPixelsIn(page: Page, boxes: readonly Box[]): Promise<Rgb[][]> {
  const clip = {
    x: Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x)))),
    y: Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y)))),
    width: 1,
    height: 1,
  };
  clip.width = Math.max(1, Math.round(Math.max(...boxes.map((b) => b.x + b.width)) - clip.x));
  clip.height = Math.max(1, Math.round(Math.max(...boxes.map((b) => b.y + b.height)) - clip.y));
  const png = await page.screenshot({ clip, scale: 'css', animations: 'disabled' });
  const { width, rgba } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    // The RGBA bytes come back as one base64 string: a plain array would cross the protocol a number at a time.
    const bytes = context.getImageData(0, 0, image.width, image.height).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: image.width, rgba: btoa(binary) };
  }, png.toString('base64'));
  const data = Buffer.from(rgba, 'base64');
  return boxes.map((box) => {
    const left = Math.max(0, Math.floor(box.x) - clip.x);
    const top = Math.max(0, Math.floor(box.y) - clip.y);
    const right = Math.min(width, left + Math.max(1, Math.round(box.width)));
    const bottom = Math.min(data.length / 4 / width, top + Math.max(1, Math.round(box.height)));
    const pixels: Rgb[] = [];
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const i = (y * width + x) * 4;
        pixels.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
      }
    }
    return pixels;
  });
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two luminances (1 to 21). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `rgb(34, 197, 94)` (a computed style) as a triple. */
export function parseRgb(css: string): Rgb {
  const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}
