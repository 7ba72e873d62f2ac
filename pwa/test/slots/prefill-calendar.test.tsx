import { fireEvent, render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CalendarPlaceholder } from '../../src/features/slots/calendar-placeholder';
import { takeEarlyPick } from '../../src/features/slots/early-pick';
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
    // Today on answer a tap; the past and the next month's days wait for the app.
    expect(days.filter((day) => !day.disabled).map((day) => day.dataset.earlyDate)).toEqual(
      Array.from({ length: 19 }, (_, i) => `2026-02-${String(i + 10).padStart(2, '0')}`),
    );
  });

  test('a day tapped before the app runs shows picked at once and is kept for the app, once (issue 29)', () => {
    const { container } = render(<CalendarPlaceholder />);
    const root = document.createElement('html');
    prefillCalendar(container, '2026-02-10', false, root);
    const strip = [...container.querySelectorAll<HTMLButtonElement>('button.strip-day')];
    expect(strip.map((day) => day.disabled)).toEqual(Array(strip.length).fill(false));
    const day = (date: string) => container.querySelector<HTMLButtonElement>(`button.day[data-early-date="${date}"]`);

    fireEvent.click(strip[3]?.querySelector('.strip-number') as Element);
    expect(takeEarlyPick(root)).toBe('2026-02-13');
    expect(takeEarlyPick(root)).toBeNull();
    // Picked in the row and in the month alike, and today no longer looks picked.
    expect(strip[3]).toHaveAttribute('data-picked');
    expect(day('2026-02-13')).toHaveAttribute('data-picked');
    expect(container.querySelector('.calendar-placeholder')).toHaveAttribute('data-has-pick');

    fireEvent.click(day('2026-02-20') as HTMLButtonElement);
    expect(strip[3]).not.toHaveAttribute('data-picked');
    expect(day('2026-02-20')).toHaveAttribute('data-picked');
    expect(takeEarlyPick(root)).toBe('2026-02-20');
    // A past day is not a button yet: a tap on it keeps nothing.
    fireEvent.click(container.querySelectorAll<HTMLButtonElement>('button.day')[2] as HTMLButtonElement);
    expect(takeEarlyPick(root)).toBeNull();
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
