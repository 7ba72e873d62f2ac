import type { Problem } from '@turf/sync-contract/error-codes';
import type { CreateBlocksBody } from '@turf/sync-contract/schemas';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { bookableDateProblem, hasSlotStarted, isIsoDate } from '@turf/sync-contract/time';
import { BLOCK_REASON_REQUIRED } from '../http/validation-message';
import { DATE_INVALID, DATE_PAST } from './booking-rules';

/** Slots as the manager reads them in a message: `6:00 am - 7:30 am (M-1), 7:30 pm - 9:00 pm (N-2)`. */
export function slotNames(slotIds: readonly SlotId[]): string {
  return slotIds.map((slotId) => `${getSlot(slotId).time} (${slotId})`).join(', ');
}

/** Blocks the schema accepted, ready to store: the reason trimmed, each slot with its time text. */
export interface CleanBlocks {
  date: string;
  slots: { slotId: SlotId; time: string }[];
  reason: string;
}

/**
 * What a schema cannot say about `POST /api/blocks`: a real date, not past, no slot that has started (a started slot
 * is over for visitors already; the board shows it so), and a reason that is more than spaces. No far limit: a
 * tournament may be closed months ahead, beyond the visitors' booking horizon.
 */
export function checkBlocks(body: CreateBlocksBody, now: Date): { problem: Problem } | { blocks: CleanBlocks } {
  const reason = body.reason.trim();
  if (reason.length === 0) return { problem: { code: 'REASON_REQUIRED', message: BLOCK_REASON_REQUIRED } };
  if (!isIsoDate(body.date)) return { problem: DATE_INVALID };
  if (bookableDateProblem(body.date, now) === 'past') return { problem: DATE_PAST };
  const started = body.slotIds.filter((slotId) => hasSlotStarted(body.date, slotId, now));
  if (started.length > 0) {
    return {
      problem: { code: 'BLOCK_SLOTS_STARTED', message: `Already started: ${slotNames(started)}. Nothing was blocked` },
    };
  }
  return {
    blocks: { date: body.date, slots: body.slotIds.map((slotId) => ({ slotId, time: getSlot(slotId).time })), reason },
  };
}
