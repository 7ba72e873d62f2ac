/** The venue's fixed day: sixteen 1.5-hour slots, four per period, covering 24 hours. */

export const PERIODS = ['Morning', 'Afternoon', 'Night', 'Late Night'] as const;
export type Period = (typeof PERIODS)[number];

export const SLOT_IDS = [
  'M-1',
  'M-2',
  'M-3',
  'M-4',
  'A-1',
  'A-2',
  'A-3',
  'A-4',
  'N-1',
  'N-2',
  'N-3',
  'N-4',
  'L-1',
  'L-2',
  'L-3',
  'L-4',
] as const;
export type SlotId = (typeof SLOT_IDS)[number];

export const SLOT_MINUTES = 90;
export const SLOT_DURATION_LABEL = '1.5 hours';
export const TURF_TYPE_LABEL = '7/8 -a-side turf';
export const CURRENCY = 'BDT';

/** Prices in BDT: Night slots are the evening peak. */
export const PERIOD_PRICE: Record<Period, number> = {
  Morning: 2000,
  Afternoon: 2000,
  Night: 2500,
  'Late Night': 2000,
};

export interface Slot {
  slotId: SlotId;
  period: Period;
  /** Display text, also the `time` field of a booking request, e.g. `6:00 am - 7:30 am`. */
  time: string;
  /** Minutes after midnight on the slot's own date (L-1 on D starts at D 00:00). */
  startMinutes: number;
  price: number;
}

const PERIOD_START_MINUTES: Record<Period, number> = {
  Morning: 6 * 60,
  Afternoon: 12 * 60,
  Night: 18 * 60,
  'Late Night': 0,
};

const PERIOD_PREFIX: Record<Period, string> = { Morning: 'M', Afternoon: 'A', Night: 'N', 'Late Night': 'L' };

/** `6:00 am`, `12:00 pm`, `12:00 am`: the clock text of docs/product.md#slots-and-prices. */
export function formatClock(minutesOfDay: number): string {
  const minutes = ((minutesOfDay % 1440) + 1440) % 1440;
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'am' : 'pm'}`;
}

function buildSlots(): Slot[] {
  const slots: Slot[] = [];
  for (const period of PERIODS) {
    for (let i = 0; i < 4; i++) {
      const startMinutes = PERIOD_START_MINUTES[period] + i * SLOT_MINUTES;
      slots.push({
        slotId: `${PERIOD_PREFIX[period]}-${i + 1}` as SlotId,
        period,
        time: `${formatClock(startMinutes)} - ${formatClock(startMinutes + SLOT_MINUTES)}`,
        startMinutes,
        price: PERIOD_PRICE[period],
      });
    }
  }
  return slots;
}

/** All sixteen slots in display order (Morning first, Late Night last). */
export const SLOTS: readonly Slot[] = Object.freeze(buildSlots());

const SLOT_BY_ID = new Map<string, Slot>(SLOTS.map((slot) => [slot.slotId, slot]));

export function isSlotId(value: unknown): value is SlotId {
  return typeof value === 'string' && SLOT_BY_ID.has(value);
}

export function getSlot(slotId: SlotId): Slot;
export function getSlot(slotId: string): Slot | undefined;
export function getSlot(slotId: string): Slot | undefined {
  return SLOT_BY_ID.get(slotId);
}

export function slotsOfPeriod(period: Period): Slot[] {
  return SLOTS.filter((slot) => slot.period === period);
}

/**
 * Minutes after midnight of a `time` text's start (`12:00 pm` is 720, `12:00 am` is 0): the sort key of
 * the bookings table, which orders by date, then slot start.
 */
export function startMinutesOfTimeText(time: string): number {
  const match = /^\s*(\d{1,2}):(\d{2})\s*(am|pm)/i.exec(time);
  if (!match) return Number.MAX_SAFE_INTEGER;
  const hour = Number(match[1]) % 12;
  const pm = match[3]?.toLowerCase() === 'pm';
  return (hour + (pm ? 12 : 0)) * 60 + Number(match[2]);
}
