import { BOOKING_ID_PATTERN_SOURCE } from '@turf/sync-contract/booking-id';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { EXAMPLE_VENUE } from '@turf/sync-contract/venue';
import type { Page } from 'playwright-core';

/**
 * Issue 15: with Bangla chosen, a screen shows no English. What may stay in Latin letters: Booking IDs, brand names,
 * the venue's own data (its name, address, links, and the texts the manager has only written in English yet), and
 * what the page marks `lang="en"` itself (the language switch names English in English).
 */

/** Written in Latin letters in Bangla too: brand names, a file format's name and what is typed as is (`https://`). */
const LATIN_NAMES = new Set(
  ['WhatsApp', 'Messenger', 'Facebook', 'Instagram', 'bKash', 'Nagad', 'Rocket', 'CSV', 'https'].flatMap(wordsOf),
);

/**
 * Every text of a first-start install: the example venue and the settings' English-only page texts. Not the tagline
 * and address in English: a new install has them in Bangla (issue 29), so a Bangla page showing them is a fault.
 */
const NOT_LET_THROUGH: readonly string[] = [EXAMPLE_VENUE.tagline, EXAMPLE_VENUE.address];
const VENUE_DATA = [...Object.values(EXAMPLE_VENUE), ...stringsIn(DEFAULT_SETTINGS)].filter(
  (text) => !NOT_LET_THROUGH.includes(text),
);

const BOOKING_ID = new RegExp(
  `(?<![A-Za-z0-9])${BOOKING_ID_PATTERN_SOURCE.replace(/^\^|\$$/g, '')}(?![A-Za-z0-9])`,
  'g',
);

function wordsOf(text: string): string[] {
  // Letters joined by an apostrophe or a hyphen are one word (`Don't`, `a-side`); a lone letter (a slot's `N` in
  // `N-4`) is a code, not a word.
  return (text.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? []).filter((word) => word.length > 1);
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsIn);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The data, each as a whole phrase: a tagline such as `Book a pitch in a minute` lets itself through, not the words
 * `Book`, `in` or `a` wherever they show.
 */
function phrasesPattern(data: readonly string[]): RegExp {
  const phrases = [...new Set(data.map(oneLine).filter((phrase) => wordsOf(phrase).length > 0))]
    // Longest first: `Turf Arena` goes whole before `Turf` is tried.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return new RegExp(`(?<![A-Za-z])(?:${phrases.join('|')})(?![A-Za-z])`, 'g');
}

interface Shown {
  where: string;
  text: string;
}

/**
 * The screen's words as people and screen readers get them: its text, visible elements' labels, and its title. A
 * line that is all the text of an element marked English, and the labels inside one, are left out.
 */
function shownTexts(): Shown[] {
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const english = new Set(
    [...document.body.querySelectorAll<HTMLElement>('[lang|="en"]')]
      .filter(visible)
      .map((element) => element.innerText.trim()),
  );
  const shown: Shown[] = [{ where: 'the document title', text: document.title }];
  for (const line of document.body.innerText.split('\n')) {
    if (!english.has(line.trim())) shown.push({ where: 'the text', text: line });
  }
  const attributes = ['aria-label', 'placeholder', 'title', 'alt'];
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (!visible(element) || element.closest('[lang|="en"]')) continue;
    const tag = `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
    for (const name of attributes) {
      const text = element.getAttribute(name);
      if (text) shown.push({ where: `${name} of <${tag}>`, text });
    }
  }
  return shown;
}

/**
 * The Latin words a screen shows outside Booking IDs, brand names, what it marks English, and the venue's data (the
 * first-start venue and settings, and `data`: what the test itself typed or seeded, such as a visitor's name), each as
 * `"Word" in <where>: <its line>`. Empty on a screen wholly in Bangla.
 */
export async function latinWords(page: Page, data: readonly string[] = []): Promise<string[]> {
  const allowed = phrasesPattern([...VENUE_DATA, ...data]);
  const findings = new Set<string>();
  for (const { where, text } of await page.evaluate(shownTexts)) {
    const line = oneLine(text);
    const left = line.replace(BOOKING_ID, ' ').replace(allowed, ' ');
    for (const word of wordsOf(left)) {
      if (!LATIN_NAMES.has(word)) findings.add(`"${word}" in ${where}: ${line.slice(0, 120)}`);
    }
  }
  return [...findings];
}
