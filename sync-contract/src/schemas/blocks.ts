import Type from 'typebox';
import { BLOCK_REASON_MAX_LENGTH } from '../messages';
import { SLOT_IDS } from '../slots';
import { IsoDate, PlainText, SlotIdSchema, Timestamp } from './common';

/** The most days one GET /api/blocks (or /api/schedule) may span. */
export const BLOCKS_RANGE_MAX_DAYS = 92;

/** A slot the manager closed (maintenance, a tournament, a private event): taken for visitors, with a reason. */
export const Block = Type.Object({
  _id: Type.String(),
  date: IsoDate,
  slotId: SlotIdSchema,
  time: Type.String(),
  reason: Type.String(),
  createdAt: Timestamp,
});
export type Block = Type.Static<typeof Block>;

export const BlockList = Type.Array(Block);
export type BlockList = Type.Static<typeof BlockList>;

/** POST /api/blocks: one slot, several of one day, or the whole day (all 16). All or nothing. */
export const CreateBlocksBody = Type.Object(
  {
    date: IsoDate,
    slotIds: Type.Array(SlotIdSchema, { minItems: 1, maxItems: SLOT_IDS.length, uniqueItems: true }),
    reason: PlainText({ minLength: 1, maxLength: BLOCK_REASON_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type CreateBlocksBody = Type.Static<typeof CreateBlocksBody>;

/** GET /api/blocks?from=&to= and GET /api/schedule?from=&to=: inclusive, at most BLOCKS_RANGE_MAX_DAYS days. */
export const DateRangeQuery = Type.Object({ from: IsoDate, to: IsoDate }, { additionalProperties: false });
export type DateRangeQuery = Type.Static<typeof DateRangeQuery>;

export const BlockParams = Type.Object(
  { id: PlainText({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type BlockParams = Type.Static<typeof BlockParams>;
