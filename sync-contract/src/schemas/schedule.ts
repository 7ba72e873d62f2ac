import Type from 'typebox';
import { BlockList } from './blocks';
import { BookingRequestList } from './booking-requests';
import { BookingList } from './bookings';
import { IsoDate } from './common';

/**
 * GET /api/schedule?from=&to= (admin): everything the schedule board shows for those days (inclusive, at most
 * BLOCKS_RANGE_MAX_DAYS), in one request: the bookings (active and cancelled, the Database's shape), the blocks,
 * and the requests still pending, each list in date and slot order. The board groups them by day and slot.
 */
export const Schedule = Type.Object({
  from: IsoDate,
  to: IsoDate,
  bookings: BookingList,
  blocks: BlockList,
  pending: BookingRequestList,
});
export type Schedule = Type.Static<typeof Schedule>;
