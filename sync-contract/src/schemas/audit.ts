import Type from 'typebox';
import { BOOKING_ID_PATTERN_SOURCE } from '../booking-id';
import { Timestamp } from './common';

/** The audit trail comes in pages, newest first, like the other lists (decision 018). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

/**
 * What an entry records (decisions 047 and 050). The list is open on the wire so an older panel shows a newer kind as it
 * is.
 */
export const AUDIT_ACTIONS = [
  'request.created',
  'request.confirmed',
  'request.rejected',
  'request.expired',
  'request.cancelled',
  'booking.created',
  'booking.updated',
  'booking.cancelled',
  'booking.restored',
  'booking.deleted',
  'block.created',
  'block.deleted',
  'settings.saved',
  'payment.added',
  'payment.removed',
  'refund.added',
  'refund.removed',
] as const;

/** GET /api/audit: every filter optional; `cursor` is the entry the previous page ended at (from its Link header). */
export const AuditQuery = Type.Object(
  {
    bookingId: Type.Optional(
      Type.String({ pattern: BOOKING_ID_PATTERN_SOURCE, description: 'Only the entries of this request or booking' }),
    ),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'Entries at or after this instant' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Entries before this instant' })),
    limit: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,4}$',
        description: `Entries per page, 1 to ${AUDIT_PAGE_MAX} (default ${AUDIT_PAGE_SIZE})`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'Older than this entry (from the Link header)' }),
    ),
  },
  { additionalProperties: false },
);
export type AuditQuery = Type.Static<typeof AuditQuery>;

/** The fields a change altered (the whole row for a creation or a deletion), as stored. */
const AuditFields = Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]);

export const AuditEntry = Type.Object({
  id: Type.String({ description: 'The entry’s number, increasing with each entry' }),
  at: Timestamp,
  actor: Type.String({ description: 'The manager’s e-mail, `visitor` or `system`' }),
  action: Type.String({ description: `One of ${AUDIT_ACTIONS.join(', ')} (more may come)` }),
  bookingId: Type.Union([Type.String(), Type.Null()]),
  blockId: Type.Union([Type.String(), Type.Null()]),
  before: AuditFields,
  after: AuditFields,
  /** Whose booking it is (issue 29): its name and phone now, or as its first entry had them once it is deleted. */
  who: Type.Optional(
    Type.Union([Type.Object({ name: Type.String(), phone: Type.String() }), Type.Null()], {
      description: 'The booking’s or request’s name and phone; null for a block or the settings',
    }),
  ),
  /**
   * The same change made at once to several bookings of one weekly series (made, cancelled), as one entry: the
   * fields are its first booking's, `dates` every booking's. Null for a single change.
   */
  series: Type.Optional(
    Type.Union([
      Type.Object({
        id: Type.String(),
        count: Type.Integer({ minimum: 2 }),
        dates: Type.Array(Type.String({ description: 'YYYY-MM-DD' }), { description: 'Oldest first' }),
      }),
      Type.Null(),
    ]),
  ),
});
export type AuditEntry = Type.Static<typeof AuditEntry>;

export const AuditEntryList = Type.Array(AuditEntry);
export type AuditEntryList = Type.Static<typeof AuditEntryList>;
