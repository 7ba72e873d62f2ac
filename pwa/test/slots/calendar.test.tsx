import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDayLabel as dayLabel, formatMonthTitle as monthTitle } from '@turf/sync-contract/time';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Calendar } from '../../src/features/slots/calendar';
import { monthWeeks } from '../../src/features/slots/calendar-month';

const TODAY = '2026-11-22'; // a Sunday
const MAX = '2027-01-21'; // today + 60 days
const onSelect = vi.fn();

const day = (date: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);

function renderCalendar(value: string | null = TODAY) {
  return render(<Calendar value={value} onSelect={onSelect} today={TODAY} maxDate={MAX} />);
}

beforeEach(() => onSelect.mockReset());

describe('monthWeeks', () => {
  test('six Sunday-first weeks padded with the neighbouring months, whatever the month', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(6);
    expect(weeks[5]?.[6]).toBe('2026-12-12');
    expect(weeks[0]?.[0]).toBe('2026-11-01'); // Nov 1 2026 is a Sunday
    expect(weeks[4]).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    const feb = monthWeeks({ year: 2027, month: 2 });
    expect(feb[0]?.slice(0, 2)).toEqual(['2027-01-31', '2027-02-01']);
    expect(feb).toHaveLength(6);
    expect(feb.every((week) => week.length === 7)).toBe(true);
  });
});

describe('month and day names', () => {
  test('read as Intl writes them in English, for every day of a leap year', () => {
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const month = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
    for (let i = 0; i < 366; i++) {
      const date = addDays('2028-01-01', i);
      const instant = new Date(`${date}T00:00:00Z`);
      expect(dayLabel(date)).toBe(day.format(instant));
      expect(monthTitle({ year: 2028, month: instant.getUTCMonth() + 1 })).toBe(month.format(instant));
    }
  });
});

describe('Calendar', () => {
  test('month and year header, Sunday first, today outlined and selected highlighted', () => {
    renderCalendar('2026-11-25');
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(day(TODAY)?.getAttribute('aria-current')).toBe('date');
    expect(day(TODAY)?.className).toContain('is-today');
    expect(day('2026-11-25')?.className).toContain('is-selected');
    expect(day('2026-11-25')?.closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(day(TODAY)?.closest('td')?.getAttribute('aria-selected')).toBe('false');
    expect(day('2026-11-25')?.getAttribute('aria-label')).toBe('Wednesday, November 25, 2026');
  });

  test('past days, days outside the month and days past the 60-day limit are disabled', async () => {
    const user = userEvent.setup();
    renderCalendar();
    expect(day('2026-11-21')?.disabled).toBe(true);
    expect(day('2026-11-01')?.disabled).toBe(true);
    expect(day(TODAY)?.disabled).toBe(false);
    expect(day('2026-11-30')?.disabled).toBe(false);
    expect(day('2026-12-01')?.disabled).toBe(true); // shown, but outside November
    await user.click(day('2026-11-21') as HTMLButtonElement);
    expect(onSelect).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    expect(day('2027-01-21')?.disabled).toBe(false);
    expect(day('2027-01-22')?.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(day('2027-01-21') as HTMLButtonElement);
    expect(onSelect).toHaveBeenCalledWith('2027-01-21');
  });

  test('one day is in the tab order; arrow keys move by day and week; Enter selects', async () => {
    const user = userEvent.setup();
    renderCalendar();
    const focusable = document.querySelectorAll('button[data-date][tabindex="0"]');
    expect([...focusable].map((b) => b.getAttribute('data-date'))).toEqual([TODAY]);

    (day(TODAY) as HTMLButtonElement).focus();
    await user.keyboard('{ArrowLeft}'); // yesterday cannot be picked: focus stays
    expect(document.activeElement).toBe(day(TODAY));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-11-23'));
    expect(day('2026-11-23')?.tabIndex).toBe(0);
    expect(day(TODAY)?.tabIndex).toBe(-1);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('2026-11-30'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(day('2026-11-23'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(day('2026-11-28'));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-28');
    await user.keyboard('{ArrowLeft}{ }');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-27');
  });

  test('arrows cross into the next month and show it', async () => {
    const user = userEvent.setup();
    renderCalendar('2026-11-30');
    (day('2026-11-30') as HTMLButtonElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-01');
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    // Clamped to the last day that can be requested.
    expect(document.activeElement?.getAttribute('data-date')).toBe(MAX);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(MAX);
  });
});
