-- Issue 16, decision 044. Every API process keeps the latest settings in memory; a save by any process (or a row
-- written by hand) tells them all to read it again, as the bookings trigger does for the availability cache
-- (decision 002). The payload is the version, for the log; a listener reads the latest row whatever it says.
create function notify_settings_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('turf_settings_changed', new.version::text);
  return null;
end;
$$;

create trigger settings_versions_changed after insert or update on settings_versions
  for each row execute function notify_settings_changed();

-- A request keeps the price of its date and slot from when it was made (the settings' price for that date's period,
-- weekday or weekend), and confirming it books at that price: a later price change never changes what a visitor was
-- shown. The requests made before this were priced by the contract's constants (slots.ts PERIOD_PRICE): Night 2500,
-- every other period 2000.
alter table booking_requests add column price integer check (price > 0);
update booking_requests set price = case when slot_id like 'N-%' then 2500 else 2000 end;
alter table booking_requests alter column price set not null;
