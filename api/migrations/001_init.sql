-- Booking requests keep their row for good: the visitor's status page reads it after a decision.
create table booking_requests (
  id text primary key,
  date date not null,
  slot_id text not null,
  time text not null,
  name text not null,
  phone text not null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'rejected')),
  created_at timestamptz not null default clock_timestamp(),
  decided_at timestamptz
);

create index booking_requests_pending_idx on booking_requests (created_at, id) where status = 'pending';

-- A booking's id is the Booking ID of the request it came from.
create table bookings (
  id text primary key references booking_requests (id),
  date date not null,
  slot_id text not null,
  time text not null,
  name text not null,
  phone text not null,
  price integer not null check (price > 0),
  paid boolean not null default false,
  cancelled boolean not null default false,
  created_at timestamptz not null default clock_timestamp()
);

-- Double booking is impossible by construction: at most one active booking per date and slot, whatever
-- path makes a booking active (confirm, un-cancel) and however many API processes race.
create unique index bookings_active_slot on bookings (date, slot_id) where not cancelled;

create table admins (
  email text primary key,
  password_hash text not null,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp()
);

-- Every change to bookings tells every API process which date's availability cache to drop.
create function notify_bookings_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('turf_bookings_changed', to_char(old.date, 'YYYY-MM-DD'));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform pg_notify('turf_bookings_changed', to_char(new.date, 'YYYY-MM-DD'));
  end if;
  return null;
end;
$$;

create trigger bookings_changed after insert or update or delete on bookings
  for each row execute function notify_bookings_changed();
