import { newBookingId } from '@turf/sync-contract/booking-id';
import type { SlotId } from '@turf/sync-contract/slots';
import { TurfDatabase } from '../../src/lib/db';
import { createOutboxEngine, type OutboxEngine, type OutboxEngineDeps } from '../../src/outbox/outbox-engine';
import { addOutboxItem } from '../../src/outbox/outbox-repository';

let dbCounter = 0;
/** A fresh IndexedDB (fake-indexeddb) per test; two engines on the same one are two tabs of one browser. */
export function freshDatabase(): TurfDatabase {
  dbCounter += 1;
  return new TurfDatabase(`turf-test-${dbCounter}-${Math.random().toString(36).slice(2)}`);
}

/** A controllable clock, so backoff is observed without waiting for it. */
export class Clock {
  value = 1_700_000_000_000;
  readonly now = () => this.value;
  advance(ms: number): void {
    this.value += ms;
  }
}

export function engineFor(db: TurfDatabase, clock: Clock, extra: Partial<OutboxEngineDeps> = {}): OutboxEngine {
  return createOutboxEngine({ db, now: clock.now, random: () => 0.5, locks: null, isOnline: () => true, ...extra });
}

const SLOTS: SlotId[] = ['M-1', 'M-2', 'A-1', 'N-1', 'L-1'];
let slotCounter = 0;

export async function queueRequest(
  db: TurfDatabase,
  clock: Clock,
  overrides: { slotId?: SlotId; phone?: string; date?: string; name?: string } = {},
): Promise<string> {
  slotCounter += 1;
  const id = newBookingId();
  await addOutboxItem(
    db,
    {
      id,
      date: overrides.date ?? '2030-01-15',
      slotId: overrides.slotId ?? (SLOTS[slotCounter % SLOTS.length] as SlotId),
      time: '6:00 am - 7:30 am',
      name: overrides.name ?? 'Rafiq',
      phone: overrides.phone ?? '01712345678',
    },
    clock.now(),
  );
  return id;
}
