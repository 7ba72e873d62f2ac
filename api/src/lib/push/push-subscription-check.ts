import { createECDH } from 'node:crypto';
import type { Problem } from '@turf/sync-contract/error-codes';
import type { PushSubscriptionBody } from '@turf/sync-contract/schemas';

/**
 * What the schema cannot say about a subscription's keys: `p256dh` must be a point on P-256 (the message is encrypted
 * to it, RFC 8291) and both keys canonical base64url of the right sizes. A bad key would only fail later, at every
 * send; it is refused here instead. Null when the keys are good, else the reason.
 */
export function subscriptionKeysProblem(subscription: PushSubscriptionBody): string | null {
  const { p256dh, auth } = subscription.keys;
  const point = Buffer.from(p256dh, 'base64url');
  const secret = Buffer.from(auth, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || point.toString('base64url') !== p256dh) {
    return 'The subscription key p256dh must be a 65-byte P-256 public key';
  }
  if (secret.length !== 16 || secret.toString('base64url') !== auth) {
    return 'The subscription key auth must be 16 bytes';
  }
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
  } catch {
    return 'The subscription key p256dh is not a point on P-256';
  }
  return null;
}

const UNKNOWN_PUSH_SERVICE: Problem = {
  code: 'PUSH_SERVICE_UNKNOWN',
  message: 'This push service is not one the server sends to',
};

/**
 * The stranger-proof checks every subscription passes before it is stored, wherever it comes (a manager's device, a
 * request followed, a waitlist joined): a push service the server sends to (`isAllowed`), usable keys.
 */
export function pushSubscriptionProblem(
  subscription: PushSubscriptionBody,
  isAllowed: (endpoint: string) => boolean,
): Problem | null {
  if (!isAllowed(subscription.endpoint)) return UNKNOWN_PUSH_SERVICE;
  const problem = subscriptionKeysProblem(subscription);
  return problem === null ? null : { code: 'PUSH_SUBSCRIPTION_INVALID', message: problem };
}
