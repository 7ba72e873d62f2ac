import { lazy, type ReactNode, Suspense } from 'react';
import type { PaymentReturn as PaymentReturnScreen } from './payment-return';
import type { AdvanceDetail as AdvanceDetailScreen, AdvanceLabel as AdvanceLabelScreen } from './request-advance';

/** `/my-requests`' advance screens (issue 30), from the advance's own chunk, loaded once a request has an advance. */
const load = () => import('./advance-screens');
const AdvanceLabelLazy = lazy(() => load().then((module) => ({ default: module.AdvanceLabel })));
const AdvanceDetailLazy = lazy(() => load().then((module) => ({ default: module.AdvanceDetail })));
const PaymentReturnLazy = lazy(() => load().then((module) => ({ default: module.PaymentReturn })));

/** The card's state word; `fallback` (the plain state's) shows while the chunk loads. */
export function AdvanceLabel({
  fallback,
  ...props
}: Parameters<typeof AdvanceLabelScreen>[0] & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AdvanceLabelLazy {...props} />
    </Suspense>
  );
}

export function AdvanceDetail(props: Parameters<typeof AdvanceDetailScreen>[0]) {
  return (
    <Suspense fallback={null}>
      <AdvanceDetailLazy {...props} />
    </Suspense>
  );
}

export function PaymentReturn(props: Parameters<typeof PaymentReturnScreen>[0]) {
  return (
    <Suspense fallback={null}>
      <PaymentReturnLazy {...props} />
    </Suspense>
  );
}
