-- The language the visitor used for a request (issue 15): the manager's messages to that customer are written in it.
-- Requests made before it was recorded were made on the English-only site.
alter table booking_requests
  add column lang text not null default 'en' check (lang in ('en', 'bn'));
