import type { Locale } from '@turf/sync-contract/locale';
import {
  type PushSubscriptionBody,
  WAITLIST_ENTRIES_PER_PHONE,
  type WaitlistEntry,
  type WaitlistStanding,
} from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import type postgres from 'postgres';
import type { Sql } from '../db/database';
import { cancelKeyMatches } from '../lib/bookings/cancel-key';
import type { CreateOutcome } from './booking-requests';
import { Refusal } from './refusal';
import { isUniqueViolation } from './unique-violation';

export interface WaitlistJoin {
  date: string;
  slotId: SlotId;
  name: string;
  phone: string;
  lang: Locale;
  keyHash: Buffer;
  subscription?: PushSubscriptionBody | undefined;
}

export type JoinOutcome =
  /** `created`: false for the same device joining again (a retry after a lost answer). */
  | { outcome: 'joined'; standing: WaitlistStanding; created: boolean }
  /** Nothing holds the slot: it can be requested. */
  | { outcome: 'slot-free' }
  | { outcome: 'phone-full' }
  /** The phone is in this slot's line already, from another device, or declined its offer. */
  | { outcome: 'phone-on-list' };

/** What a taken offer becomes: the request made in the caller's transaction, or why it was not made. */
export type AcceptOutcome =
  | { outcome: 'accepted'; made: Extract<CreateOutcome, { outcome: 'created' }> }
  /** Taken already: the request it became. */
  | { outcome: 'taken-before'; requestId: string }
  | { outcome: 'not-found' }
  | { outcome: 'key-invalid' }
  | { outcome: 'no-offer' }
  /** The request could not be made (the phone's limits, a Booking ID drawn twice): the offer stands. */
  | { outcome: 'refused'; refusal: Exclude<CreateOutcome, { outcome: 'created' }> };

export type DeclineOutcome =
  | { outcome: 'declined'; standing: WaitlistStanding }
  | { outcome: 'not-found' }
  | { outcome: 'key-invalid' }
  | { outcome: 'closed' };

export type OfferOutcome =
  | { outcome: 'offered'; entry: WaitlistEntry }
  | { outcome: 'not-found' }
  | { outcome: 'closed' }
  | { outcome: 'slot-started' }
  | { outcome: 'slot-held' };

/** What the route needs of an entry to make its request. */
export interface EntryFacts {
  date: string;
  slotId: SlotId;
  name: string;
  phone: string;
  lang: Locale;
}

/** pg_advisory_xact_lock(class, key) namespace of the per-phone lock of joins; a constant no other lock uses. */
const WAITLIST_PHONE_LOCK_CLASS = 7_305;

/**
 * The waitlist of a taken slot (issue 31, decision 093). The database makes and ends the offers (migration 019): a
 * freed slot goes to the first in line as the transaction that freed it commits; this module joins, answers and
 * reads. `clock` is the app's, for "has the slot started"; an offer's end is the database's clock, as a hold's is.
 */
export function waitlistRepository(sql: Sql, clock: () => Date) {
  /** An entry's state as its device reads it: lapsed once its offer's time or its slot's start has passed. */
  const stateAt = (now: Date) => sql`
    case
      when state in ('waiting', 'offered') and slot_starts_at <= ${now} then 'lapsed'
      when state = 'offered' and offer_ends_at <= clock_timestamp() then 'lapsed'
      else state
    end`;

  async function standingIn(db: Sql | postgres.TransactionSql, id: string): Promise<WaitlistStanding | null> {
    const [row] = await db<WaitlistStanding[]>`
      select w.id, to_char(w.date, 'YYYY-MM-DD') as date, w.slot_id as "slotId", ${stateAt(clock())} as state,
        case when w.state = 'waiting' then (
          select count(*)::int from waitlist_entries a
          where a.date = w.date and a.slot_id = w.slot_id and a.state in ('waiting', 'offered')
            and (a.created_at, a.id) <= (w.created_at, w.id)
        ) end as position,
        case when w.state = 'offered' then w.offer_ends_at end as "offerEndsAt",
        w.request_id as "requestId"
      from waitlist_entries w where w.id = ${id}`;
    if (!row) return null;
    const lapsed = row.state === 'lapsed';
    return {
      ...row,
      position: lapsed ? null : row.position,
      offerEndsAt: lapsed || row.offerEndsAt === null ? null : new Date(row.offerEndsAt).toISOString(),
    };
  }

  return {
    standing: (id: string) => standingIn(sql, id),

    /**
     * Puts a phone in a taken slot's line. Under a lock on the phone, so two joins racing for one phone cannot both
     * slip under `WAITLIST_ENTRIES_PER_PHONE`; the slot must be held right now (a hold whose time ran out holds nothing).
     */
    async join(entry: WaitlistJoin): Promise<JoinOutcome> {
      const now = clock();
      return sql.begin(async (tx): Promise<JoinOutcome> => {
        await tx`select pg_advisory_xact_lock(${WAITLIST_PHONE_LOCK_CLASS}, hashtext(${entry.phone}))`;
        const [known] = await tx<{ id: string; keyHash: Uint8Array }[]>`
          select id, key_hash as "keyHash" from waitlist_entries
          where date = ${entry.date} and slot_id = ${entry.slotId} and phone = ${entry.phone}`;
        if (known) {
          if (!Buffer.from(known.keyHash).equals(entry.keyHash)) return { outcome: 'phone-on-list' };
          const standing = await standingIn(tx, known.id);
          if (!standing) throw new Error(`The waitlist entry ${known.id} vanished inside its transaction`);
          return { outcome: 'joined', standing, created: false };
        }
        // The holder's row is locked against a delete until this commits: a freeing that commits after this join then
        // finds the new entry in line (its trigger reads after the lock is let go), and one that came first is seen.
        const [holder] = await tx<{ live: boolean }[]>`
          select h.hold_id is null or payment_hold_live(p.request_id, p.expires_at) as live
          from slot_holds h left join payment_holds p on p.request_id = h.hold_id
          where h.date = ${entry.date} and h.slot_id = ${entry.slotId}
          for key share of h`;
        if (!holder?.live) return { outcome: 'slot-free' };
        const [counted] = await tx<{ inLine: number }[]>`
          select count(*)::int as "inLine" from waitlist_entries
          where phone = ${entry.phone} and state in ('waiting', 'offered') and slot_starts_at > ${now}`;
        if ((counted?.inLine ?? 0) >= WAITLIST_ENTRIES_PER_PHONE) return { outcome: 'phone-full' };
        const push = entry.subscription;
        const [made] = await tx<{ id: string }[]>`
          insert into waitlist_entries (date, slot_id, name, phone, lang, key_hash, endpoint, p256dh, auth)
          values (${entry.date}, ${entry.slotId}, ${entry.name}, ${entry.phone}, ${entry.lang}, ${entry.keyHash},
            ${push?.endpoint ?? null}, ${push?.keys.p256dh ?? null}, ${push?.keys.auth ?? null})
          returning id`;
        if (!made) throw new Error('The waitlist entry was not stored');
        const standing = await standingIn(tx, made.id);
        if (!standing) throw new Error(`The waitlist entry ${made.id} vanished inside its transaction`);
        return { outcome: 'joined', standing, created: true };
      });
    },

    /** The entry's date, slot, name, phone and language: what its request is made of. */
    async facts(id: string): Promise<EntryFacts | null> {
      const [row] = await sql<EntryFacts[]>`
        select to_char(date, 'YYYY-MM-DD') as date, slot_id as "slotId", name, phone, lang
        from waitlist_entries where id = ${id}`;
      return row ?? null;
    },

    /**
     * The device takes its offer: in one transaction with the entry locked, the offer ends as `accepted` (its slot
     * let go, and not offered on: migration 019) and `makeRequest` makes the request in the same transaction, so the
     * slot goes from the offer to the request's hold with nothing between. A request refused rolls it all back.
     */
    async accept(
      id: string,
      key: string,
      makeRequest: (tx: postgres.TransactionSql) => Promise<CreateOutcome>,
    ): Promise<AcceptOutcome> {
      try {
        return await sql.begin(async (tx): Promise<AcceptOutcome> => {
          const [entry] = await tx<
            { state: string; keyHash: Uint8Array; live: boolean; started: boolean; requestId: string | null }[]
          >`
            select state, key_hash as "keyHash", offer_ends_at > clock_timestamp() as live,
              slot_starts_at <= ${clock()} as started, request_id as "requestId"
            from waitlist_entries where id = ${id}
            for update`;
          if (!entry) return { outcome: 'not-found' };
          if (!cancelKeyMatches(key, entry.keyHash)) return { outcome: 'key-invalid' };
          if (entry.state === 'accepted' && entry.requestId !== null) {
            return { outcome: 'taken-before', requestId: entry.requestId };
          }
          if (entry.state !== 'offered' || !entry.live || entry.started) return { outcome: 'no-offer' };
          await tx`update waitlist_entries set state = 'accepted' where id = ${id}`;
          const made = await makeRequest(tx);
          if (made.outcome !== 'created') throw new Refusal<AcceptOutcome>({ outcome: 'refused', refusal: made });
          await tx`update waitlist_entries set request_id = ${made.request._id} where id = ${id}`;
          return { outcome: 'accepted', made };
        });
      } catch (error) {
        if (error instanceof Refusal) return error.outcome as AcceptOutcome;
        throw error;
      }
    },

    /**
     * The device says no: an offer is declined (the slot goes to the next in line as this commits), a place in line is
     * left. Saying it again answers the same; an entry whose offer was taken or lapsed is closed.
     */
    async decline(id: string, key: string): Promise<DeclineOutcome> {
      return sql.begin(async (tx): Promise<DeclineOutcome> => {
        const [entry] = await tx<{ state: string; keyHash: Uint8Array }[]>`
          select ${stateAt(clock())} as state, key_hash as "keyHash" from waitlist_entries where id = ${id} for update`;
        if (!entry) return { outcome: 'not-found' };
        if (!cancelKeyMatches(key, entry.keyHash)) return { outcome: 'key-invalid' };
        if (entry.state === 'offered') await tx`update waitlist_entries set state = 'declined' where id = ${id}`;
        else if (entry.state === 'waiting') await tx`update waitlist_entries set state = 'left' where id = ${id}`;
        else if (entry.state !== 'declined' && entry.state !== 'left') return { outcome: 'closed' };
        const standing = await standingIn(tx, id);
        if (!standing) throw new Error(`The waitlist entry ${id} vanished inside its transaction`);
        return { outcome: 'declined', standing };
      });
    },

    /** The lapse job: ends the offer if its time is up (the next in line gets it as this commits); a no-op otherwise. */
    async lapse(id: string): Promise<{ date: string } | null> {
      const [row] = await sql<{ date: string }[]>`
        update waitlist_entries set state = 'lapsed'
        where id = ${id} and state = 'offered' and offer_ends_at <= clock_timestamp()
        returning to_char(date, 'YYYY-MM-DD') as date`;
      return row ?? null;
    },

    /** The manager's view: the entries still in line or offered, for slots from `from` to `to` not yet started. */
    async inRange(from: string, to: string): Promise<WaitlistEntry[]> {
      const rows = await sql<WaitlistEntry[]>`
        select id, to_char(date, 'YYYY-MM-DD') as date, slot_id as "slotId", name, phone, state,
          (row_number() over (partition by date, slot_id order by created_at, id))::int as position,
          offer_ends_at as "offerEndsAt", created_at as "createdAt"
        from waitlist_entries
        where date between ${from} and ${to} and state in ('waiting', 'offered') and slot_starts_at > ${clock()}
        order by date, slot_starts_at, created_at, id`;
      return rows.map(toEntry);
    },

    /**
     * The manager offers the slot to a chosen person in its line. A live offer to someone else is withdrawn (they go
     * back to their place in line) in the same transaction; anything else holding the slot refuses it, and nothing
     * changes.
     */
    async offer(id: string): Promise<OfferOutcome> {
      let slot: { date: string; slotId: string } | undefined;
      try {
        return await sql.begin(async (tx): Promise<OfferOutcome> => {
          const [entry] = await tx<
            { date: string; slotId: string; state: string; started: boolean; declinedHere: boolean }[]
          >`
            select to_char(date, 'YYYY-MM-DD') as date, slot_id as "slotId", ${stateAt(clock())} as state,
              slot_starts_at <= ${clock()} as started,
              waitlist_device_declined(date, slot_id, key_hash, endpoint) as "declinedHere"
            from waitlist_entries where id = ${id} for update`;
          if (!entry) return { outcome: 'not-found' };
          slot = entry;
          if (entry.started) return { outcome: 'slot-started' };
          // Its device said no to this slot under another phone: it is not offered the slot again.
          if ((entry.state !== 'waiting' && entry.state !== 'offered') || entry.declinedHere)
            return { outcome: 'closed' };
          if (entry.state === 'waiting') {
            // A live offer to another goes back to its place in line; one whose time is up lapses, as its job would.
            await tx`
              update waitlist_entries
              set state = case when offer_ends_at <= clock_timestamp() then 'lapsed' else 'waiting' end,
                offer_ends_at = case when offer_ends_at <= clock_timestamp() then offer_ends_at end
              where date = ${entry.date} and slot_id = ${entry.slotId} and state = 'offered'`;
            try {
              const [made] = await tx<{ offered: string | null }[]>`select waitlist_offer_to(${id}) as offered`;
              // Not waiting, or its slot started by the database's clock since the app's look above.
              if (!made?.offered) throw new Refusal<OfferOutcome>({ outcome: 'slot-started' });
            } catch (error) {
              if (isUniqueViolation(error)) throw new Refusal<OfferOutcome>({ outcome: 'slot-held' });
              throw error;
            }
          }
          const [row] = await tx<WaitlistEntry[]>`
            select id, to_char(date, 'YYYY-MM-DD') as date, slot_id as "slotId", name, phone, state,
              (select count(*)::int from waitlist_entries a
                where a.date = w.date and a.slot_id = w.slot_id and a.state in ('waiting', 'offered')
                  and (a.created_at, a.id) <= (w.created_at, w.id)) as position,
              offer_ends_at as "offerEndsAt", created_at as "createdAt"
            from waitlist_entries w where id = ${id}`;
          if (!row) throw new Error(`The waitlist entry ${id} vanished inside its transaction`);
          return { outcome: 'offered', entry: toEntry(row) };
        });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const refused = error.outcome as OfferOutcome;
        // The holder that refused it may have been letting the slot go: its offer to the next in line skipped this
        // entry while it was locked here. Now that the lock is gone, the line is asked again (a no-op if held).
        if (refused.outcome === 'slot-held' && slot) {
          await sql`select waitlist_offer_next(${slot.date}, ${slot.slotId})`;
        }
        return refused;
      }
    },
  };
}

function toEntry(row: WaitlistEntry): WaitlistEntry {
  return {
    ...row,
    offerEndsAt: row.offerEndsAt === null ? null : new Date(row.offerEndsAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export type WaitlistRepository = ReturnType<typeof waitlistRepository>;
