import { describe, expect, test } from 'vitest';
import {
  alternateLinks,
  appChunksMeta,
  inlineStylesheets,
  pageHtml,
  replaceOnce,
  withHead,
} from '../../scripts/prerender-plugin';
import { venue } from '../../src/lib/venue';
import { headOf, prerenderedPages, SHELL_HEAD } from '../../src/prerender';

// The shape of the built index.html the plugin edits.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Template description" />
    <title>Template title</title>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  lang: 'en' as const,
  title: 'Events | Arena',
  description: 'What is on',
  body: '<h1>Events</h1>',
  links: [],
};

describe('the prerender plugin edits the HTML only where it finds its marker', () => {
  test('a page gets its own title, description, markup and early script', () => {
    const html = pageHtml(TEMPLATE, {
      ...PAGE,
      links: [appChunksMeta(['assets/a.js', 'assets/b.js'])],
      earlyScript: 'assets/early-x.js',
    });
    expect(html).toContain('<title>Events | Arena</title>');
    expect(html).toContain('<meta name="description" content="What is on" />');
    expect(html).toContain('<div id="root"><h1>Events</h1></div>');
    expect(html).toMatch(/<meta name="app-chunks" content="\/assets\/a.js \/assets\/b.js">\s*<\/head>/);
    // The chunks are fetched by the boot script once the page is painted, never by the HTML (decision 038).
    expect(html).not.toContain('modulepreload');
    expect(html).toMatch(
      /<\/div>\s*<script type="module" async crossorigin src="\/assets\/early-x.js"><\/script>\s*<\/body>/,
    );
    expect(html).not.toContain('Template');
  });

  test('a page is in its language and names its address in each language, in full', () => {
    const html = pageHtml(TEMPLATE, {
      ...PAGE,
      lang: 'bn',
      links: alternateLinks('https://turf.example', '/events', ['en', 'bn']),
    });
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://turf.example/en/events">');
    expect(html).toContain('<link rel="alternate" hreflang="bn" href="https://turf.example/bn/events">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://turf.example/events">');
    expect(alternateLinks('https://turf.example', '/', ['bn'])).toEqual([
      '<link rel="alternate" hreflang="bn" href="https://turf.example/bn">',
      '<link rel="alternate" hreflang="x-default" href="https://turf.example/">',
    ]);
    expect(() => pageHtml(TEMPLATE.replace('<html lang="en">', '<html>'), PAGE)).toThrow(/language/);
  });

  test('title and description are written as text, whatever the venue is called', () => {
    const html = withHead(TEMPLATE, { lang: 'en', title: 'Fish & Chips <Arena>', description: 'The "best" turf' });
    expect(html).toContain('<title>Fish &amp; Chips &lt;Arena&gt;</title>');
    expect(html).toContain('content="The &quot;best&quot; turf"');
  });

  test('a template without a marker stops the build', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), PAGE)).toThrow(
      /markup: expected one <div id="root"><\/div> in the page, found 0/,
    );
    expect(() => pageHtml(TEMPLATE.replace(/<title>.*<\/title>/, ''), PAGE)).toThrow(/title/);
    expect(() => pageHtml(TEMPLATE.replace(/<meta name="description"[^>]*>/, ''), PAGE)).toThrow(/description/);
    expect(() => pageHtml(TEMPLATE.replace('</head>', ''), PAGE)).toThrow(/links/);
    expect(() => pageHtml(TEMPLATE.replace('</body>', ''), { ...PAGE, earlyScript: 'assets/e.js' })).toThrow(
      /early script/,
    );
    expect(() => inlineStylesheets(TEMPLATE.replace(/<link rel="stylesheet"[^>]*>/, ''), () => '')).toThrow(
      /stylesheets/,
    );
  });

  test('a marker found twice stops the build too; a replacement is written as it is', () => {
    expect(() => replaceOnce('<b></b><b></b>', '<b></b>', 'x', 'bold')).toThrow(/found 2/);
    expect(replaceOnce('<i></i>', '<i></i>', '$& $1', 'italic')).toBe('$& $1');
  });

  test('stylesheets are inlined', () => {
    const html = inlineStylesheets(TEMPLATE, (file) => `/* ${file} */ body{color:red}`);
    expect(html).toContain('<style>/* assets/index-abc.css */ body{color:red}</style>');
    expect(() => inlineStylesheets(TEMPLATE, () => '</style><script>')).toThrow(/cannot be inlined/);
  });
});

describe('the prerendered pages come from the route table', () => {
  test('the public pages that look the same on every device, each with its own title and description in each language', async () => {
    const pages = prerenderedPages();
    expect(pages.map((page) => page.path)).toEqual(['/', '/slots', '/events', '/contact', '/login']);
    expect(pages.map((page) => page.module)).toEqual([
      'src/app/routes/home.tsx',
      'src/app/routes/slots.tsx',
      'src/app/routes/events.tsx',
      'src/app/routes/contact.tsx',
      'src/app/routes/login.tsx',
    ]);
    for (const locale of ['en', 'bn'] as const) {
      const heads = await Promise.all(pages.map((page) => headOf(page.page, locale)));
      for (const head of heads) expect(head.title).toMatch(new RegExp(` \\| ${venue.name}$`));
      expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length);
      expect(new Set(heads.map((head) => head.description)).size).toBe(pages.length);
    }
    expect((await headOf('slots', 'bn')).title).toBe(`স্লট বুক করুন | ${venue.name}`);
    expect(SHELL_HEAD.title).toBe(venue.name);
  });
});
