-- Issue 29 (decisions 071 and 072): a cancelled booking owes nothing; money received on it is to be given back until
-- the manager records the refund or keeps it with a note; every booking is one search away; the trail groups what one
-- transaction did to a series.

-- Money given back for a booking, the mirror of `payments` (migration 010): a fact, never rewritten, each one audited.
create table refunds (
  id uuid primary key default gen_random_uuid(),
  booking_id text not null references bookings (id) on delete cascade,
  amount integer not null check (amount > 0),
  method text not null check (method in ('cash', 'bkash', 'nagad', 'rocket', 'bank', 'other')),
  refunded_at timestamptz not null default now(),
  recorded_at timestamptz not null default clock_timestamp(),
  note text
);
create index refunds_booking_idx on refunds (booking_id, refunded_at, recorded_at);

-- The manager keeps what a cancelled booking received (a late cancellation's fee): why, in their words. Cleared when
-- the booking is brought back (repositories/bookings.ts), so a later cancel asks again.
alter table bookings add column refund_kept_note text;

-- What is owed and what is to give back, stored copies of derived values like `paid`: the trigger below is their only
-- writer. A cancelled booking owes nothing; what it received (payments less refunds) is to refund unless kept. bigint:
-- a price less 3 times it is past integer's range for the largest prices the column allows.
alter table bookings
  add column due bigint not null default 0,
  add column to_refund bigint not null default 0;

create or replace function bookings_derive_paid() returns trigger language plpgsql as $$
declare
  -- bigint: a sum of integers is past integer's range long before the cap of migration 012 is.
  received bigint := coalesce((select sum(amount) from payments where booking_id = new.id), 0)
    - coalesce((select sum(amount) from refunds where booking_id = new.id), 0);
begin
  new.paid := new.price <= received;
  new.due := case when new.cancelled then 0 else new.price - received end;
  new.to_refund := case when new.cancelled and new.refund_kept_note is null then greatest(received, 0) else 0 end;
  return new;
end;
$$;

-- A refund added or removed recomputes its booking like a payment does (the same function, migration 010).
create trigger refunds_keep_paid after insert or delete on refunds
  for each row execute function payments_recompute_paid();

-- At most what the booking holds is given back: payments less refunds already made. Locked first, as payments are.
create function refunds_refuse_past_received() returns trigger language plpgsql as $$
declare
  held bigint;
begin
  perform 1 from bookings where id = new.booking_id for update;
  select coalesce((select sum(amount) from payments where booking_id = new.booking_id), 0)
    - coalesce((select sum(amount) from refunds where booking_id = new.booking_id), 0) into held;
  if new.amount > held then
    raise exception 'booking % holds % taka, less than the refund of %', new.booking_id, held, new.amount
      using errcode = 'check_violation', constraint = 'refunds_at_most_received';
  end if;
  return new;
end;
$$;
create trigger refunds_at_most_received before insert on refunds
  for each row execute function refunds_refuse_past_received();

create trigger refunds_no_update before update on refunds
  for each row execute function payments_refuse_update();

-- `refund.added` / `refund.removed`, with the whole refund, under its booking's Booking ID.
create function audit_refund_change() returns trigger language plpgsql as $$
begin
  insert into audit_log (actor, action, booking_id, before, after)
  values (
    audit_actor('system'),
    case when tg_op = 'INSERT' then 'refund.added' else 'refund.removed' end,
    coalesce(new.booking_id, old.booking_id),
    case when tg_op = 'DELETE' then to_jsonb(old) end,
    case when tg_op = 'INSERT' then to_jsonb(new) end
  );
  return null;
end;
$$;
create trigger refunds_audit after insert or delete on refunds
  for each row execute function audit_refund_change();

-- The transaction that wrote each entry, so the panel shows a series made (or cancelled) at once as one entry. Added
-- without a default first: entries written before this have none (a volatile default would give them all this one).
alter table audit_log add column tx bigint;
alter table audit_log alter column tx set default txid_current();

-- The trail of migration 009, less the derived copies: `due` and `to_refund` follow every payment, and the payment's
-- own entry already says so. `paid` stays, as before: it is the fact the manager reads.
create or replace function audit_row_change() returns trigger language plpgsql as $$
declare
  kind text := tg_argv[0];
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'due' - 'to_refund' end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'due' - 'to_refund' end;
  row_id text := coalesce(new_row, old_row) ->> 'id';
  action text;
  before jsonb;
  after jsonb;
begin
  if tg_op = 'INSERT' then
    action := kind || '.created';
    after := new_row;
  elsif tg_op = 'DELETE' then
    action := kind || '.deleted';
    before := old_row;
  else
    before := audit_changed(old_row, new_row);
    if before is null then
      return null;
    end if;
    after := audit_changed(new_row, old_row);
    action := case
      when kind = 'request' and before ? 'status' then 'request.' || (new_row ->> 'status')
      when kind = 'booking' and before ? 'cancelled' then
        case when (new_row ->> 'cancelled')::boolean then 'booking.cancelled' else 'booking.restored' end
      else kind || '.updated'
    end;
  end if;
  insert into audit_log (actor, action, booking_id, block_id, before, after)
  values (
    audit_actor(case when kind = 'request' and tg_op = 'INSERT' then 'visitor' else 'system' end),
    action,
    case when kind in ('request', 'booking') then row_id end,
    case when kind = 'block' then row_id end,
    before,
    after
  );
  return null;
end;
$$;

-- Every booking gets its figures (the trigger derives them; no audit entry, since only derived copies change).
update bookings set paid = paid;

-- The search (GET /api/bookings/all?q=): a Booking ID typed with or without its dashes, a phone's first or last digits,
-- a word of the name from its start. Each arm of the query's OR has its index, so it stays a few index probes however
-- many bookings there are.
create index bookings_search_id_idx on bookings (replace(id, '-', '') text_pattern_ops);
create index bookings_search_phone_idx on bookings (phone text_pattern_ops);
create index bookings_search_phone_end_idx on bookings (reverse(phone) text_pattern_ops);
create index bookings_search_name_idx on bookings using gin (to_tsvector('simple', name));
