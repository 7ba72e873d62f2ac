import { paymentSettingsOf } from '@turf/sync-contract/settings-defaults';
import { venueMinuteOfDay } from '@turf/sync-contract/time';
import { useId } from 'react';
import { useAdvanceText } from '../../i18n/advance-text';
import { useText } from '../../i18n/text';
import { useVenueSettings } from '../../lib/venue-settings';
import type { RequestAdvance } from '../../outbox';
import { PayWithBkash } from './pay-with-bkash';
import { SendMoneyForm } from './send-money-form';
import { holdMoment, useTimeLeft } from './use-time-left';
import './advance.css';

/**
 * The slot held while the visitor pays its advance: until when and the time left, the amount, `Pay with bKash` when the
 * venue takes it online, and `Send money` with the venue's numbers when it shows them. The countdown is read every
 * second by the eye; a screen reader hears only when 5 minutes, then 1, are left and when the time is over.
 */
export function AdvancePay({ requestId, advance }: { requestId: string; advance: RequestAdvance }) {
  const text = useAdvanceText();
  const texts = useText();
  const titleId = useId();
  const payments = useVenueSettings(paymentSettingsOf);
  const msLeft = useTimeLeft(advance.expiresAt);
  const moment = holdMoment(msLeft);
  const manual = payments.manualMoneyShown ? payments.manualMoneyNumbers : [];
  const over = advance.expiresAt !== undefined && msLeft === 0;

  return (
    <section className="advance-pay" aria-labelledby={titleId}>
      <h3 id={titleId} className="advance-amount">
        {text.advance}: <strong>{texts.slots.price(advance.amount)}</strong>
      </h3>
      {advance.expiresAt === undefined ? null : (
        <p className="advance-hold">
          {over ? text.announce.over : text.heldUntil(text.clock(venueMinuteOfDay(advance.expiresAt)))}
          {over ? null : (
            <>
              {' '}
              <span className="advance-left">
                {text.timeLeft}: <strong className="advance-clock">{text.left(msLeft)}</strong>
              </span>
            </>
          )}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {moment === null ? '' : text.announce[moment]}
      </p>
      {over ? null : (
        <>
          {advance.online === false ? null : <PayWithBkash requestId={requestId} advance={advance} />}
          {manual.length === 0 ? null : (
            <div className="advance-manual">
              <h4>{text.sendMoney}</h4>
              <p>{text.sendMoneyLead}</p>
              <ul className="advance-numbers">
                {manual.map((number) => (
                  <li key={`${number.provider}-${number.number}`}>
                    <span>{text.services[number.provider]}</span> <strong>{number.number}</strong>{' '}
                    <span className="advance-account">({text.accounts[number.account]})</span>
                  </li>
                ))}
              </ul>
              <SendMoneyForm requestId={requestId} amount={advance.amount} numbers={manual} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
