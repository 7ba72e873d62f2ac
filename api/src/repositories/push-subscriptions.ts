import type { Locale } from '@turf/sync-contract/locale';
import {
  PUSH_DEVICES_PER_REQUEST,
  PUSH_REQUESTS_PER_DEVICE,
  type PushSubscriptionBody,
} from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import type { Sql } from '../db/database';

/**
 * Who a device listens as: the manager hears of new requests, a visitor of its own requests, and a visitor in a
 * waitlist of the offer of its slot (the device that joined, issue 31).
 */
export type PushAudience = 'manager' | 'visitor' | 'waitlist';

/** What a push message is encrypted for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type FollowOutcome =
  | { outcome: 'following' }
  | { outcome: 'request-not-found' }
  /** The device already follows `PUSH_REQUESTS_PER_DEVICE` requests whose slots are still to come. */
  | { outcome: 'device-full' }
  /** `PUSH_DEVICES_PER_REQUEST` other devices already follow the request. */
  | { outcome: 'request-full' };

/** A request as its notices describe it, read when the notice is made. */
export interface RequestFacts {
  id: string;
  date: string;
  slotId: SlotId;
  name: string;
  status: string;
  /** The language the visitor made the request in (migration 008). */
  lang: Locale;
  slotStartsAt: Date;
  /** Its booking exists and is not cancelled. */
  bookingActive: boolean;
  /** What its completed bKash payment brought, if one did (migration 014). */
  paidOnline: number | null;
  /** What bKash gave back of a payment that came after its slot was taken, if it did. */
  refundedLate: number | null;
  /** The advance its hold waits for, none reported by hand yet: how much, and the hold's end (migration 017). */
  advanceDue: number | null;
  advanceDueBy: Date | null;
}

/** A waitlist entry as its offer's notice describes it, with the device that joined (if it gave a subscription). */
export interface OfferFacts {
  id: string;
  date: string;
  slotId: SlotId;
  lang: Locale;
  state: string;
  offerEndsAt: Date | null;
  target: PushTarget | null;
}

/** pg_advisory_xact_lock(class, key) namespaces of the per-device and per-request locks; constants no other lock uses. */
const DEVICE_LOCK_CLASS = 7_303;
const REQUEST_LOCK_CLASS = 7_304;

export function pushSubscriptionsRepository(sql: Sql, clock: () => Date) {
  return {
    /** The manager's device, once however often it is sent; the newest keys and account win. */
    async saveManager(adminEmail: string, subscription: PushSubscriptionBody): Promise<void> {
      const { endpoint, keys } = subscription;
      await sql`
        insert into manager_push_subscriptions (endpoint, p256dh, auth, admin_email)
        values (${endpoint}, ${keys.p256dh}, ${keys.auth}, ${adminEmail})
        on conflict (endpoint) do update
          set p256dh = excluded.p256dh, auth = excluded.auth, admin_email = excluded.admin_email`;
    },

    /** True when the device was subscribed. */
    async removeManager(endpoint: string): Promise<boolean> {
      const rows = await sql`delete from manager_push_subscriptions where endpoint = ${endpoint} returning 1`;
      return rows.length > 0;
    },

    /**
     * A visitor's device follows one request. The device's other requests whose slots have started can bring no more
     * notices and are let go; of the rest it may follow `PUSH_REQUESTS_PER_DEVICE`, and the request may have
     * `PUSH_DEVICES_PER_REQUEST` followers (a device already following counts once, so it may send itself again). The
     * counts and the insert run under a lock on the endpoint, then one on the request (always in that order, so no two
     * calls deadlock), so calls racing for one device or for one request cannot both slip under a limit.
     */
    async followRequest(requestId: string, subscription: PushSubscriptionBody): Promise<FollowOutcome> {
      const { endpoint, keys } = subscription;
      const now = clock();
      return sql.begin(async (tx): Promise<FollowOutcome> => {
        await tx`select pg_advisory_xact_lock(${DEVICE_LOCK_CLASS}, hashtext(${endpoint}))`;
        const [request] = await tx`select 1 from booking_requests where id = ${requestId}`;
        if (!request) return { outcome: 'request-not-found' };
        await tx`
          delete from request_push_subscriptions s using booking_requests r
          where s.endpoint = ${endpoint} and r.id = s.request_id and r.slot_starts_at <= ${now}
            and s.request_id <> ${requestId}`;
        const [counted] = await tx<{ others: number }[]>`
          select count(*)::int as others from request_push_subscriptions
          where endpoint = ${endpoint} and request_id <> ${requestId}`;
        if ((counted?.others ?? 0) >= PUSH_REQUESTS_PER_DEVICE) return { outcome: 'device-full' };
        await tx`select pg_advisory_xact_lock(${REQUEST_LOCK_CLASS}, hashtext(${requestId}))`;
        const [followers] = await tx<{ others: number }[]>`
          select count(*)::int as others from request_push_subscriptions
          where request_id = ${requestId} and endpoint <> ${endpoint}`;
        if ((followers?.others ?? 0) >= PUSH_DEVICES_PER_REQUEST) return { outcome: 'request-full' };
        await tx`
          insert into request_push_subscriptions (request_id, endpoint, p256dh, auth)
          values (${requestId}, ${endpoint}, ${keys.p256dh}, ${keys.auth})
          on conflict (request_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth`;
        return { outcome: 'following' };
      });
    },

    /**
     * The browser renewed a subscription: the new one takes the old one's place as the manager's device (same
     * account) and as a follower of each request the old one followed, and the old one is forgotten, all in one
     * transaction. Only when `oldAuth` is the old subscription's own secret; how many rows moved (0: nothing known).
     */
    async renew(oldEndpoint: string, oldAuth: string, subscription: PushSubscriptionBody): Promise<number> {
      const { endpoint, keys } = subscription;
      return sql.begin(async (tx) => {
        const managers = await tx`
          insert into manager_push_subscriptions (endpoint, p256dh, auth, admin_email)
          select ${endpoint}, ${keys.p256dh}, ${keys.auth}, admin_email from manager_push_subscriptions
          where endpoint = ${oldEndpoint} and auth = ${oldAuth}
          on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth
          returning 1`;
        const follows = await tx`
          insert into request_push_subscriptions (request_id, endpoint, p256dh, auth)
          select request_id, ${endpoint}, ${keys.p256dh}, ${keys.auth} from request_push_subscriptions
          where endpoint = ${oldEndpoint} and auth = ${oldAuth}
          on conflict (request_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth
          returning 1`;
        const entries = await tx`
          update waitlist_entries set endpoint = ${endpoint}, p256dh = ${keys.p256dh}, auth = ${keys.auth}
          where endpoint = ${oldEndpoint} and auth = ${oldAuth}
          returning 1`;
        // The same endpoint with new keys was updated in place above; only a different one leaves an old row.
        if (oldEndpoint !== endpoint) {
          await tx`delete from manager_push_subscriptions where endpoint = ${oldEndpoint} and auth = ${oldAuth}`;
          await tx`delete from request_push_subscriptions where endpoint = ${oldEndpoint} and auth = ${oldAuth}`;
        }
        return managers.length + follows.length + entries.length;
      });
    },

    /** Every device of the manager's accounts. */
    async managerTargets(): Promise<PushTarget[]> {
      return sql<PushTarget[]>`
        select endpoint, json_build_object('p256dh', p256dh, 'auth', auth) as keys
        from manager_push_subscriptions order by created_at`;
    },

    /** Every device following this request. */
    async requestTargets(requestId: string): Promise<PushTarget[]> {
      return sql<PushTarget[]>`
        select endpoint, json_build_object('p256dh', p256dh, 'auth', auth) as keys
        from request_push_subscriptions where request_id = ${requestId} order by created_at`;
    },

    /**
     * The keys a device listens with right now, as the given audience; null once it has unsubscribed (or its push
     * service said it is gone), so a message queued before that is dropped.
     */
    async currentKeys(
      audience: PushAudience,
      endpoint: string,
      /** The request (audience `visitor`) or waitlist entry (audience `waitlist`) the device follows. */
      followedId?: string,
    ): Promise<PushTarget['keys'] | null> {
      const [row] =
        audience === 'manager'
          ? await sql<PushTarget['keys'][]>`
              select p256dh, auth from manager_push_subscriptions where endpoint = ${endpoint}`
          : audience === 'waitlist'
            ? await sql<PushTarget['keys'][]>`
                select p256dh, auth from waitlist_entries where endpoint = ${endpoint} and id = ${followedId ?? ''}`
            : await sql<PushTarget['keys'][]>`
                select p256dh, auth from request_push_subscriptions
                where endpoint = ${endpoint} and request_id = ${followedId ?? ''}`;
      return row ?? null;
    },

    /** The push service says this device is gone (404/410): forget it everywhere. */
    async removeEndpoint(endpoint: string): Promise<void> {
      await sql.begin((tx) => [
        tx`delete from manager_push_subscriptions where endpoint = ${endpoint}`,
        tx`delete from request_push_subscriptions where endpoint = ${endpoint}`,
        tx`update waitlist_entries set endpoint = null, p256dh = null, auth = null where endpoint = ${endpoint}`,
      ]);
    },

    async offerFacts(entryId: string): Promise<OfferFacts | null> {
      const [row] = await sql<
        (Omit<OfferFacts, 'target'> & { endpoint: string | null; p256dh: string; auth: string })[]
      >`
        select id, to_char(date, 'YYYY-MM-DD') as date, slot_id as "slotId", lang, state,
          offer_ends_at as "offerEndsAt", endpoint, p256dh, auth
        from waitlist_entries where id = ${entryId}`;
      if (!row) return null;
      const { endpoint, p256dh, auth, ...facts } = row;
      return { ...facts, target: endpoint === null ? null : { endpoint, keys: { p256dh, auth } } };
    },

    async requestFacts(requestId: string): Promise<RequestFacts | null> {
      const [row] = await sql<RequestFacts[]>`
        select r.id, r.date, r.slot_id as "slotId", r.name, r.status, r.lang, r.slot_starts_at as "slotStartsAt",
          coalesce(not b.cancelled, false) as "bookingActive",
          (select p.amount from bkash_payments p where p.request_id = r.id and p.state = 'completed') as "paidOnline",
          (select sum(p.amount)::int from bkash_payments p where p.request_id = r.id and p.state = 'refunded')
            as "refundedLate",
          h.amount as "advanceDue", h.expires_at as "advanceDueBy"
        from booking_requests r left join bookings b on b.id = r.id
          left join payment_holds h on h.request_id = r.id and h.state = 'holding'
            and not exists (select 1 from advance_reports a where a.request_id = r.id)
        where r.id = ${requestId}`;
      return row ?? null;
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;
