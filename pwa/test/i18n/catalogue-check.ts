/**
 * What the catalogue tests share: every text of a catalogue, and the Latin words a Bangla text or screen shows. The
 * Booking ID, brand names and the venue's own data are allowed (they are not the catalogue's to translate).
 */

/** Arguments for each text that takes some, by its path. */
export type SampleArguments = Record<string, unknown[]>;

/**
 * Every text of a catalogue as [path, what it shows], functions called with their sample arguments (a text made of
 * parts, such as a date split for a narrow cell, is its parts joined). `skip` leaves out paths that are no text.
 */
export function leaves(
  catalogue: object,
  samples: SampleArguments,
  prefix = '',
  skip: readonly string[] = [],
): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (skip.includes(path)) return [];
    if (typeof value === 'function') {
      const args = samples[path];
      if (!args) throw new Error(`No sample arguments for ${path}: add them to the test's samples`);
      const shown = value(...args);
      return [[path, Array.isArray(shown) ? shown.join(' ') : shown]];
    }
    if (value !== null && typeof value === 'object') return leaves(value, samples, path, skip);
    return [[path, value]];
  });
}

// `English` is the language switch's name for English, written in English as every switch writes each language.
// `https` is what a link must start with: the settings' hints name it as typed.
// `CSV` is the file's kind as the phone, the file's name (.csv) and Excel show it (the Database's Export CSV).
const ALLOWED_LATIN = new Set([
  'Facebook',
  'Instagram',
  'WhatsApp',
  'Messenger',
  'Turf',
  'Arena',
  'English',
  'https',
  'CSV',
]);
const BOOKING_ID = /[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}/g;

/** Latin words in a Bangla text: what the visitor reading Bangla would meet in English. */
export function latinWords(text: string): string[] {
  return (text.replace(BOOKING_ID, ' ').match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
}

/** What a rendered screen says, its text and its controls' names, with the venue's own data taken out. */
export function shownText(container: HTMLElement, venueData: readonly string[]): string {
  const labels = Array.from(container.querySelectorAll('[aria-label]'), (element) =>
    element.getAttribute('aria-label'),
  );
  let shown = [container.textContent ?? '', ...labels].join(' ');
  for (const data of venueData) shown = shown.replaceAll(data, ' ');
  return shown;
}
