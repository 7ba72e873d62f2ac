import { act, render, screen, within } from '@testing-library/react';
import { slotStartInstant } from '@turf/sync-contract/time';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestCard } from '../../src/features/my-requests/request-card';
import { cancelEn } from '../../src/i18n/cancel-en';
import type { OutboxItem } from '../../src/outbox/outbox-item';

/** Issue 31: a page left open across the cutoff stops offering Cancel then, not on the next tap. */

const date = '2030-01-15';
const start = slotStartInstant(date, 'N-1').getTime();
/** The first-start settings' cutoff: a day before the slot. */
const cutoff = start - 24 * 3_600_000;

const booking: OutboxItem = {
  id: 'BBB-BBB-BB2',
  date,
  slotId: 'N-1',
  time: '6:00 pm - 7:30 pm',
  name: 'Rahim',
  state: 'confirmed',
  cancelKey: 'k'.repeat(43),
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 1,
};

afterEach(() => vi.useRealTimers());

describe('a card open across the cutoff', () => {
  it('offers Cancel booking up to the cutoff, then the venue’s number; nothing once the slot has started', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: cutoff - 60_000 });
    render(
      <MemoryRouter>
        <ul>
          <RequestCard item={booking} actions={{ onRemove: vi.fn(), onRetry: vi.fn(), onRebook: vi.fn() }} />
        </ul>
      </MemoryRouter>,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();

    // The cutoff itself is still allowed.
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute('href', 'tel:+8801700000000');

    act(() => vi.advanceTimersByTime(start - cutoff));
    expect(within(card).queryByText(cancelEn.callToCancel)).not.toBeInTheDocument();
  });
});
