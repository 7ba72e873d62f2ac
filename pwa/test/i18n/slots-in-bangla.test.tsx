import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { type TakenSlotsView, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { Calendar } from '../../src/features/slots/calendar';
import { SlotList } from '../../src/features/slots/slot-list';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';

vi.mock('../../src/features/slots/api/get-taken-slots', () => ({ useTakenSlots: vi.fn() }));
const answer = (data: TakenSlotsView) =>
  vi.mocked(useTakenSlots).mockReturnValue({ data, isPending: false } as unknown as UseQueryResult<TakenSlotsView>);
beforeEach(() => answer({ taken: ['N-2'], closed: [], source: 'server', asOf: Date.now() }));

const inBangla = (children: ReactNode) => <TextProvider text={bn}>{children}</TextProvider>;
/** Latin letters anywhere: the slots page has no brand name or venue data in it. */
const latin = (text: string | null) => text?.match(/[A-Za-z]+/g) ?? [];

describe('the slots page in Bangla', () => {
  test('the calendar names the month, the days and today in Bangla, with Bangla digits', () => {
    render(inBangla(<Calendar value={null} onSelect={() => {}} today="2026-11-22" maxDate="2027-01-21" />));
    expect(screen.getByRole('heading', { name: 'নভেম্বর ২০২৬' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আজ, রবিবার, ২২ নভেম্বর ২০২৬' }).textContent).toBe('২২');
    expect(screen.getByRole('columnheader', { name: 'রবি' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরের মাস' })).toBeInTheDocument();
    expect(latin(document.body.textContent)).toEqual([]);
  });

  test('the slot list shows periods, times and prices in Bangla, and the late-night note names both days', async () => {
    const user = userEvent.setup();
    render(inBangla(<SlotList date="2030-01-15" selected={null} onSelect={() => {}} />));
    expect(screen.getByRole('heading', { name: 'খালি স্লট ১৫ জানুয়ারি ২০৩০' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'রাত' }));
    const night = screen.getByRole('tabpanel', { name: 'রাত' });
    expect(
      within(night)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'সন্ধ্যা ৬:০০ - ৭:৩০৳২৫০০',
      'সন্ধ্যা ৭:৩০ - রাত ৯:০০বুক হয়ে গেছে',
      'রাত ৯:০০ - ১০:৩০৳২৫০০',
      'রাত ১০:৩০ - ১২:০০৳২৫০০',
    ]);
    await user.click(screen.getByRole('tab', { name: 'গভীর রাত' }));
    expect(screen.getByText(/সোমবার, ১৪ জানুয়ারি দিবাগত রাত/)).toBeInTheDocument();
    expect(latin(document.body.textContent)).toEqual([]);
  });

  test('a slot the manager closed says so in Bangla', () => {
    answer({ taken: ['M-1'], closed: ['M-1'], source: 'server', asOf: Date.now() });
    render(inBangla(<SlotList date="2030-01-15" selected={null} onSelect={() => {}} />));
    const closed = screen.getByRole('button', { name: /বন্ধ$/ });
    expect(closed).toHaveAttribute('data-slot-id', 'M-1');
    expect(closed).toBeDisabled();
    expect(latin(document.body.textContent)).toEqual([]);
  });

  test('offline, the note says when its copy is from in Bangla: the day, and the time by its part of the day', () => {
    // 6:05 pm at the venue (UTC+6), a day before the date shown.
    answer({ taken: [], closed: [], source: 'cache', asOf: Date.parse('2030-01-14T12:05:00Z') });
    render(inBangla(<SlotList date="2030-01-15" selected={null} onSelect={() => {}} />));
    expect(screen.getByText('অফলাইন - খালি স্লটের তথ্য ১৪ জানুয়ারি, সন্ধ্যা ৬:০৫ পর্যন্ত')).toBeInTheDocument();
    expect(latin(document.body.textContent)).toEqual([]);
  });

  test("the copy's time is the venue's: today only the time by its part of the day, before then the day too", () => {
    // 3:45 pm at the venue (UTC+6) on November 21; the venue's next day starts at 18:00 UTC.
    const copy = Date.parse('2026-11-21T09:45:00Z');
    expect(bn.dates.asOf(copy, Date.parse('2026-11-21T17:59:00Z'))).toBe('বিকেল ৩:৪৫');
    expect(bn.dates.asOf(copy, Date.parse('2026-11-21T18:00:00Z'))).toBe('২১ নভেম্বর, বিকেল ৩:৪৫');
    expect(bn.dates.asOf(Date.parse('2026-11-21T18:05:00Z'), Date.parse('2026-11-21T18:10:00Z'))).toBe('রাত ১২:০৫');
  });
});
