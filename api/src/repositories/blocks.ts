import type { Block } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import type { Sql } from '../db/database';
import type { CleanBlocks } from '../lib/bookings/block-rules';
import { byDateAndSlot, bySlotOrder } from '../lib/bookings/slot-order';
import { type BlockRow, blockColumns, toIso } from './rows';
import { slotHolder } from './unique-violation';

export type CreateBlocksOutcome =
  | { outcome: 'created'; blocks: Block[] }
  /** Some of the slots are held already: nothing was blocked. Each list in the day's order. */
  | { outcome: 'held'; booked: SlotId[]; blocked: SlotId[] };

/** Thrown inside the transaction to roll it back with the slots that are held. */
class Held extends Error {
  constructor(readonly outcome: CreateBlocksOutcome & { outcome: 'held' }) {
    super('held');
  }
}

/** How often a block is tried again after losing a race to a holder that appeared after it looked. */
const ATTEMPTS = 3;

/**
 * The manager's blocked slots. A block claims its date and slot in slot_holds like a booking does (decision 031), so
 * the database keeps blocks and active bookings apart; this module only reads which slots are held to name them.
 */
export function blocksRepository(sql: Sql) {
  const columns = blockColumns(sql);

  /**
   * Looks at what holds the slots, then inserts every block, in one transaction: all or nothing. A holder that commits
   * between the look and the insert makes the insert fail (the claim); the next attempt then sees and names it.
   */
  async function attempt({ date, slots, reason }: CleanBlocks): Promise<CreateBlocksOutcome> {
    const slotIds = slots.map((slot) => slot.slotId);
    try {
      return await sql.begin(async (tx): Promise<CreateBlocksOutcome> => {
        // A paying visitor's live hold is named as booked; an expired one holds nothing (decision 086).
        const held = await tx<{ slotId: SlotId; booked: boolean }[]>`
          select h.slot_id as "slotId", h.block_id is null as booked
          from slot_holds h left join payment_holds p on p.request_id = h.hold_id
          where h.date = ${date} and h.slot_id in ${tx(slotIds)}
            and (h.hold_id is null or payment_hold_live(p.request_id, p.expires_at))`;
        if (held.length > 0) {
          const inOrder = held.sort(bySlotOrder);
          throw new Held({
            outcome: 'held',
            booked: inOrder.filter((h) => h.booked).map((h) => h.slotId),
            blocked: inOrder.filter((h) => !h.booked).map((h) => h.slotId),
          });
        }
        const rows = slots.map((slot) => ({ date, slot_id: slot.slotId, time: slot.time, reason }));
        const created = await tx<BlockRow[]>`
          insert into blocks ${tx(rows)} returning ${columns}`;
        return { outcome: 'created', blocks: created.map(toIso).sort(bySlotOrder) };
      });
    } catch (error) {
      if (error instanceof Held) return error.outcome;
      throw error;
    }
  }

  return {
    async create(blocks: CleanBlocks): Promise<CreateBlocksOutcome> {
      for (let n = 1; ; n++) {
        try {
          return await attempt(blocks);
        } catch (error) {
          if (slotHolder(error) === null || n >= ATTEMPTS) throw error;
        }
      }
    },

    /** The blocks from `from` to `to`, both included, by date and the day's slot order. */
    async inRange(from: string, to: string): Promise<Block[]> {
      const rows = await sql<BlockRow[]>`select ${columns} from blocks where date between ${from} and ${to}`;
      return rows.map(toIso).sort(byDateAndSlot);
    },

    /** Unblocks: the deleted block's date (for the availability cache), or null when there was none. */
    async remove(id: string): Promise<string | null> {
      // A transaction, as every manager's write is, so the audit trail names who (decision 047).
      const [row] = await sql.begin((tx) => tx<{ date: string }[]>`delete from blocks where id = ${id} returning date`);
      return row ? row.date : null;
    },
  };
}

export type BlocksRepository = ReturnType<typeof blocksRepository>;
