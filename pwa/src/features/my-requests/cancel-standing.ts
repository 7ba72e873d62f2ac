import { slotStartInstant } from '@turf/sync-contract/time';
import { CANCELLABLE_STATES, type OutboxItem } from '../../outbox';

/**
 * What the card offers for cancelling a request (issue 31), by the server's own rules, so the offer is never one the
 * server refuses for a reason the phone knows:
 * - `offer`: `Cancel request` / `Cancel booking`, until `until` (epoch ms, the last moment allowed);
 * - `call`: only the venue can cancel it now, so the card gives its number, until the slot starts (`until`);
 * - `none`: nothing to say (not pending nor confirmed, or its slot has started).
 */
export type CancelStanding = { kind: 'offer' | 'call'; until: number } | { kind: 'none' };

const HOUR_MS = 3_600_000;

/**
 * A pending request may be withdrawn until its slot starts; a confirmed booking until `cutoffHours` before it. The
 * phone needs the key it made the request with (not on requests made before keys existed), and a pending request whose
 * advance the visitor reported by hand goes back only by a call: the venue holds money for it.
 */
export function cancelStanding(
  item: Pick<OutboxItem, 'state' | 'date' | 'slotId' | 'cancelKey' | 'advance'>,
  cutoffHours: number,
  now: number,
): CancelStanding {
  if (!CANCELLABLE_STATES.includes(item.state)) return { kind: 'none' };
  const start = slotStartInstant(item.date, item.slotId).getTime();
  if (now >= start) return { kind: 'none' };
  const pending = item.state === 'sent';
  const until = pending ? start - 1 : start - cutoffHours * HOUR_MS;
  const byPhone = item.cancelKey !== undefined && !(pending && item.advance?.state === 'reported');
  return byPhone && now <= until ? { kind: 'offer', until } : { kind: 'call', until: start };
}
