-- Issue 30: the manager hears of money that moved without them (decision 090): an advance paid by bKash confirmed a
-- request, or one paid after its slot was taken went back by bKash. One push event per change, queued in the
-- transaction that makes it, as every notice is (migration 005).
create function push_on_bkash_payment() returns trigger language plpgsql as $$
begin
  if new.state is distinct from old.state and new.state in ('completed', 'refunded')
    and exists (select 1 from manager_push_subscriptions) then
    perform push_enqueue(case new.state when 'completed' then 'paid-online' else 'refunded-late' end, new.request_id,
      clock_timestamp());
  end if;
  return null;
end;
$$;

create trigger bkash_payments_push after update of state on bkash_payments
  for each row execute function push_on_bkash_payment();
