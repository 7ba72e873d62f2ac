import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type TakenSlotsView, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { SlotList } from '../../src/features/slots/slot-list';
import { db } from '../../src/lib/db';
import type { OutboxItem } from '../../src/outbox/outbox-item';
import type { OutboxState } from '../../src/outbox/outbox-state';

vi.mock('../../src/features/slots/api/get-taken-slots', () => ({ useTakenSlots: vi.fn() }));

const DATE = '2030-01-15';
const slot = (id: string) => document.querySelector<HTMLButtonElement>(`button[data-slot-id="${id}"]`);

let counter = 0;
function item(slotId: SlotId, state: OutboxState, date = DATE): OutboxItem {
  counter += 1;
  return {
    id: `AAA-BBB-${String(counter).padStart(3, '2')}`,
    date,
    slotId,
    time: getSlot(slotId).time,
    name: 'Rahim',
    state,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: counter,
    updatedAt: counter,
  };
}

beforeEach(async () => {
  await db.outbox.clear();
  vi.mocked(useTakenSlots).mockReturnValue({
    data: { taken: ['M-3'], source: 'server', asOf: Date.now() },
    isPending: false,
  } as unknown as UseQueryResult<TakenSlotsView>);
});

afterEach(() => db.outbox.clear());

describe('Requested by you', () => {
  test("marks this device's undecided requests for the date; decided ones, other dates and others' bookings are not", async () => {
    await db.outbox.bulkAdd([
      item('M-1', 'sent'),
      item('M-2', 'queued'),
      item('M-4', 'rejected'),
      item('M-3', 'sent'), // booked by now: "Booked" says more
      item('A-1', 'sending'),
      item('A-2', 'slot-taken'),
      item('A-3', 'confirmed'),
      item('A-4', 'sent', '2030-01-16'),
    ]);
    render(<SlotList date={DATE} selected={null} onSelect={() => {}} markDeviceRequests />);
    await waitFor(() => expect(slot('M-1')?.textContent).toContain('Requested by you'));
    expect(slot('M-1')?.disabled).toBe(true);
    expect(slot('M-1')?.className).toContain('is-requested');
    expect(slot('M-2')?.textContent).toContain('Requested by you');
    expect(slot('M-3')?.textContent).toContain('Booked');
    expect(slot('M-3')?.className).not.toContain('is-requested');
    expect(slot('M-4')?.textContent).toContain('BDT 2000');
    expect(slot('M-4')?.disabled).toBe(false);

    act(() => screen.getByRole('tab', { name: 'Afternoon' }).click());
    expect(slot('A-1')?.textContent).toContain('Requested by you');
    for (const id of ['A-2', 'A-3', 'A-4']) expect(slot(id)?.textContent).toContain('BDT 2000');
  });

  test('follows the outbox live: a request made now is marked, and unmarked once it is decided', async () => {
    render(<SlotList date={DATE} selected={null} onSelect={() => {}} markDeviceRequests />);
    // The outbox loads after the list is on screen; until then nothing is marked.
    expect(slot('M-2')?.textContent).toContain('BDT 2000');
    const request = item('M-2', 'queued');
    await act(() => db.outbox.add(request));
    await waitFor(() => expect(slot('M-2')?.textContent).toContain('Requested by you'));
    await act(() => db.outbox.update(request.id, { state: 'rejected' }));
    await waitFor(() => expect(slot('M-2')?.textContent).toContain('BDT 2000'));
    expect(slot('M-2')?.disabled).toBe(false);
  });
});
