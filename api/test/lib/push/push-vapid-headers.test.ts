import { describe, expect, test } from 'vitest';
import { VAPID_TOKEN_SECONDS, vapidHeaders } from '../../../src/lib/push/push-sender';
import { TEST_VAPID } from '../../support/app';
import { verifyVapid } from '../../support/push-service';

const SUBJECT = 'mailto:manager@turf.test';

describe('VAPID headers (RFC 8292), one per push service origin', () => {
  test('is signed once per origin and reused for the messages to it', () => {
    let now = Date.now();
    const authorizationFor = vapidHeaders({ vapid: TEST_VAPID, subject: SUBJECT, now: () => now });
    const first = authorizationFor('https://fcm.googleapis.com/fcm/send/device-a');
    const claims = verifyVapid(first, TEST_VAPID.publicKey);
    expect(claims).toEqual({
      aud: 'https://fcm.googleapis.com',
      sub: SUBJECT,
      exp: Math.floor(now / 1000) + VAPID_TOKEN_SECONDS,
    });
    now += 60_000;
    expect(authorizationFor('https://fcm.googleapis.com/fcm/send/device-b')).toBe(first);

    const other = authorizationFor('https://updates.push.services.mozilla.com/wpush/v2/device-c');
    expect(other).not.toBe(first);
    expect(verifyVapid(other, TEST_VAPID.publicKey).aud).toBe('https://updates.push.services.mozilla.com');
  });

  test('is signed again an hour before it expires', () => {
    const start = Date.now();
    let now = start;
    const authorizationFor = vapidHeaders({ vapid: TEST_VAPID, subject: SUBJECT, now: () => now });
    const endpoint = 'https://web.push.apple.com/device-d';
    const first = authorizationFor(endpoint);
    now = start + (VAPID_TOKEN_SECONDS - 3_601) * 1000;
    expect(authorizationFor(endpoint)).toBe(first);
    now = start + (VAPID_TOKEN_SECONDS - 3_599) * 1000;
    const renewed = authorizationFor(endpoint);
    expect(renewed).not.toBe(first);
    expect(verifyVapid(renewed, TEST_VAPID.publicKey).exp).toBe(Math.floor(now / 1000) + VAPID_TOKEN_SECONDS);
  });
});
