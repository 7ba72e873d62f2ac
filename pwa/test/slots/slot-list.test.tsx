import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type TakenSlotsView, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { SlotList } from '../../src/features/slots/slot-list';

// The data hook is the offline work's seam; this test drives the list through each state the hook can report.
vi.mock('../../src/features/slots/api/get-taken-slots', () => ({ useTakenSlots: vi.fn() }));
const hook = vi.mocked(useTakenSlots);

function answer(view: TakenSlotsView | undefined, isPending = false) {
  hook.mockReturnValue({ data: view, isPending } as unknown as UseQueryResult<TakenSlotsView>);
}

const slot = (id: string) => document.querySelector<HTMLButtonElement>(`button[data-slot-id="${id}"]`);
const onSelect = vi.fn();

beforeEach(() => {
  onSelect.mockReset();
  answer({ taken: [], closed: [], source: 'server', asOf: Date.now() });
});

afterEach(() => vi.useRealTimers());

describe('SlotList', () => {
  test('titles the list with the date; with none yet (the prerendered page) it asks for one and waits', () => {
    const { rerender } = render(<SlotList date="2030-01-15" selected={null} onSelect={onSelect} />);
    expect(screen.getByRole('heading', { name: 'Available slots for January 15, 2030' })).toBeInTheDocument();
    rerender(<SlotList date={null} selected={null} onSelect={onSelect} />);
    expect(screen.getByRole('heading', { name: 'Pick a date first' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Loading slots…');
    expect(screen.queryByRole('button', { name: /6:00 am/ })).not.toBeInTheDocument();
  });

  test('Loading slots… while the first answer is on its way', () => {
    answer(undefined, true);
    render(<SlotList date="2030-01-15" selected={null} onSelect={onSelect} />);
    expect(screen.getByRole('status').textContent).toBe('Loading slots…');
    expect(screen.queryByRole('button', { name: /6:00 am/ })).not.toBeInTheDocument();
  });

  test('Morning by default; taken slots are disabled and say Booked; choosing one reports it', async () => {
    const user = userEvent.setup();
    answer({ taken: ['M-2', 'N-1'], closed: [], source: 'server', asOf: Date.now() });
    render(<SlotList date="2030-01-15" selected="M-3" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Morning' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Morning' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '6:00 am - 7:30 amBDT 2000',
      '7:30 am - 9:00 amBooked',
      '9:00 am - 10:30 amBDT 2000',
      '10:30 am - 12:00 pmBDT 2000',
    ]);
    expect(slot('M-2')?.disabled).toBe(true);
    expect(slot('M-3')?.getAttribute('aria-pressed')).toBe('true');
    expect(slot('M-1')?.getAttribute('aria-pressed')).toBe('false');
    await user.click(slot('M-2') as HTMLButtonElement);
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(slot('M-4') as HTMLButtonElement);
    expect(onSelect).toHaveBeenCalledWith('M-4');

    await user.click(screen.getByRole('tab', { name: 'Night' }));
    expect(slot('N-1')?.disabled).toBe(true);
    expect(slot('N-2')?.textContent).toContain('BDT 2500');
  });

  test('a slot the manager closed says Closed, reads so to a screen reader, and cannot be picked (decision 080)', async () => {
    const user = userEvent.setup();
    answer({ taken: ['M-2', 'M-3'], closed: ['M-3'], source: 'server', asOf: Date.now() });
    render(<SlotList date="2030-01-15" selected={null} onSelect={onSelect} />);
    const panel = screen.getByRole('tabpanel', { name: 'Morning' });
    const closed = within(panel).getByRole('button', { name: /^9:00 am - 10:30 am\s*Closed$/ });
    expect(closed).toBeDisabled();
    expect(closed).not.toHaveTextContent('Booked');
    expect(within(panel).getByRole('button', { name: /^7:30 am - 9:00 am\s*Booked$/ })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: /^6:00 am - 7:30 am\s*BDT 2000$/ })).toBeEnabled();
    await user.click(closed);
    expect(onSelect).not.toHaveBeenCalled();
  });

  test('tabs follow the ARIA pattern: arrows and Home/End move and select', async () => {
    const user = userEvent.setup();
    render(<SlotList date="2030-01-15" selected={null} onSelect={onSelect} />);
    const morning = screen.getByRole('tab', { name: 'Morning' });
    expect(morning.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Night' }).tabIndex).toBe(-1);
    morning.focus();
    await user.keyboard('{ArrowRight}');
    const afternoon = screen.getByRole('tab', { name: 'Afternoon' });
    expect(document.activeElement).toBe(afternoon);
    expect(afternoon.getAttribute('aria-selected')).toBe('true');
    expect(slot('A-1')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Late Night' }));
    expect(slot('L-4')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(morning);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Late Night');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(morning);
  });

  test("today's slots that have already started cannot be chosen", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T04:00:00Z')); // 10:00 am in Dhaka
    render(<SlotList date="2026-11-22" selected={null} onSelect={onSelect} />);
    expect(slot('M-1')?.disabled).toBe(true);
    expect(slot('M-3')?.disabled).toBe(true);
    expect(slot('M-3')?.textContent).toContain('Started');
    expect(slot('M-4')?.disabled).toBe(false);
  });

  test('offline with a stored answer: says when it is from; never seen: says it is unknown', () => {
    answer({ taken: ['M-1'], closed: [], source: 'cache', asOf: Date.parse('2030-01-14T12:05:00Z') });
    const { rerender } = render(<SlotList date="2030-01-15" selected={null} onSelect={onSelect} />);
    expect(screen.getByText('Offline - availability as of Jan 14, 6:05 PM')).toBeInTheDocument();
    expect(slot('M-1')?.disabled).toBe(true);

    answer({ taken: [], closed: [], source: 'unknown', asOf: null });
    rerender(<SlotList date="2030-01-16" selected={null} onSelect={onSelect} />);
    expect(
      screen.getByText(/availability for this date is unknown; your request will be checked when it is sent/),
    ).toBeInTheDocument();
    expect(slot('M-1')?.disabled).toBe(false);
  });

  test('a list the server gave earlier in the visit gets its "as of" stamp as soon as the phone goes offline, and loses it back online (issue 29)', () => {
    answer({ taken: ['M-1'], closed: [], source: 'server', asOf: Date.parse('2030-01-14T12:05:00Z') });
    render(<SlotList date="2030-01-15" selected={null} onSelect={onSelect} />);
    expect(screen.queryByText(/^Offline - availability as of/)).not.toBeInTheDocument();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Offline - availability as of Jan 14, 6:05 PM')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/^Offline - availability as of/)).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});
