-- Issue 30: a request made offline is sent by the phone's outbox later, perhaps with no page open; when the venue asks
-- for an advance, its slot is held from then and the visitor must hear of it. The device asks to follow the request
-- as soon as the outbox has sent it (issue 14), so the follow is the moment: a follow of a pending request whose hold
-- waits for an advance not yet reported queues the visitor's `advance-due` notice (decision 091). The job judges
-- again when it runs, as every notice does: paid, reported or lapsed by then, it says nothing.
create function push_on_request_followed() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from payment_holds h join booking_requests r on r.id = h.request_id
    where h.request_id = new.request_id and h.state = 'holding' and h.expires_at > clock_timestamp()
      and r.status = 'pending'
      and not exists (select 1 from advance_reports a where a.request_id = h.request_id)
  ) then
    perform push_enqueue('advance-due', new.request_id, clock_timestamp());
  end if;
  return null;
end;
$$;

create trigger request_push_subscriptions_advance_due after insert on request_push_subscriptions
  for each row execute function push_on_request_followed();
