-- Issue 17's payments (decision 050): a booking has any number of payments; it is paid when they cover its price.
-- `bookings.paid` stays, kept by the database itself: every payment added or removed recomputes it in the same
-- transaction, and a write to a booking row cannot set it to anything else.
create table payments (
  id uuid primary key default gen_random_uuid(),
  -- Deleting a booking removes its payments; each removal writes its `payment.removed` entry (the trigger below), and
  -- audit_log has no foreign keys, so the booking's whole history stays.
  booking_id text not null references bookings (id) on delete cascade,
  amount integer not null check (amount > 0),
  method text not null check (method in ('cash', 'bkash', 'nagad', 'rocket', 'bank', 'other')),
  -- Stored upper-case, so the same mobile-money ID typed in either case is the same ID.
  transaction_id text check (transaction_id ~ '^[A-Z0-9]{8,20}$'),
  received_at timestamptz not null default now(),
  -- When it was entered: orders the payments of one instant (the toggle's comes after the advance it completes).
  recorded_at timestamptz not null default clock_timestamp(),
  note text,
  -- A payment `PATCH { paid: true }` recorded for what was due: `{ paid: false }` removes exactly these.
  made_by_toggle boolean not null default false,
  constraint payments_mobile_money_transaction_id
    check (method not in ('bkash', 'nagad', 'rocket') or transaction_id is not null)
);
create index payments_booking_idx on payments (booking_id, received_at, recorded_at);
-- Mobile-money IDs are unique: the same method and ID twice is the same payment recorded twice.
create unique index payments_method_transaction_id on payments (method, transaction_id)
  where transaction_id is not null;

-- Bookings already marked paid keep being paid: each gets the payment the toggle would now record. Before the
-- triggers exist, so the migration writes no audit entries of its own.
insert into payments (booking_id, amount, method, received_at, note, made_by_toggle)
select id, price, 'cash', created_at, 'Marked paid', true from bookings where paid;

-- A booking row's `paid` is always what its payments say, however the row is written (a confirm, a cancel, a script, a
-- `set paid = ...`): the column is a stored copy of the derived value, never an independent fact. The trigger runs once
-- the row is locked, and its query reads a fresh snapshot (a plpgsql statement under READ COMMITTED), so a cancel
-- waiting on a payment's transaction counts that payment.
create function bookings_derive_paid() returns trigger language plpgsql as $$
begin
  new.paid := new.price <= coalesce((select sum(amount) from payments where booking_id = new.id), 0);
  return new;
end;
$$;
create trigger bookings_paid_derived before insert or update on bookings
  for each row execute function bookings_derive_paid();

-- A payment added or removed recomputes its booking's `paid` in the same transaction. The booking row is locked
-- first, and the sum read by a later statement (a fresh snapshot under READ COMMITTED), so two transactions changing
-- one booking's payments take turns and the second counts the first's. The API locks the booking before touching its
-- payments (repositories/payments.ts), so this lock is already held there.
create function payments_recompute_paid() returns trigger language plpgsql as $$
declare
  booking text := coalesce(new.booking_id, old.booking_id);
begin
  perform 1 from bookings where id = booking for update;
  -- The before trigger above derives the value; an unchanged `paid` writes no audit entry (migration 009).
  update bookings set paid = paid where id = booking;
  return null;
end;
$$;
create trigger payments_keep_paid after insert or delete on payments
  for each row execute function payments_recompute_paid();

-- A payment is a fact: corrected by removing it and adding the right one, both in the trail, never rewritten.
create function payments_refuse_update() returns trigger language plpgsql as $$
begin
  raise exception 'payments are never changed: remove the payment and add it again' using errcode = 'insufficient_privilege';
end;
$$;
create trigger payments_no_update before update on payments
  for each row execute function payments_refuse_update();

-- `payment.added` / `payment.removed`, with the whole payment, under its booking's Booking ID (decision 047).
create function audit_payment_change() returns trigger language plpgsql as $$
begin
  insert into audit_log (actor, action, booking_id, before, after)
  values (
    audit_actor('system'),
    case when tg_op = 'INSERT' then 'payment.added' else 'payment.removed' end,
    coalesce(new.booking_id, old.booking_id),
    case when tg_op = 'DELETE' then to_jsonb(old) end,
    case when tg_op = 'INSERT' then to_jsonb(new) end
  );
  return null;
end;
$$;
create trigger payments_audit after insert or delete on payments
  for each row execute function audit_payment_change();
