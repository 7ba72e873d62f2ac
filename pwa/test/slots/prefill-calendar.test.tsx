import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CalendarPlaceholder } from '../../src/features/slots/calendar-placeholder';
import { prefillCalendar } from '../../src/features/slots/prefill-calendar';

describe('the prerendered calendar before the app runs', () => {
  test('gets the month of today written into its boxes, as attributes only', () => {
    const { container } = render(<CalendarPlaceholder />);
    const textBefore = container.textContent;
    expect(prefillCalendar(container, '2026-02-10')).toBe(true);

    expect(container.querySelector('.calendar-title')?.getAttribute('data-month')).toBe('February 2026');
    const days = [...container.querySelectorAll<HTMLButtonElement>('button.day')];
    // February 2026 starts on a Sunday: six weeks from Feb 1 to Mar 14.
    expect(days.map((day) => day.dataset.day)).toEqual([
      ...Array.from({ length: 28 }, (_, i) => String(i + 1)),
      ...Array.from({ length: 14 }, (_, i) => String(i + 1)),
    ]);
    expect(days.map((day) => day.dataset.state)).toEqual([
      ...Array(9).fill('past'),
      ...Array(19).fill('open'),
      ...Array(14).fill('outside'),
    ]);
    expect(days.filter((day) => day.dataset.today !== undefined).map((day) => day.dataset.day)).toEqual(['10']);
    // The text the app will find when it attaches is the text it rendered.
    expect(container.textContent).toBe(textBefore);
    expect(days.every((day) => day.disabled)).toBe(true);
  });

  test('on the Bangla page, writes the Bangla month and Bangla day digits (decision 043)', () => {
    const { container } = render(<CalendarPlaceholder />);
    expect(prefillCalendar(container, '2026-02-10', true)).toBe(true);
    expect(container.querySelector('.calendar-title')?.getAttribute('data-month')).toBe('ফেব্রুয়ারি ২০২৬');
    const days = [...container.querySelectorAll<HTMLButtonElement>('button.day')];
    expect(days.slice(8, 11).map((day) => day.dataset.day)).toEqual(['৯', '১০', '১১']);
  });

  test('leaves a page without the placeholder alone (the app got there first)', () => {
    const { container } = render(<p>Calendar</p>);
    expect(prefillCalendar(container, '2026-02-10')).toBe(false);
  });
});
