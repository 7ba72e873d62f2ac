-- Web Push (issue 14, decisions 033 and 034).

-- The manager's devices: one row per browser (its endpoint), tied to the account that turned notifications on, so
-- removing an account silences its devices.
create table manager_push_subscriptions (
  endpoint text primary key,
  p256dh text not null,
  auth text not null,
  admin_email text not null references admins (email) on delete cascade,
  created_at timestamptz not null default clock_timestamp()
);

-- A visitor's device following one of its requests (the Booking ID is the secret, as for the status page). A device
-- follows at most a few requests at once; the API counts them under a lock on the endpoint.
create table request_push_subscriptions (
  request_id text not null references booking_requests (id) on delete cascade,
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default clock_timestamp(),
  primary key (request_id, endpoint)
);
create index request_push_subscriptions_endpoint_idx on request_push_subscriptions (endpoint);

-- Every notice starts as a job in pg-boss's queue `push-event`, written by the triggers below in the same transaction
-- as the change it tells of: committed together or not at all, whichever process or script made the change, and sent
-- later by whichever app process takes the job (decision 033). pg-boss documents writing its job table directly; the
-- queue's row gives the retry policy the app set. Before the app's first start has installed pg-boss there is no
-- queue and no device to tell, so nothing is written.
create function push_enqueue(event text, request_id text, run_at timestamptz) returns void
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
    from pgboss.queue q where q.name = 'push-event'
  $sql$ using jsonb_build_object('event', event, 'requestId', request_id), run_at;
end;
$$;

-- A new request tells the manager's devices; a decision tells the visitor's; a confirmed booking made at least two
-- hours ahead gets its reminder two hours before the slot starts (the job checks then that it still stands).
create function push_on_booking_request() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'pending' and exists (select 1 from manager_push_subscriptions) then
      perform push_enqueue('new-request', new.id, clock_timestamp());
    end if;
  elsif old.status = 'pending' and new.status in ('confirmed', 'rejected') then
    if exists (select 1 from request_push_subscriptions where request_id = new.id) then
      perform push_enqueue(new.status, new.id, clock_timestamp());
    end if;
    if new.status = 'confirmed' and new.decided_at <= new.slot_starts_at - interval '2 hours' then
      perform push_enqueue('reminder', new.id, new.slot_starts_at - interval '2 hours');
    end if;
  end if;
  return null;
end;
$$;

create trigger booking_requests_push after insert or update of status on booking_requests
  for each row execute function push_on_booking_request();

-- A confirmed booking cancelled (or deleted while active: the visitor's status page says cancelled then too).
create function push_on_booking() returns trigger
language plpgsql as $$
begin
  if ((tg_op = 'UPDATE' and new.cancelled and not old.cancelled) or (tg_op = 'DELETE' and not old.cancelled))
    and exists (select 1 from request_push_subscriptions where request_id = old.id) then
    perform push_enqueue('cancelled', old.id, clock_timestamp());
  end if;
  return null;
end;
$$;

create trigger bookings_push after update of cancelled or delete on bookings
  for each row execute function push_on_booking();
