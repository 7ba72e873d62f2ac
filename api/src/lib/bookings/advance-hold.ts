import type { Settings } from '@turf/sync-contract/schemas';
import { advanceAmount, paymentSettingsOf } from '@turf/sync-contract/settings-defaults';
import type { HoldAsked } from '../../repositories/booking-requests';

/**
 * The hold a new request of `price` makes while its visitor pays the advance (decision 086): asked when the venue
 * confirms by advance and there is a way to pay (bKash online, `online`, or Send money numbers shown); none otherwise.
 * Requests sent from the form and offers taken from the waitlist (issue 31) ask the same.
 */
export function advanceHoldFor(settings: Settings, price: number, online: boolean): HoldAsked | undefined {
  const payments = paymentSettingsOf(settings);
  const payable = online || (payments.manualMoneyShown && payments.manualMoneyNumbers.length > 0);
  if (payments.confirmation !== 'advance' || !payable) return undefined;
  return { amount: advanceAmount(payments, price), minutes: payments.holdMinutes };
}
