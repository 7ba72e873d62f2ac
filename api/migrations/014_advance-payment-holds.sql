-- Issue 30 (decision 086): a request made while the venue asks for an advance holds its slot for the visitor who is
-- paying; bKash payments and advances reported by hand (Send money) are kept beside it.

-- The hold: one per request, made with it in one transaction. While `holding` it is one more holder of its date and
-- slot in slot_holds (the trigger below claims it), so no second visitor, booking or block takes a held slot. It leaves
-- `holding` once: `paid` (the advance confirmed the request), `lapsed` (its time ran out first) or `released` (the
-- manager decided the request another way); leaving removes its slot_holds row.
create table payment_holds (
  request_id text primary key references booking_requests (id) on delete cascade,
  date date not null,
  slot_id text not null,
  amount integer not null check (amount > 0),
  -- The database's clock, not the app's: every process and pg-boss's timer judge expiry by the same clock.
  expires_at timestamptz not null,
  state text not null default 'holding' check (state in ('holding', 'paid', 'lapsed', 'released')),
  created_at timestamptz not null default clock_timestamp()
);
create index payment_holds_holding_idx on payment_holds (date, slot_id) where state = 'holding';

-- An advance the visitor says they sent by hand (bKash, Nagad or Rocket Send money), for the manager to check. Its
-- transaction ID follows the payments' rule (migration 010): stored upper-case, unique per method, here and there.
create table advance_reports (
  request_id text primary key references booking_requests (id) on delete cascade,
  method text not null check (method in ('bkash', 'nagad', 'rocket')),
  transaction_id text not null check (transaction_id ~ '^[A-Z0-9]{8,20}$'),
  amount integer not null check (amount > 0),
  reported_at timestamptz not null default clock_timestamp()
);
create unique index advance_reports_method_transaction_id on advance_reports (method, transaction_id);

-- A hold keeps its slot until it expires, or for good once an advance is reported by hand: the manager is to check the
-- money, and a slot freed under a visitor who paid would be the venue's fault (decision 086).
-- Volatile: it reads the clock as the statement runs, not once per snapshot.
create function payment_hold_live(p_request_id text, p_expires_at timestamptz) returns boolean
language sql volatile as $$
  select p_expires_at > clock_timestamp() or exists (select 1 from advance_reports where request_id = p_request_id)
$$;

alter table slot_holds add column hold_id text unique references payment_holds (request_id) on delete cascade;
alter table slot_holds drop constraint slot_holds_check;
alter table slot_holds add constraint slot_holds_one_holder check (num_nonnulls(booking_id, block_id, hold_id) = 1);

-- claim_slot of migration 004 for any of the three holders. First a hold of that slot whose time ran out is lapsed
-- (an expired hold never keeps a slot, whether or not its timer's job has run); then the claim, whose DETAIL names
-- what holds the slot: `booking`, `block` or `hold`.
create function claim_slot_for(p_date date, p_slot_id text, p_booking_id text, p_block_id text, p_hold_id text)
returns void language plpgsql as $$
declare
  holder text;
begin
  update payment_holds set state = 'lapsed'
  where date = p_date and slot_id = p_slot_id and state = 'holding' and not payment_hold_live(request_id, expires_at);
  for attempt in 1..3 loop
    insert into slot_holds (date, slot_id, booking_id, block_id, hold_id)
    values (p_date, p_slot_id, p_booking_id, p_block_id, p_hold_id)
    on conflict (date, slot_id) do nothing;
    if found then
      return;
    end if;
    select case when booking_id is not null then 'booking' when block_id is not null then 'block' else 'hold' end
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

-- The triggers of bookings and blocks keep calling this one.
create or replace function claim_slot(p_date date, p_slot_id text, p_booking_id text, p_block_id text) returns void
language plpgsql as $$
begin
  perform claim_slot_for(p_date, p_slot_id, p_booking_id, p_block_id, null);
end;
$$;

-- A job for pg-boss, written from SQL in the transaction that needs it: push_enqueue's body (migration 005), now
-- shared by the push events and the holds' lapse job (decision 086) instead of copied. Nothing is queued before the
-- app has made the queue.
create function job_enqueue(queue text, data jsonb, run_at timestamptz) returns void
language plpgsql as $$
begin
  if to_regclass('pgboss.queue') is null then
    return;
  end if;
  execute $sql$
    insert into pgboss.job (name, data, start_after, retry_limit, retry_delay, retry_backoff, expire_in, keep_until)
    select q.name, $1, $2, coalesce(q.retry_limit, 2), coalesce(q.retry_delay, 0), coalesce(q.retry_backoff, false),
      coalesce(q.expire_seconds, 900) * interval '1 second',
      $2 + coalesce(q.retention_minutes, 20160) * interval '1 minute'
    from pgboss.queue q where q.name = $3
  $sql$ using data, run_at, queue;
end;
$$;

create or replace function push_enqueue(event text, request_id text, run_at timestamptz) returns void
language plpgsql as $$
begin
  perform job_enqueue('push-event', jsonb_build_object('event', event, 'requestId', request_id), run_at);
end;
$$;

create function payment_holds_hold_slot() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.state = 'holding' then
      perform claim_slot_for(new.date, new.slot_id, null, null, new.request_id);
      -- The job that lapses the hold when its time is up, so availability frees by itself (decision 086).
      perform job_enqueue('payment-hold-lapse', jsonb_build_object('requestId', new.request_id), new.expires_at);
    end if;
  elsif old.state = 'holding' and new.state <> 'holding' then
    delete from slot_holds where hold_id = new.request_id;
  elsif old.state <> 'holding' and new.state = 'holding' then
    raise exception 'a hold that left holding never holds again' using errcode = 'check_violation';
  end if;
  return null;
end;
$$;
create trigger payment_holds_hold_slot after insert or update of state on payment_holds
  for each row execute function payment_holds_hold_slot();

-- A hold taken or let go changes the date's availability: every API process drops it from its cache.
create trigger payment_holds_changed after insert or update of state or delete on payment_holds
  for each row execute function notify_bookings_changed();

-- A request decided while its hold still holds (the manager confirms after an advance sent by hand, rejects, or the
-- expiry mark) lets the slot go first, so the booking a confirm makes next claims a free slot.
create function booking_requests_release_hold() returns trigger language plpgsql as $$
begin
  if old.status = 'pending' and new.status <> 'pending' then
    update payment_holds set state = 'released' where request_id = new.id and state = 'holding';
  end if;
  return null;
end;
$$;
create trigger booking_requests_release_hold after update of status on booking_requests
  for each row execute function booking_requests_release_hold();

-- A bKash Tokenized Checkout payment started for a request. `completed`: executed and recorded as the booking's
-- payment; `refund-due`: the money came but the request could no longer be booked (its slot was taken after the hold
-- lapsed) and bKash has not yet confirmed the refund; `refunded`: it has. A payment is completed once (the row is
-- locked while it is settled) and a request keeps at most one completed payment.
create table bkash_payments (
  payment_id text primary key,
  request_id text not null references booking_requests (id) on delete cascade,
  amount integer not null check (amount > 0),
  state text not null default 'created'
    check (state in ('created', 'completed', 'failed', 'refund-due', 'refunded')),
  trx_id text unique,
  refund_trx_id text unique,
  created_at timestamptz not null default clock_timestamp(),
  completed_at timestamptz,
  check ((state in ('created', 'failed')) = (trx_id is null))
);
create index bkash_payments_request_idx on bkash_payments (request_id);
create unique index bkash_payments_one_completed_per_request on bkash_payments (request_id) where state = 'completed';

-- Money that moved without a booking to hold it is in the trail too: `bkash.refund-due`, `bkash.refunded`.
create function audit_bkash_payment() returns trigger language plpgsql as $$
begin
  if new.state in ('refund-due', 'refunded') and new.state is distinct from old.state then
    insert into audit_log (actor, action, booking_id, before, after)
    values (audit_actor('system'), 'bkash.' || new.state, new.request_id, jsonb_build_object('state', old.state),
      to_jsonb(new));
  end if;
  return null;
end;
$$;
create trigger bkash_payments_audit after update of state on bkash_payments
  for each row execute function audit_bkash_payment();

-- `advance.reported`, under the request's Booking ID, by the visitor.
create function audit_advance_report() returns trigger language plpgsql as $$
begin
  insert into audit_log (actor, action, booking_id, after)
  values (audit_actor('visitor'), 'advance.reported', new.request_id, to_jsonb(new));
  return null;
end;
$$;
create trigger advance_reports_audit after insert on advance_reports
  for each row execute function audit_advance_report();
