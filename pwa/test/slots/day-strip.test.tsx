import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@turf/sync-contract/time';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Calendar } from '../../src/features/slots/calendar';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';

/** Issue 29: on a phone the calendar is the next two weeks as one row, and the month only when asked for. */

const TODAY = '2026-11-22'; // a Sunday
const MAX = '2027-01-21';
const onSelect = vi.fn();

/** A screen as narrow as a phone's, or a desktop's (jsdom has no layout: the query is answered here). */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width: 767px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  onSelect.mockReset();
  screenWidth(true);
});
afterEach(() => vi.unstubAllGlobals());

const row = () => screen.getByRole('grid', { name: 'November 2026' });

describe('the calendar on a phone', () => {
  test('shows today and the 13 days after it as one row, each named in full, and no month grid', () => {
    render(<Calendar value={TODAY} onSelect={onSelect} today={TODAY} maxDate={MAX} />);
    const days = within(row()).getAllByRole('button');
    expect(days.map((day) => day.dataset.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(TODAY, i)));
    expect(days[0]).toHaveAccessibleName('Today, Sunday, November 22, 2026');
    expect(days[0]).toHaveAttribute('aria-current', 'date');
    expect(days[1]).toHaveAccessibleName('Monday, November 23, 2026');
    expect(days[1]).toHaveTextContent(/^Mon23/);
    expect(days[0]?.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Whole month' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tapped day is picked; arrows and Home/End move along the row with one day in the tab order', async () => {
    const user = userEvent.setup();
    render(<Calendar value={TODAY} onSelect={onSelect} today={TODAY} maxDate={MAX} />);
    await user.click(within(row()).getByRole('button', { name: 'Friday, November 27, 2026' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-27');
    await user.keyboard('{ArrowRight}');
    expect(within(row()).getByRole('button', { name: 'Saturday, November 28, 2026' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(row()).getByRole('button', { name: 'Saturday, December 5, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(row()).getByRole('button', { name: 'Saturday, December 5, 2026' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(row()).getByRole('button', { name: /Sunday, November 22/ })).toHaveFocus();
    expect(
      within(row())
        .getAllByRole('button')
        .filter((day) => day.tabIndex === 0),
    ).toHaveLength(1);
  });

  test('the switch opens the month, and brings the row back', async () => {
    const user = userEvent.setup();
    render(<Calendar value={TODAY} onSelect={onSelect} today={TODAY} maxDate={MAX} />);
    await user.click(screen.getByRole('button', { name: 'Whole month' }));
    const month = screen.getByRole('grid', { name: 'November 2026' });
    expect(within(month).getByRole('button', { name: 'Monday, November 30, 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next 14 days' }));
    expect(within(row()).getAllByRole('button')).toHaveLength(14);
  });

  test("a month's arrow opens that month", async () => {
    const user = userEvent.setup();
    render(<Calendar value={TODAY} onSelect={onSelect} today={TODAY} maxDate={MAX} />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const month = screen.getByRole('grid', { name: 'December 2026' });
    expect(within(month).getByRole('button', { name: 'Thursday, December 31, 2026' })).toBeEnabled();
  });

  test('a day picked beyond the row shows the month, with no switch back that would hide it', () => {
    render(<Calendar value="2026-12-20" onSelect={onSelect} today={TODAY} maxDate={MAX} />);
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next 14 days' })).not.toBeInTheDocument();
  });

  test('a booking horizon under two weeks ends the row at its last day', () => {
    render(<Calendar value={TODAY} onSelect={onSelect} today={TODAY} maxDate={addDays(TODAY, 6)} />);
    expect(within(row()).getAllByRole('button')).toHaveLength(7);
  });

  test('in Bangla: Bangla weekdays, digits and switch', () => {
    render(
      <TextProvider text={bn}>
        <Calendar value={TODAY} onSelect={onSelect} today={TODAY} maxDate={MAX} />
      </TextProvider>,
    );
    const days = within(screen.getByRole('grid')).getAllByRole('button');
    expect(days[1]).toHaveTextContent(/^সোম২৩/);
    expect(screen.getByRole('button', { name: 'পুরো মাস' })).toBeInTheDocument();
  });
});

describe('the calendar on a desktop', () => {
  test('is the month, with no row and no switch', () => {
    screenWidth(false);
    render(<Calendar value={TODAY} onSelect={onSelect} today={TODAY} maxDate={MAX} />);
    expect(within(screen.getByRole('grid', { name: 'November 2026' })).getAllByRole('button')).toHaveLength(42);
    expect(screen.queryByRole('button', { name: 'Whole month' })).not.toBeInTheDocument();
  });
});
