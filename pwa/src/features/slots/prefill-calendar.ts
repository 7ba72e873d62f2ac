import { BANGLA_WEEKDAY_SHORT, banglaDigits, formatMonthTitleBangla } from '@turf/sync-contract/bangla';
import { addDays, dayOfWeek, formatMonthTitle, todayAtVenue, WEEKDAYS } from '@turf/sync-contract/time';
import { monthWeeks, yearMonthOf } from './calendar-month';

const WEEKDAY_SHORT = WEEKDAYS.map(([short]) => short);

/**
 * A script of its own in the prerendered /slots page (the route's `earlyScript`), run as soon as it arrives: on
 * slow data the app takes seconds more, and until then the calendar would be an empty frame. It writes today's month
 * into the placeholder as attributes only, which CSS shows (app/routes/slots.css) and the app ignores: the app then
 * attaches to the HTML it rendered and puts the real calendar in the placeholder's place. Today is the phone's, on
 * the venue's clock, so the HTML itself still holds no date (decision 016). `bangla` writes the month and the day
 * digits in Bangla, as the Bangla page's app will.
 */
export function prefillCalendar(page: ParentNode, today: string, bangla = false): boolean {
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
      button.setAttribute('data-state', !inMonth ? 'outside' : date < today ? 'past' : 'open');
      if (date === today) button.setAttribute('data-today', '');
    });
  // A phone's row of the next two weeks: the same today, so the same days as the app's row (day-strip.tsx).
  placeholder.querySelectorAll('button.strip-day').forEach((button, index) => {
    const date = addDays(today, index);
    const day = Number(date.slice(8));
    button.querySelector('.strip-number')?.setAttribute('data-day', bangla ? banglaDigits(day) : String(day));
    const weekday = (bangla ? BANGLA_WEEKDAY_SHORT : WEEKDAY_SHORT)[dayOfWeek(date)] ?? '';
    button.querySelector('.strip-weekday')?.setAttribute('data-weekday', weekday);
    if (index === 0) button.setAttribute('data-today', '');
  });
  return true;
}

// The page's language is its HTML's (decision 043): the Bangla page shows the Bangla month and digits.
prefillCalendar(document, todayAtVenue(), document.documentElement.lang === 'bn');
