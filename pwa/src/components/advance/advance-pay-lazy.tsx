import { lazy, Suspense } from 'react';
import type { AdvancePay as AdvancePayScreen } from './advance-pay';

/**
 * The success dialog's ways to pay (issue 30), from the advance's own chunk: loaded only when a request has an advance,
 * so `/slots` carries this wrapper and nothing more of it (issue 30's budget). `/my-requests` has its own wrappers
 * (request-advance-lazy.tsx), kept apart so the slots page does not carry them.
 */
const AdvancePayLazy = lazy(() => import('./advance-screens').then((module) => ({ default: module.AdvancePay })));

export function AdvancePay(props: Parameters<typeof AdvancePayScreen>[0]) {
  return (
    <Suspense fallback={null}>
      <AdvancePayLazy {...props} />
    </Suspense>
  );
}
