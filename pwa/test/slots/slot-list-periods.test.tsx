import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type TakenSlotsView, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { SlotList } from '../../src/features/slots/slot-list';

vi.mock('../../src/features/slots/api/get-taken-slots', () => ({ useTakenSlots: vi.fn() }));
const hook = vi.mocked(useTakenSlots);

function answer(taken: TakenSlotsView['taken'], isPending = false) {
  hook.mockReturnValue({
    data: isPending ? undefined : { taken, source: 'server', asOf: Date.now() },
    isPending,
  } as unknown as UseQueryResult<TakenSlotsView>);
}

/** `hh:mm` in Dhaka on November 22, 2026 (a Sunday). */
function atVenue(time: string) {
  vi.setSystemTime(new Date(`2026-11-22T${time}:00+06:00`));
}

const DATE = '2026-11-22';
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const onSelect = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  answer([]);
});

afterEach(() => vi.useRealTimers());

describe('the tab a date opens on', () => {
  test.each([
    ['05:00', 'Morning'],
    ['10:45', 'Afternoon'], // M-4 started at 10:30
    ['13:00', 'Afternoon'],
    ['16:45', 'Night'], // A-4 started at 16:30
    ['22:40', 'Morning'], // nothing left today (L-x of this date were its early hours): the first tab
  ])('today at %s it is %s: the first period with a slot that can still be booked', (time, period) => {
    atVenue(time);
    render(<SlotList date={DATE} selected={null} onSelect={onSelect} />);
    expect(selectedTab()?.textContent).toBe(period);
  });

  test('a period whose open slots are all taken is passed over; a later date opens on Morning', () => {
    atVenue('14:00');
    answer(['A-3', 'A-4']);
    const { rerender } = render(<SlotList date={DATE} selected={null} onSelect={onSelect} />);
    expect(selectedTab()?.textContent).toBe('Night');
    answer([]);
    rerender(<SlotList date="2026-11-23" selected={null} onSelect={onSelect} />);
    expect(selectedTab()?.textContent).toBe('Morning');
  });

  test('is settled when the taken slots arrive, and does not move when they change later', () => {
    atVenue('14:00');
    answer([], true);
    const { rerender } = render(<SlotList date={DATE} selected={null} onSelect={onSelect} />);
    answer(['A-4']);
    rerender(<SlotList date={DATE} selected={null} onSelect={onSelect} />);
    expect(selectedTab()?.textContent).toBe('Afternoon');
    // The visitor's own request (or anyone's) took the last Afternoon slot: the tab stays where they are looking.
    answer(['A-3', 'A-4']);
    rerender(<SlotList date={DATE} selected={null} onSelect={onSelect} />);
    expect(selectedTab()?.textContent).toBe('Afternoon');
  });

  test("the chosen slot's period, and then the tab the visitor picks, win", async () => {
    const user = userEvent.setup();
    atVenue('08:00');
    render(<SlotList date={DATE} selected="N-2" onSelect={onSelect} />);
    expect(selectedTab()?.textContent).toBe('Night');
    await user.click(screen.getByRole('tab', { name: 'Afternoon' }));
    expect(selectedTab()?.textContent).toBe('Afternoon');
  });
});

describe('Late Night', () => {
  test('its tab says the slots are the early hours of the date, after the night of the day before', async () => {
    const user = userEvent.setup();
    atVenue('08:00');
    render(<SlotList date={DATE} selected={null} onSelect={onSelect} />);
    const text = 'Late Night slots are the early hours of Sunday, November 22: the night after Saturday, November 21.';
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Late Night' }));
    const panel = screen.getByRole('tabpanel', { name: 'Late Night' });
    const note = within(panel).getByText(text);
    // Each Late Night slot is described by the note, so a screen reader hears it on the slot itself.
    for (const button of within(panel).getAllByRole('button')) {
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
    }
    await user.click(screen.getByRole('tab', { name: 'Night' }));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /6:00 pm/ })).not.toHaveAttribute('aria-describedby');
  });

  test('names the days across a month and a year', async () => {
    const user = userEvent.setup();
    vi.setSystemTime(new Date('2026-12-20T10:00:00+06:00'));
    render(<SlotList date="2027-01-01" selected={null} onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Late Night' }));
    expect(
      screen.getByText(
        'Late Night slots are the early hours of Friday, January 1: the night after Thursday, December 31.',
      ),
    ).toBeInTheDocument();
  });
});
