import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '@turf/sync-contract/payments';
import type { AuditEntry } from '@turf/sync-contract/schemas';
import type { AdminCatalogue } from '../../../i18n/admin-en';
import { describePath, describeValues } from '../settings/describe-change';

/** An entry as the panel says it: one line of what happened, and the facts or changed fields under it. */
export interface DescribedEntry {
  what: string;
  details: string[];
}

type Row = Record<string, unknown>;

/**
 * The fields worth a line, in the order a person reads them (the rows' own column names, as the trail stores them);
 * ids, timestamps of bookkeeping and internal flags are left out.
 */
const FIELDS = [
  'name',
  'phone',
  'date',
  'time',
  'price',
  'amount',
  'method',
  'transaction_id',
  'received_at',
  'paid',
  'cancelled',
  'no_show',
  'status',
  'reason',
  'note',
] as const;
type Field = (typeof FIELDS)[number];

/** What a new or removed row is, told in its few facts (a whole row is stored; most of it is noise here). */
const FACTS: Record<string, readonly Field[]> = {
  request: ['name', 'phone', 'date', 'time'],
  booking: ['name', 'phone', 'date', 'time', 'price'],
  block: ['date', 'time', 'reason'],
  payment: ['amount', 'method', 'transaction_id', 'note'],
  refund: ['amount', 'method', 'note'],
};

function isMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && value in PAYMENT_METHOD_NAMES;
}

function value(field: Field, raw: unknown, text: AdminCatalogue): string {
  const labels = text.activity;
  if (raw === null || raw === undefined || raw === '') return labels.none;
  if (typeof raw === 'boolean') return raw ? labels.yes : labels.no;
  if (field === 'date' && typeof raw === 'string') return text.format.shortDate(raw);
  if (field === 'time' && typeof raw === 'string') return text.format.slotTime(raw);
  if ((field === 'price' || field === 'amount') && typeof raw === 'number') return text.format.price(raw);
  if (field === 'received_at' && typeof raw === 'string') return text.format.dateTime(raw);
  if (field === 'method' && isMethod(raw)) return text.payments.methods[raw];
  if (field === 'status' && typeof raw === 'string' && raw in labels.statuses) {
    return labels.statuses[raw as keyof typeof labels.statuses];
  }
  return String(raw);
}

function facts(kind: string, row: Row | null, text: AdminCatalogue): string[] {
  if (!row) return [];
  return (FACTS[kind] ?? []).flatMap((field) =>
    row[field] === undefined || row[field] === null || row[field] === ''
      ? []
      : [`${text.activity.fields[field]}: ${value(field, row[field], text)}`],
  );
}

function changes(before: Row | null, after: Row | null, text: AdminCatalogue): string[] {
  return FIELDS.flatMap((field) =>
    after && field in after
      ? [`${text.activity.fields[field]}: ${value(field, before?.[field], text)} → ${value(field, after[field], text)}`]
      : [],
  );
}

function settingsChanges(before: Row | null, after: Row | null, text: AdminCatalogue): string[] {
  // The first start's entry holds the whole document, with nothing before it: no field changed.
  if (!before) return [];
  return Object.keys(after ?? {}).map((path) => {
    const values = describeValues({ path, before: before[path], after: after?.[path] }, text);
    return values ? `${describePath(path, text)}: ${values}` : describePath(path, text);
  });
}

/** `booking.updated` of `R01-…` as `Booking R01-… changed` and `Paid: No → Yes`; a kind this panel does not know yet as it is. */
export function describeEntry(entry: AuditEntry, text: AdminCatalogue): DescribedEntry {
  const labels = text.activity.actions;
  const id = entry.bookingId ?? '';
  const [kind = ''] = entry.action.split('.');
  // The rows' fields by their column names, as the trail stores them (the wire's type says only "an object").
  const before = entry.before as Row | null;
  const after = entry.after as Row | null;
  switch (entry.action) {
    case 'request.created':
      return { what: labels.requestCreated(id), details: facts(kind, after, text) };
    case 'request.confirmed':
      return { what: labels.requestConfirmed(id), details: [] };
    case 'request.rejected':
      return { what: labels.requestRejected(id), details: [] };
    case 'request.expired':
      return { what: labels.requestExpired(id), details: [] };
    // Issue 31: only its visitor withdraws a request (the manager rejects one).
    case 'request.cancelled':
      return { what: labels.requestCancelled(id), details: [] };
    case 'booking.created':
      return { what: labels.bookingCreated(id), details: facts(kind, after, text) };
    case 'booking.updated':
      return { what: labels.bookingUpdated(id), details: changes(before, after, text) };
    case 'booking.cancelled': {
      // A visitor cancels their own from the phone (issue 31), the manager from the panel.
      const what = entry.actor === 'visitor' ? labels.bookingCancelledByVisitor(id) : labels.bookingCancelled(id);
      return { what, details: changes(before, after, text) };
    }
    case 'booking.restored':
      return { what: labels.bookingRestored(id), details: changes(before, after, text) };
    case 'booking.deleted':
      return { what: labels.bookingDeleted(id), details: facts(kind, before, text) };
    case 'block.created':
      return { what: labels.blockCreated, details: facts(kind, after, text) };
    case 'block.deleted':
      return { what: labels.blockDeleted, details: facts(kind, before, text) };
    case 'payment.added':
      return { what: labels.paymentAdded(id), details: facts(kind, after, text) };
    case 'payment.removed':
      return { what: labels.paymentRemoved(id), details: facts(kind, before, text) };
    case 'refund.added':
      return { what: labels.refundAdded(id), details: facts(kind, after, text) };
    case 'refund.removed':
      return { what: labels.refundRemoved(id), details: facts(kind, before, text) };
    case 'settings.saved':
      return { what: labels.settingsSaved, details: settingsChanges(before, after, text) };
    default:
      return { what: id ? `${entry.action} ${id}` : entry.action, details: changes(before, after, text) };
  }
}

/** Who made the change: the manager's e-mail as it is, the visitor and the system in words. */
export function describeActor(actor: string, text: AdminCatalogue): string {
  if (actor === 'visitor') return text.activity.visitor;
  if (actor === 'system') return text.activity.system;
  return actor;
}
