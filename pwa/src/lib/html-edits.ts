/**
 * Edits of a page's HTML for the build's prerenderer (scripts/prerender-plugin.ts) and the server's renders
 * (src/prerender.tsx `renderSite`). Every edit must find what it edits: a template that lost its marker (a changed
 * index.html, another Vite version's markup) stops the build or the render instead of writing a page without its
 * content, title, styles or settings.
 */

/** `html` with the one occurrence of `marker` replaced; throws when `marker` is missing or not unique. */
export function replaceOnce(html: string, marker: string | RegExp, replacement: string, what: string): string {
  const pattern = typeof marker === 'string' ? new RegExp(escapeRegExp(marker), 'g') : new RegExp(marker.source, 'g');
  const count = [...html.matchAll(pattern)].length;
  if (count !== 1) {
    throw new Error(`${what}: expected one ${String(marker)} in the page, found ${count}`);
  }
  // A function, so `$&` and the like in the replacement are written as they are.
  return html.replace(pattern, () => replacement);
}

/**
 * `html` with each mark of `fills` replaced by its text, all in one pass: a text holding a mark (a venue named
 * `%turf:description%`) is written as it is and never searched for the marks after it. Throws when a mark is missing
 * from `html` or not unique in it.
 */
export function fillMarks(html: string, fills: Readonly<Record<string, string>>, what: string): string {
  const marks = Object.keys(fills);
  for (const mark of marks) {
    const count = html.split(mark).length - 1;
    if (count !== 1) throw new Error(`${what}: expected one ${mark} in the page, found ${count}`);
  }
  const pattern = new RegExp(marks.map(escapeRegExp).join('|'), 'g');
  return html.replace(pattern, (mark) => fills[mark] ?? mark);
}

/** `html` with every match of `pattern` replaced by `replace(...groups)`; throws when there is none. */
export function replaceEvery(
  html: string,
  pattern: RegExp,
  replace: (match: string, ...groups: string[]) => string,
  what: string,
): string {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  if (!global.test(html)) throw new Error(`${what}: no ${String(pattern)} in the page`);
  global.lastIndex = 0;
  return html.replace(global, replace);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
