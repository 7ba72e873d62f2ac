-- Issue 30, the manager's side (decision 089): what the cards and the board say of a request's advance, and refunds
-- given back through bKash.

-- A refund's own transaction ID (bKash's refundTrxID), by the payments' rule: upper-case, unique per method.
alter table refunds add column transaction_id text check (transaction_id ~ '^[A-Z0-9]{8,20}$');
create unique index refunds_method_transaction_id on refunds (method, transaction_id) where transaction_id is not null;

-- A refund asked of bKash for a booking paid online. Written before bKash is called, so an answer that never comes
-- (timeout, 5xx, garbled) leaves it `unknown` instead of nothing: while one is `sent` or `unknown` no second refund of
-- that payment is asked, and the money is never given back or recorded twice. `refunded` once bKash confirmed it and
-- the refund is recorded in `refunds` (same transaction); `refused` when bKash said no (nothing moved).
create table bkash_refund_attempts (
  id uuid primary key default gen_random_uuid(),
  payment_id text not null references bkash_payments (payment_id) on delete cascade,
  booking_id text not null references bookings (id) on delete cascade,
  amount integer not null check (amount > 0),
  state text not null default 'sent' check (state in ('sent', 'refunded', 'refused', 'unknown')),
  refund_trx_id text unique,
  sent_at timestamptz not null default clock_timestamp(),
  check ((state = 'refunded') = (refund_trx_id is not null))
);
create unique index bkash_refund_attempts_one_open on bkash_refund_attempts (payment_id)
  where state in ('sent', 'unknown');

-- The advance of a request (or the booking made from it, same Booking ID) as the manager reads it; null when none was
-- asked or reported. One expression every admin read selects with its rows, so no list asks once per row.
-- Volatile: a hold's time is judged by the clock as the statement runs (payment_hold_live).
create function manager_advance(p_id text) returns jsonb language sql volatile as $$
  select coalesce(
    (select jsonb_build_object('state', 'paid-online', 'amount', p.amount, 'trxId', p.trx_id,
        'refunded', coalesce((select sum(t.amount) from bkash_refund_attempts t
          where t.payment_id = p.payment_id and t.state = 'refunded'), 0))
      from bkash_payments p where p.request_id = p_id and p.state = 'completed'),
    (select jsonb_build_object('state', 'reported', 'method', a.method, 'transactionId', a.transaction_id,
        'amount', a.amount)
      from advance_reports a where a.request_id = p_id),
    (select jsonb_build_object('state',
        case when h.state = 'lapsed' or (h.state = 'holding' and not payment_hold_live(h.request_id, h.expires_at))
          then 'not-completed' else 'none' end,
        'amount', h.amount)
      from payment_holds h where h.request_id = p_id)
  )
$$;
