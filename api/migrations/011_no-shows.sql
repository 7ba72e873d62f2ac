-- Issue 17's no-shows (decision 051): a booking whose customer did not come. Marked by the manager once its slot has
-- started (the API checks the clock); a cancelled booking is never a no-show, so cancelling clears the mark. The audit
-- trigger of migration 009 records each change as `booking.updated { no_show }`.
alter table bookings add column no_show boolean not null default false;
alter table bookings add constraint bookings_no_show_not_cancelled check (not (no_show and cancelled));
