-- Issue 27 (decision 050, amended): one booking receives at most 3 times its price in all, the rule
-- RECEIVED_MAX_TIMES_PRICE of sync-contract/src/payments.ts states (a property test holds the two together). An amount
-- typed with extra zeros is refused, and every sum of money stays far inside a safe integer. Removing a payment is
-- never refused. Payments stored before this stay as they are; a booking already past its cap takes no more.
create function payments_refuse_past_cap() returns trigger language plpgsql as $$
declare
  -- bigint: 3 times the largest integer price, and a sum of integers, are past integer's range.
  cap bigint;
  received bigint;
begin
  -- Locked first, as the API does, so two payments on one booking take turns and the later one's sum (a fresh
  -- snapshot under READ COMMITTED) counts the earlier one. A missing booking is the foreign key's to refuse.
  select price::bigint * 3 into cap from bookings where id = new.booking_id for update;
  if not found then
    return new;
  end if;
  -- Rows inserted earlier by the same statement are counted (a row trigger sees them).
  select coalesce(sum(amount), 0) + new.amount into received from payments where booking_id = new.booking_id;
  if received > cap then
    raise exception 'booking % would receive % taka, past its cap of % (3 times its price)', new.booking_id, received, cap
      using errcode = 'check_violation', constraint = 'payments_received_cap';
  end if;
  return new;
end;
$$;
create trigger payments_received_cap before insert on payments
  for each row execute function payments_refuse_past_cap();
