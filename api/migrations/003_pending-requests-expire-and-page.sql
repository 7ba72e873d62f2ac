-- When a request's slot starts, as an instant: a pending request is `expired` from then on (decision 019). Derived
-- from the row itself, so every writer (the API, a script, a test) gets it right. This is the contract's
-- slotStartInstant in SQL: the period's first start (M 6:00, A 12:00, N 18:00, L 0:00) plus 90 minutes per slot,
-- on the slot's own date at the venue, UTC+6 all year (sync-contract/src/time.ts); test/db/slot-start.test.ts holds
-- the two equal for all sixteen slots.
alter table booking_requests add column slot_starts_at timestamptz not null generated always as (
  (date + make_interval(mins =>
    case left(slot_id, 1) when 'M' then 360 when 'A' then 720 when 'N' then 1080 else 0 end
    + (substr(slot_id, 3)::int - 1) * 90
    - 360
  )) at time zone 'UTC'
) stored;

-- `expired` is what every reader answers for a pending request whose slot has started; the manager's list also writes
-- it on the requests it finds so (decision 019), so the pending indexes keep only live requests and the list does not
-- slow down for good under requests nobody answered. No answer depends on that write.
alter table booking_requests drop constraint booking_requests_status_check,
  add constraint booking_requests_status_check check (status in ('pending', 'confirmed', 'rejected', 'expired'));

-- The per-phone limits count a phone's waiting requests under a lock on that phone (decision 019).
create index booking_requests_pending_phone_idx on booking_requests (phone, date, slot_id) where status = 'pending';

-- `Reject all` for a booked slot, and the list of booked slots that still have requests waiting.
create index booking_requests_pending_slot_idx on booking_requests (date, slot_id) where status = 'pending';

-- The pending count (X-Total-Count) reads only the requests whose slot has not started; the expiry mark finds the
-- ones that have.
create index booking_requests_pending_start_idx on booking_requests (slot_starts_at) where status = 'pending';
