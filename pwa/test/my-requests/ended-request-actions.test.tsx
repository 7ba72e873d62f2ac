import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { RequestCard } from '../../src/features/my-requests/request-card';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import type { OutboxItem } from '../../src/outbox/outbox-item';

/** Issue 29: a request that ended without a booking offers a fresh one; one still in play does not. */

const item = (state: OutboxItem['state']): OutboxItem => ({
  id: 'K7Q-M4X-PAR',
  date: '2030-01-15',
  slotId: 'N-1',
  time: '6:00 pm - 7:30 pm',
  name: 'Rahim',
  state,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 1,
});

const actions = { onRemove: vi.fn(), onRetry: vi.fn(), onRebook: vi.fn() };

function card(state: OutboxItem['state'], bangla = false) {
  const ui = (
    <MemoryRouter>
      <ul>
        <RequestCard item={item(state)} actions={actions} />
      </ul>
    </MemoryRouter>
  );
  render(bangla ? <TextProvider text={bn}>{ui}</TextProvider> : ui);
  return screen.getByRole('listitem');
}

describe('a request card', () => {
  test.each(['rejected', 'cancelled', 'expired'] as const)('%s: offers Book another slot, to /slots', (state) => {
    const shown = card(state);
    expect(within(shown).getByRole('link', { name: 'Book another slot' })).toHaveAttribute('href', '/slots');
  });

  test.each(['sent', 'confirmed', 'queued'] as const)('%s: offers no new booking', (state) => {
    const shown = card(state);
    expect(within(shown).queryByRole('link', { name: 'Book another slot' })).not.toBeInTheDocument();
  });

  test('rejected, in Bangla', () => {
    const shown = card('rejected', true);
    expect(within(shown).getByRole('link', { name: bn.myRequests.bookAnotherSlot })).toBeInTheDocument();
  });

  test('the slot ID is one unbreakable piece', () => {
    const shown = card('sent');
    expect(within(shown).getByText('(N-1)')).toHaveClass('request-slot-id');
  });
});
