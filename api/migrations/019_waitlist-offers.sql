-- Issue 31 (decision 093): the waitlist of a taken slot, and the offer of a freed slot to the first in line.

-- When a slot starts, as an instant: the expression of booking_requests.slot_starts_at (migration 003) as a function,
-- for the tables after it (test/db/slot-start.test.ts holds it to the contract's slotStartInstant).
create function slot_start_instant(p_date date, p_slot_id text) returns timestamptz
language sql immutable as $$
  select (p_date + make_interval(mins =>
    case left(p_slot_id, 1) when 'M' then 360 when 'A' then 720 when 'N' then 1080 else 0 end
    + (substr(p_slot_id, 3)::int - 1) * 90
    - 360
  )) at time zone 'UTC'
$$;

-- One visitor in line for one taken date and slot. `offered`: the slot is held for them (their row in slot_holds)
-- until offer_ends_at; they take it (`accepted`, the request it became in request_id), decline it, or let it lapse.
-- `left`: they left the line while waiting. A phone is in one slot's line once, whatever its state, so a visitor who
-- declined is not offered that slot again. The device that joined proves itself with its secret (key_hash, SHA-256),
-- and hears of its offer at its push subscription, if it gave one.
create table waitlist_entries (
  id text primary key default gen_random_uuid()::text,
  date date not null,
  slot_id text not null,
  name text not null,
  phone text not null,
  lang text not null default 'en' check (lang in ('en', 'bn')),
  key_hash bytea not null,
  endpoint text,
  p256dh text,
  auth text,
  state text not null default 'waiting'
    check (state in ('waiting', 'offered', 'accepted', 'declined', 'lapsed', 'left')),
  offer_ends_at timestamptz,
  request_id text references booking_requests (id),
  created_at timestamptz not null default clock_timestamp(),
  slot_starts_at timestamptz not null generated always as (slot_start_instant(date, slot_id)) stored,
  constraint waitlist_one_entry_per_phone unique (date, slot_id, phone),
  check (state <> 'offered' or offer_ends_at is not null),
  check (num_nonnulls(endpoint, p256dh, auth) in (0, 3))
);
-- The live offer of a slot. Not a unique index: the slot_holds key every offer claims in the same statement already
-- lets one through, and a second unique check would make a freeing commit wait on a manager's offer that waits on it.
create index waitlist_offered_idx on waitlist_entries (date, slot_id) where state = 'offered';
-- The line, in order.
create index waitlist_line_idx on waitlist_entries (date, slot_id, created_at, id) where state in ('waiting', 'offered');
-- The per-phone limit counts a phone's entries still in line.
create index waitlist_phone_idx on waitlist_entries (phone) where state in ('waiting', 'offered');
create index waitlist_endpoint_idx on waitlist_entries (endpoint) where endpoint is not null;

-- The offer is a fourth holder of a slot (migrations 004, 014).
alter table slot_holds add column offer_id text unique references waitlist_entries (id) on delete cascade;
alter table slot_holds drop constraint slot_holds_one_holder;
alter table slot_holds add constraint slot_holds_one_holder
  check (num_nonnulls(booking_id, block_id, hold_id, offer_id) = 1);

-- claim_slot_for of migration 014 for an offer too. An offer whose time ran out is lapsed first, as a hold is: the
-- lapse then frees the slot (its trigger below), and the claim that follows takes it.
create function claim_slot_for(
  p_date date, p_slot_id text, p_booking_id text, p_block_id text, p_hold_id text, p_offer_id text
) returns void language plpgsql as $$
declare
  holder text;
begin
  update payment_holds set state = 'lapsed'
  where date = p_date and slot_id = p_slot_id and state = 'holding' and not payment_hold_live(request_id, expires_at);
  update waitlist_entries set state = 'lapsed'
  where date = p_date and slot_id = p_slot_id and state = 'offered' and offer_ends_at <= clock_timestamp();
  for attempt in 1..3 loop
    insert into slot_holds (date, slot_id, booking_id, block_id, hold_id, offer_id)
    values (p_date, p_slot_id, p_booking_id, p_block_id, p_hold_id, p_offer_id)
    on conflict (date, slot_id) do nothing;
    if found then
      return;
    end if;
    select case when booking_id is not null then 'booking' when block_id is not null then 'block'
      when hold_id is not null then 'hold' else 'offer' end
    into holder from slot_holds where date = p_date and slot_id = p_slot_id;
    if holder is not null then
      raise exception 'slot % % is held by a %', p_date, p_slot_id, holder
        using errcode = 'unique_violation', constraint = 'slot_holds_pkey', detail = holder;
    end if;
  end loop;
  raise exception 'slot % % is contended', p_date, p_slot_id
    using errcode = 'unique_violation', constraint = 'slot_holds_pkey', detail = 'booking';
end;
$$;

create or replace function claim_slot_for(p_date date, p_slot_id text, p_booking_id text, p_block_id text, p_hold_id text)
returns void language plpgsql as $$
begin
  perform claim_slot_for(p_date, p_slot_id, p_booking_id, p_block_id, p_hold_id, null);
end;
$$;

-- The venue's waitlist settings as the latest saved document has them; a document without the group reads as the
-- contract's DEFAULT_WAITLIST_SETTINGS (test/db/slot-start.test.ts holds the two equal).
create function waitlist_settings() returns jsonb language sql stable as $$
  select jsonb_build_object(
    'enabled', coalesce((w->>'enabled')::boolean, true),
    'offerMinutes', coalesce((w->>'offerMinutes')::int, 15))
  from (select (select document->'waitlist' from settings_versions order by version desc limit 1) as w) latest
$$;

-- An entry offered the slot holds it, hears of it by push (when it gave a subscription), and lapses by itself when its
-- time is up (pg-boss's `waitlist-offer-lapse`, as a payment hold's lapse); an offer that ends gives the slot back.
create function waitlist_entries_hold_slot() returns trigger language plpgsql as $$
begin
  if new.state = 'offered' and (tg_op = 'INSERT' or old.state <> 'offered') then
    perform claim_slot_for(new.date, new.slot_id, null, null, null, new.id);
    perform job_enqueue('waitlist-offer-lapse', jsonb_build_object('entryId', new.id), new.offer_ends_at);
    if new.endpoint is not null then
      perform job_enqueue('push-event', jsonb_build_object('event', 'waitlist-offer', 'entryId', new.id),
        clock_timestamp());
    end if;
  elsif tg_op = 'UPDATE' and old.state = 'offered' and new.state <> 'offered' then
    delete from slot_holds where offer_id = new.id;
  end if;
  return null;
end;
$$;
create trigger waitlist_entries_hold_slot after insert or update of state on waitlist_entries
  for each row execute function waitlist_entries_hold_slot();

-- Offers the slot to `p_entry_id`, waiting in its line, for the venue's minutes (never past the slot's start). Fails
-- with the claim's unique_violation when something holds the slot. Returns the entry's id, or null when it was not
-- waiting.
create function waitlist_offer_to(p_entry_id text) returns text language plpgsql as $$
declare
  offered text;
begin
  update waitlist_entries
  set state = 'offered',
    offer_ends_at = least(clock_timestamp() + make_interval(mins => (waitlist_settings()->>'offerMinutes')::int),
      slot_starts_at)
  where id = p_entry_id and state = 'waiting' and slot_starts_at > clock_timestamp()
  returning id into offered;
  return offered;
end;
$$;

-- Whether the device that made an entry declined this slot already, under any phone: the same secret (a phone keeps
-- one per slot) or the same push subscription.
create function waitlist_device_declined(p_date date, p_slot_id text, p_key_hash bytea, p_endpoint text)
returns boolean language sql stable as $$
  select exists (
    select 1 from waitlist_entries d
    where d.date = p_date and d.slot_id = p_slot_id and d.state = 'declined'
      and (d.key_hash = p_key_hash or d.endpoint = p_endpoint))
$$;

-- A freed slot (what held it is gone, the transaction that freed it about to commit) goes to the first in its line who
-- is waiting and whose device has not declined it; nothing when the waitlist is off, the slot has started, or
-- something took the slot in the same transaction (a confirm's booking, after the hold it replaces).
create function waitlist_offer_next(p_date date, p_slot_id text) returns text language plpgsql as $$
declare
  chosen text;
begin
  if not (waitlist_settings()->>'enabled')::boolean or slot_start_instant(p_date, p_slot_id) <= clock_timestamp()
    or exists (select 1 from slot_holds where date = p_date and slot_id = p_slot_id) then
    return null;
  end if;
  select w.id into chosen from waitlist_entries w
  where w.date = p_date and w.slot_id = p_slot_id and w.state = 'waiting'
    and not waitlist_device_declined(w.date, w.slot_id, w.key_hash, w.endpoint)
  order by w.created_at, w.id
  limit 1
  for update skip locked;
  if chosen is null then
    return null;
  end if;
  return waitlist_offer_to(chosen);
exception when unique_violation then
  -- Taken meanwhile by a holder that committed first: there is nothing to offer.
  return null;
end;
$$;

-- Runs as the transaction that freed a slot commits: by then a confirm's booking or a new hold has claimed it, and an
-- offer taken became its request, so only a slot that is really free is offered. One row per slot in slot_holds, so
-- however many processes free, decline or lapse at once, the primary key lets one offer through.
create function waitlist_on_slot_freed() returns trigger language plpgsql as $$
begin
  if old.offer_id is not null
    and exists (select 1 from waitlist_entries where id = old.offer_id and state = 'accepted') then
    return null;
  end if;
  perform waitlist_offer_next(old.date, old.slot_id);
  return null;
end;
$$;
create constraint trigger slot_holds_freed after delete on slot_holds deferrable initially deferred
  for each row execute function waitlist_on_slot_freed();

-- An offer taken became a request that, where the venue asks no advance, holds nothing. When that request is rejected
-- or withdrawn, the slot it was offered for goes to the next in line; run as the transaction commits, as above, so a
-- slot another holder took meanwhile is not offered.
create function waitlist_on_request_closed() returns trigger language plpgsql as $$
begin
  if old.status = 'pending' and new.status in ('rejected', 'cancelled')
    and exists (select 1 from waitlist_entries where request_id = new.id) then
    perform waitlist_offer_next(new.date, new.slot_id);
  end if;
  return null;
end;
$$;
create constraint trigger booking_requests_waitlist_next after update of status on booking_requests
  deferrable initially deferred
  for each row execute function waitlist_on_request_closed();

-- An offer made or ended changes what the date shows: every API process drops it from its cache.
create trigger waitlist_entries_changed after update of state on waitlist_entries
  for each row execute function notify_bookings_changed();
