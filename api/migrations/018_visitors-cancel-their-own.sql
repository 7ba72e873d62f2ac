-- Issue 31: a visitor cancels their own request or booking from the phone that made it (decision 092).

-- The SHA-256 of the secret the requesting device keeps: only that device can cancel. Null for a request made
-- before devices kept one, or by an older app: it is cancelled by calling the venue.
alter table booking_requests add column cancel_key_hash bytea;

-- `cancelled`: withdrawn by its visitor while pending. (A confirmed one is cancelled on its booking, as the manager
-- cancels it.) The hold of a request paying its advance is let go by booking_requests_release_hold (migration 014).
alter table booking_requests drop constraint booking_requests_status_check,
  add constraint booking_requests_status_check
    check (status in ('pending', 'confirmed', 'rejected', 'expired', 'cancelled'));

-- The manager hears of a slot a visitor freed: a request withdrawn, or a booking cancelled with the visitor as the
-- transaction's actor (db/actor.ts). One push event in the transaction that makes the change, as every notice is.
create function push_on_visitor_cancel() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from manager_push_subscriptions) then
    return null;
  end if;
  if tg_table_name = 'booking_requests' then
    if old.status = 'pending' and new.status = 'cancelled' then
      perform push_enqueue('visitor-cancelled', new.id, clock_timestamp());
    end if;
  elsif new.cancelled and not old.cancelled and audit_actor('') = 'visitor' then
    perform push_enqueue('visitor-cancelled', new.id, clock_timestamp());
  end if;
  return null;
end;
$$;

create trigger booking_requests_visitor_cancel after update of status on booking_requests
  for each row execute function push_on_visitor_cancel();
create trigger bookings_visitor_cancel after update of cancelled on bookings
  for each row execute function push_on_visitor_cancel();
