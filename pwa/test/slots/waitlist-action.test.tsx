import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type TakenSlotsView, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { SlotList } from '../../src/features/slots/slot-list';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { showVenueSettings } from '../../src/lib/venue-settings';

/** Issue 31: a booked slot still to come offers `Notify me if it frees up`, where the venue has the waitlist on. */

vi.mock('../../src/features/slots/api/get-taken-slots', () => ({ useTakenSlots: vi.fn() }));

function answer(taken: string[], closed: string[] = []) {
  vi.mocked(useTakenSlots).mockReturnValue({
    data: { taken, closed, source: 'server', asOf: Date.now() },
    isPending: false,
  } as unknown as UseQueryResult<TakenSlotsView>);
}

const NOTIFY = 'Notify me if it frees up';

function renderList(date: string, wrap = false) {
  const list = (
    <MemoryRouter>
      <SlotList date={date} selected={null} onSelect={() => {}} />
    </MemoryRouter>
  );
  render(wrap ? <TextProvider text={bn}>{list}</TextProvider> : list);
}

beforeEach(() => answer([]));
afterEach(() => {
  vi.useRealTimers();
  showVenueSettings(null);
});

describe('the slot list’s waitlist action', () => {
  test('shows on a booked slot still to come, described by its time; not on a free or a closed one', async () => {
    answer(['M-2', 'M-3'], ['M-3']);
    renderList('2030-01-15');
    const panel = screen.getByRole('tabpanel', { name: 'Morning' });
    const action = await within(panel).findByRole('button', { name: NOTIFY });
    expect(action).toHaveAccessibleDescription('7:30 am - 9:00 am');
    expect(action).toHaveAttribute('aria-haspopup', 'dialog');
    // One only: the closed slot (a block) and the free ones have none.
    expect(within(panel).getAllByRole('button', { name: NOTIFY })).toHaveLength(1);
    const cell = action.closest('li');
    expect(cell).toContainElement(panel.querySelector<HTMLElement>('button[data-slot-id="M-2"]'));
    // The cell that holds it is marked at once, before the action's chunk comes (the waitlist-off case relies on it).
    expect(cell).toHaveClass('has-waitlist');
  });

  test('none on a booked slot that has started, one on a booked slot later that day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-15T06:00:00Z')); // noon in Dhaka: the morning's slots have started
    answer(['M-2', 'A-3']);
    renderList('2030-01-15');
    // The list opens on the afternoon, the first period still to come.
    const afternoon = screen.getByRole('tabpanel', { name: 'Afternoon' });
    expect(await within(afternoon).findByRole('button', { name: NOTIFY })).toHaveAccessibleDescription(
      /^3:00 pm - 4:30 pm$/,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Morning' }));
    const morning = await screen.findByRole('tabpanel', { name: 'Morning' });
    expect(within(morning).getByRole('button', { name: /7:30 am - 9:00 am/ })).toBeDisabled();
    expect(within(morning).queryByRole('button', { name: NOTIFY })).not.toBeInTheDocument();
  });

  test('none where the venue has the waitlist off', async () => {
    showVenueSettings({
      version: 41,
      settings: { ...DEFAULT_SETTINGS, waitlist: { enabled: false, offerMinutes: 15 } },
    });
    answer(['M-2']);
    renderList('2030-01-15');
    const booked = screen.getByRole('button', { name: /7:30 am - 9:00 am/ });
    expect(booked).toBeDisabled();
    // No cell is given an action to load (with the waitlist on, this one is at once: the first test).
    expect(booked.closest('li')).not.toHaveClass('has-waitlist');
    expect(screen.queryByRole('button', { name: NOTIFY })).not.toBeInTheDocument();
  });

  test('in Bangla', async () => {
    answer(['M-2']);
    renderList('2030-01-15', true);
    expect(await screen.findByRole('button', { name: 'খালি হলে আমাকে জানান' })).toHaveAccessibleDescription(
      'সকাল ৭:৩০ - ৯:০০',
    );
  });
});

/** Every module a file loads before it runs (its static imports, followed), by path; packages by name. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/^import [^;]*?from '([^']+)'/gms)) {
    if (!specifier.startsWith('.')) {
      seen.add(specifier);
      continue;
    }
    const base = resolve(dirname(file), specifier);
    const path = ['.ts', '.tsx', '/index.ts'].map((end) => base + end).find((candidate) => existsSync(candidate));
    if (path) staticImports(path, seen);
  }
  return seen;
}

describe('the slot action’s chunk', () => {
  test('loads no database: Dexie comes only with its lazy parts, on a phone that joined (the `/slots` budget)', () => {
    const loaded = [...staticImports(resolve(import.meta.dirname, '../../src/features/slots/notify-me-button.tsx'))];
    expect(loaded.length).toBeGreaterThan(5);
    expect(loaded.filter((module) => module === 'dexie' || module.endsWith('/lib/db.ts'))).toEqual([]);
  });
});
