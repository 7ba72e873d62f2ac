import { lazy, Suspense, useEffect } from 'react';
import type { UnseenRequest } from '../outbox/outbox-news';

// The booking form's own dialog; its code and styles load only when a visitor opens it from the banner.
const SuccessDialog = lazy(() =>
  import('../features/booking-form/lazy').then((module) => ({ default: module.SuccessDialog })),
);

/**
 * The success dialog again, for a request the visitor left while it was being sent (a reload, a closed tab): the
 * banner opens it, and from then on its Booking ID counts as seen.
 */
export function RecalledRequestDialog({ request, onClose }: { request: UnseenRequest | null; onClose(): void }) {
  useEffect(() => {
    if (request) void import('../outbox').then((outbox) => outbox.markBookingIdsShown([request.id]));
  }, [request]);
  if (!request) return null;
  const { id, name, date, time, standing, price } = request;
  // No price until the server has stored one: the shell does not load the venue's settings to work one out.
  const known = price === undefined ? {} : { price };
  return (
    <Suspense fallback={null}>
      <SuccessDialog
        request={{ id, name, date, time, savedOffline: standing === 'waiting', ...known }}
        onClose={onClose}
      />
    </Suspense>
  );
}
