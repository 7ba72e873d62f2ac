import { BANGLA_WEEKDAY_SHORT, banglaDigits, formatMonthTitleBangla } from '@turf/sync-contract/bangla';
import { addDays, dayOfWeek, formatMonthTitle, todayAtVenue, WEEKDAYS } from '@turf/sync-contract/time';
import { monthWeeks, yearMonthOf } from './calendar-month';
import { keepEarlyPick } from './early-pick';

const WEEKDAY_SHORT = WEEKDAYS.map(([short]) => short);

/**
 * A script of its own in the prerendered /slots page (the route's `earlyScript`), run as soon as it arrives: on
 * slow data the app takes seconds more, and until then the calendar would be an empty frame. It writes today's month
 * into the placeholder as attributes only, which CSS shows (app/routes/slots.css) and the app ignores: the app then
 * attaches to the HTML it rendered and puts the real calendar in the placeholder's place. Today is the phone's, on
 * the venue's clock, so the HTML itself still holds no date (decision 016). `bangla` writes the month and the day
 * digits in Bangla, as the Bangla page's app will. The days from today on answer a tap at once (issue 29): the day
 * shows picked, and the app opens on it (early-pick.ts); the rest wait for the app, as keyboards and screen readers do.
 */
export function prefillCalendar(
  page: ParentNode,
  today: string,
  bangla = false,
  root: Element = document.documentElement,
): boolean {
  const placeholder = page.querySelector('.calendar-placeholder');
  if (!placeholder) return false;
  const view = yearMonthOf(today);
  placeholder
    .querySelector('.calendar-title')
    ?.setAttribute('data-month', bangla ? formatMonthTitleBangla(view) : formatMonthTitle(view));
  const buttons = placeholder.querySelectorAll('button.day');
  monthWeeks(view)
    .flat()
    .forEach((date, index) => {
      const button = buttons[index];
      if (!button) return;
      const day = Number(date.slice(8));
      button.setAttribute('data-day', bangla ? banglaDigits(day) : String(day));
      const inMonth = date.slice(0, 7) === today.slice(0, 7);
      const state = !inMonth ? 'outside' : date < today ? 'past' : 'open';
      button.setAttribute('data-state', state);
      if (date === today) button.setAttribute('data-today', '');
      if (state === 'open') tappable(button, date);
    });
  // A phone's row of the next two weeks: the same today, so the same days as the app's row (day-strip.tsx).
  placeholder.querySelectorAll('button.strip-day').forEach((button, index) => {
    const date = addDays(today, index);
    const day = Number(date.slice(8));
    button.querySelector('.strip-number')?.setAttribute('data-day', bangla ? banglaDigits(day) : String(day));
    const weekday = (bangla ? BANGLA_WEEKDAY_SHORT : WEEKDAY_SHORT)[dayOfWeek(date)] ?? '';
    button.querySelector('.strip-weekday')?.setAttribute('data-weekday', weekday);
    if (index === 0) button.setAttribute('data-today', '');
    tappable(button, date);
  });
  placeholder.addEventListener('click', (event) => {
    const date = (event.target as Element).closest('button[data-early-date]')?.getAttribute('data-early-date');
    if (!date) return;
    for (const button of placeholder.querySelectorAll('button[data-early-date]')) {
      button.toggleAttribute('data-picked', button.getAttribute('data-early-date') === date);
    }
    placeholder.setAttribute('data-has-pick', '');
    keepEarlyPick(date, root);
  });
  return true;
}

/** A day that answers a tap before the app runs: still out of the tab order, in a table hidden from screen readers. */
function tappable(button: Element, date: string): void {
  button.setAttribute('data-early-date', date);
  button.removeAttribute('disabled');
}

// The page's language is its HTML's (decision 043): the Bangla page shows the Bangla month and digits.
prefillCalendar(document, todayAtVenue(), document.documentElement.lang === 'bn');
