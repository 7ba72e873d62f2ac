-- Issue 13: bookings the manager makes (no request behind them), weekly series of them, blocked slots, and one table
-- through which the database itself keeps every date and slot to at most one holder (decision 031).

-- Who made a booking. A visitor's booking still must come from a stored request: the reference moves from `id` to a
-- column that is the id for a visitor's booking and null for the manager's, so the old guarantee holds where it applies.
alter table bookings
  add column source text not null default 'visitor' check (source in ('visitor', 'manager')),
  add column note text,
  add column series_id text;
alter table bookings drop constraint bookings_id_fkey;
alter table bookings add column request_id text
  generated always as (case when source = 'visitor' then id end) stored
  references booking_requests (id);

-- A weekly team booking: what the call that made it asked for, so a retry of that call (same `id`, same body) gets the
-- same answer, skipped dates included. Its bookings are ordinary bookings that name it.
create table booking_series (
  id text primary key,
  -- The `id` the call sent: the series' idempotency key and the Booking ID of its first booking (decision 031).
  request_key text not null unique,
  date date not null,
  slot_id text not null,
  time text not null,
  name text not null,
  phone text not null,
  note text,
  repeat_weeks integer not null check (repeat_weeks between 2 and 26),
  skipped jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);
alter table bookings add constraint bookings_series_id_fkey foreign key (series_id) references booking_series (id);
create index bookings_series_idx on bookings (series_id, date) where series_id is not null;
-- The schedule board reads bookings by date range, cancelled ones too.
create index bookings_date_idx on bookings (date, slot_id);

-- A slot the manager closed. Unblocking deletes the row; at most one block per date and slot.
create table blocks (
  id text primary key default gen_random_uuid()::text,
  date date not null,
  slot_id text not null,
  time text not null,
  reason text not null,
  created_at timestamptz not null default clock_timestamp(),
  constraint blocks_one_per_slot unique (date, slot_id)
);

-- Who holds a date and slot: one active booking or one block, never both, never two. Every path that makes a holder
-- (confirm, a manager's booking, a series, un-cancel, a block, plain SQL) inserts here through the triggers below in
-- the same transaction, so the primary key decides every race, across processes, at commit. The rows are derived:
-- nothing writes them but these triggers (and the cascades that remove them with their holder).
create table slot_holds (
  date date not null,
  slot_id text not null,
  booking_id text unique references bookings (id) on update cascade on delete cascade,
  block_id text unique references blocks (id) on update cascade on delete cascade,
  primary key (date, slot_id),
  check (num_nonnulls(booking_id, block_id) = 1)
);

insert into slot_holds (date, slot_id, booking_id) select date, slot_id, id from bookings where not cancelled;

-- Claims a date and slot for a booking or a block, or fails with unique_violation on slot_holds_pkey whose DETAIL
-- says what holds it (`booking` or `block`), so the API can answer "already booked" or "blocked" without a second
-- look that could race. ON CONFLICT waits for a holder still being written and sees it once committed.
create function claim_slot(p_date date, p_slot_id text, p_booking_id text, p_block_id text) returns void
language plpgsql as $$
declare
  holder text;
begin
  for attempt in 1..3 loop
    insert into slot_holds (date, slot_id, booking_id, block_id)
    values (p_date, p_slot_id, p_booking_id, p_block_id)
    on conflict (date, slot_id) do nothing;
    if found then
      return;
    end if;
    select case when booking_id is not null then 'booking' else 'block' end into holder
    from slot_holds where date = p_date and slot_id = p_slot_id;
    if holder is not null then
      raise exception 'slot % % is held by a %', p_date, p_slot_id, holder
        using errcode = 'unique_violation', constraint = 'slot_holds_pkey', detail = holder;
    end if;
    -- The holder let go between the two statements: claim again.
  end loop;
  raise exception 'slot % % is contended', p_date, p_slot_id
    using errcode = 'unique_violation', constraint = 'slot_holds_pkey', detail = 'booking';
end;
$$;

create function bookings_hold_slot() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and not old.cancelled
    and (new.cancelled or new.date <> old.date or new.slot_id <> old.slot_id) then
    delete from slot_holds where booking_id = new.id;
  end if;
  if not new.cancelled
    and (tg_op = 'INSERT' or old.cancelled or new.date <> old.date or new.slot_id <> old.slot_id) then
    perform claim_slot(new.date, new.slot_id, new.id, null);
  end if;
  return null;
end;
$$;

create trigger bookings_hold_slot after insert or update of cancelled, date, slot_id on bookings
  for each row execute function bookings_hold_slot();

create function blocks_hold_slot() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    delete from slot_holds where block_id = new.id;
  end if;
  perform claim_slot(new.date, new.slot_id, null, new.id);
  return null;
end;
$$;

create trigger blocks_hold_slot after insert or update of date, slot_id on blocks
  for each row execute function blocks_hold_slot();

-- A block changes a date's availability like a booking does: every API process drops that date from its cache.
create trigger blocks_changed after insert or update or delete on blocks
  for each row execute function notify_bookings_changed();
