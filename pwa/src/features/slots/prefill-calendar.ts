import { formatMonthTitle, todayAtVenue } from '@turf/sync-contract/time';
import { monthWeeks, yearMonthOf } from './calendar-month';

/**
 * A script of its own in the prerendered /slots page (the route's `earlyScript`), run as soon as it arrives: on
 * slow data the app takes seconds more, and until then the calendar would be an empty frame. It writes today's month
 * into the placeholder as attributes only, which CSS shows (app/routes/slots.css) and the app ignores: the app then
 * attaches to the HTML it rendered and puts the real calendar in the placeholder's place. Today is the phone's, on
 * the venue's clock, so the HTML itself still holds no date (decision 016).
 */
export function prefillCalendar(page: ParentNode, today: string): boolean {
  const placeholder = page.querySelector('.calendar-placeholder');
  if (!placeholder) return false;
  const view = yearMonthOf(today);
  placeholder.querySelector('.calendar-title')?.setAttribute('data-month', formatMonthTitle(view));
  const buttons = placeholder.querySelectorAll('button.day');
  monthWeeks(view)
    .flat()
    .forEach((date, index) => {
      const button = buttons[index];
      if (!button) return;
      button.setAttribute('data-day', String(Number(date.slice(8))));
      const inMonth = date.slice(0, 7) === today.slice(0, 7);
      button.setAttribute('data-state', !inMonth ? 'outside' : date < today ? 'past' : 'open');
      if (date === today) button.setAttribute('data-today', '');
    });
  return true;
}

prefillCalendar(document, todayAtVenue());
