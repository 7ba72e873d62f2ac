-- Issue 17's audit trail (decision 047): every change to requests, bookings, blocks and settings leaves one entry,
-- written by triggers in the changing transaction, so no write path can forget one and a rolled-back write leaves none.
-- Who: the transaction-local `turf.actor` the API sets for a manager's call (api/src/db/actor.ts); without it, a new
-- request is the visitor's and anything else the system's (the expiry sweep).
-- No foreign keys: deleting a booking or a block keeps its entries. `payment.added` and the like add their own trigger.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  actor text not null,
  action text not null,
  -- The Booking ID of the request or booking concerned (a visitor's booking has its request's id).
  booking_id text,
  block_id text,
  -- Only the fields the change altered: the whole row for a creation (after) or a deletion (before).
  before jsonb,
  after jsonb
);
create index audit_log_booking_idx on audit_log (booking_id, id) where booking_id is not null;
create index audit_log_at_idx on audit_log (at, id);

-- Append-only in the database itself: no role the API uses can rewrite or remove history.
create function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_refuse_change();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_refuse_change();

create function audit_actor(fallback text) returns text language sql stable as $$
  select coalesce(nullif(current_setting('turf.actor', true), ''), fallback)
$$;

-- The keys of `a` whose value differs in `b`, with their values in `a`; null when none differ.
create function audit_changed(a jsonb, b jsonb) returns jsonb language sql immutable as $$
  select jsonb_object_agg(key, value) from jsonb_each(a) where value is distinct from b -> key
$$;

create function audit_row_change() returns trigger language plpgsql as $$
declare
  kind text := tg_argv[0];
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
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
    -- An update that changed nothing (paid set to what it was) is no change.
    if before is null then
      return null;
    end if;
    after := audit_changed(new_row, old_row);
    -- A booking cancelled or brought back is named so (the manager reads the trail for who cancelled); any other
    -- change, paid or no-show, is booking.updated with the fields it altered.
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

create trigger booking_requests_audit after insert or update or delete on booking_requests
  for each row execute function audit_row_change('request');
create trigger bookings_audit after insert or update or delete on bookings
  for each row execute function audit_row_change('booking');
create trigger blocks_audit after insert or update or delete on blocks
  for each row execute function audit_row_change('block');

-- A saved version names its fields' values before and after (`changes`); the first start's defaults have none, so
-- their entry holds the document.
create function audit_settings_saved() returns trigger language plpgsql as $$
begin
  insert into audit_log (actor, action, before, after)
  select
    coalesce(new.saved_by, audit_actor('system')),
    'settings.saved',
    jsonb_object_agg(c ->> 'path', c -> 'before'),
    coalesce(jsonb_object_agg(c ->> 'path', c -> 'after'), new.document)
  from jsonb_array_elements(new.changes) c;
  return null;
end;
$$;
create trigger settings_versions_audit after insert on settings_versions
  for each row execute function audit_settings_saved();
