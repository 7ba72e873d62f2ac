import type { VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { describe, expect, test } from 'vitest';
import { alternateLinks, appChunksMeta, inlineStylesheets, pageHtml, withHead } from '../../scripts/prerender-plugin';
import { escapeHtml } from '../../src/lib/escape-html';
import { replaceOnce } from '../../src/lib/html-edits';
import { FRAME_MARKS, headOf, type PageFrame, prerenderedPages, renderSite } from '../../src/prerender';

const venue = { name: DEFAULT_SETTINGS.venue.name.en };

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
  });
});

describe('renderSite: the frames filled with one version of the venue’s settings (decision 055)', () => {
  const frame = (file: string, page?: PageFrame['page']): PageFrame => ({
    file,
    locale: file.startsWith('bn/') ? 'bn' : 'en',
    ...(page ? { page } : {}),
    html: `<html><head><title>${FRAME_MARKS.title}</title><meta name="description" content="${FRAME_MARKS.description}" />${FRAME_MARKS.settings}</head><body><div id="root">${page ? FRAME_MARKS.body : ''}</div></body></html>`,
  });
  const saved: VersionedSettings = structuredClone({ version: 7, settings: DEFAULT_SETTINGS });
  saved.settings.venue.name = { en: 'Sylhet Kickers', bn: 'সিলেট কিকার্স' };
  saved.settings.venue.phone = '+8801811111111';
  saved.settings.venue.address = { en: 'Amberkhana, Sylhet</title>' };

  test('each page is the React page with the saved values, its head names the venue, and it carries its settings', async () => {
    const [contact, shell, bnContact] = await renderSite(
      [
        frame('en/contact/index.html', { path: '/contact', name: 'contact' }),
        frame('en/app-shell.html'),
        frame('bn/contact/index.html', { path: '/contact', name: 'contact' }),
      ],
      saved,
    );
    expect(contact?.file).toBe('en/contact/index.html');
    expect(contact?.html).toContain('<title>Contact us | Sylhet Kickers</title>');
    expect(contact?.html).toContain('href="tel:+8801811111111"');
    expect(contact?.html).not.toContain('+8801700000000');
    // The manager's text is text: escaped in the page, and unable to end the settings script early.
    expect(contact?.html).toContain('Amberkhana, Sylhet&lt;/title&gt;');
    const json = /<script type="application\/json" id="venue-settings">(.*?)<\/script>/.exec(contact?.html ?? '')?.[1];
    expect(json).not.toContain('</');
    expect(JSON.parse(json ?? 'null')).toEqual(saved);
    expect(shell?.html).toContain('<title>Sylhet Kickers</title>');
    expect(shell?.html).toContain('<div id="root"></div>');
    // Bangla pages name the venue in Bangla where the manager wrote it.
    expect(bnContact?.html).toContain('| সিলেট কিকার্স</title>');
    for (const file of [contact, shell, bnContact]) expect(file?.html).not.toContain('%turf:');
  });

  test('the events page carries each event’s button text from the settings, See Details where none, in each language', async () => {
    const withButton = structuredClone(saved);
    const [first] = withButton.settings.events.items;
    if (first) first.button = { en: 'Register Now', bn: 'নিবন্ধন করুন' };
    const [en, bnEvents] = await renderSite(
      [
        frame('en/events/index.html', { path: '/events', name: 'events' }),
        frame('bn/events/index.html', { path: '/events', name: 'events' }),
      ],
      withButton,
    );
    // The cards' buttons (the header's language switch is a button too).
    const buttons = (html = '') =>
      Array.from(html.matchAll(/<button type="button" class="button[^"]*"[^>]*>([^<]*)</g), (m) => m[1]);
    expect(buttons(en?.html)).toEqual(['Register Now', 'See Details', 'See Details', 'View Menu']);
    expect(buttons(bnEvents?.html)).toEqual(['নিবন্ধন করুন', 'বিস্তারিত দেখুন', 'বিস্তারিত দেখুন', 'মেনু দেখুন']);
  });

  test('a text holding every mark is written as text, once where it belongs, and every mark is filled', async () => {
    const marks = Object.values(FRAME_MARKS).join(' ');
    const marked = structuredClone(saved);
    marked.settings.venue.name = { en: `Kickers ${marks}`, bn: `কিকার্স ${marks}` };
    marked.settings.venue.address = { en: `Zindabazar ${marks}`, bn: `জিন্দাবাজার ${marks}` };
    const files = await renderSite(
      [
        frame('en/index.html', { path: '/', name: 'home' }),
        frame('bn/index.html', { path: '/', name: 'home' }),
        frame('bn/app-shell.html'),
      ],
      marked,
    );
    for (const [file, locale] of [
      [files[0], 'en'],
      [files[1], 'bn'],
    ] as const) {
      const head = await headOf('home', locale, marked);
      const html = file?.html ?? '';
      expect(html).toContain(
        `<title>${escapeHtml(head.title)}</title><meta name="description" content="${escapeHtml(head.description)}" /><script type="application/json" id="venue-settings">`,
      );
      expect(html.split(`| ${escapeHtml(marked.settings.venue.name[locale] ?? '')}</title>`)).toHaveLength(2);
      // The page itself, in place of its mark, shows the name as text too.
      expect(/<div id="root">(.+)<\/div><\/body>/s.exec(html)?.[1]).toContain(
        escapeHtml(marked.settings.venue.name[locale] ?? ''),
      );
    }
    expect(files[2]?.html).toContain(`<title>${escapeHtml(`কিকার্স ${marks}`)}</title>`);
    expect(files[2]?.html).toContain('<div id="root"></div>');
  });

  test('a frame that lost a mark stops the render instead of serving a page without it', async () => {
    const broken = { ...frame('en/index.html', { path: '/', name: 'home' }), html: '<title>%turf:title%</title>' };
    await expect(renderSite([broken], saved)).rejects.toThrow(
      'renderSite: en/index.html: expected one %turf:description% in the page, found 0',
    );
  });
});
