import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSender } from '../../../src/lib/push/push-sender';
import { TEST_VAPID } from '../../support/app';
import { type FakePushService, startFakePushService, verifyVapid } from '../../support/push-service';

let service: FakePushService;
let agent: Agent;
beforeAll(async () => {
  service = await startFakePushService();
  agent = new Agent({ ca: service.ca });
});
afterAll(async () => {
  agent?.destroy();
  await service?.close();
});

const HOW = { ttlSeconds: 60, urgency: 'normal' } as const;

function send(endpoint: string) {
  const keys = service.device('address').subscription.keys;
  return pushSender({ vapid: TEST_VAPID, subject: 'https://turf.example', agent, timeoutMs: 5_000 })(
    { endpoint, keys },
    '{}',
    HOW,
  );
}

describe('the sender sends to exactly the host, port and path that were checked', () => {
  it('an endpoint written as it is read reaches that very host, port, path and query', async () => {
    const before = service.all().length;
    expect(await send(`${service.origin}/device/b?token=x%2B1`)).toEqual({ outcome: 'sent' });
    const [push] = service.all().slice(before);
    expect(push?.path).toBe('/device/b?token=x%2B1');
    expect(verifyVapid(push?.headers.authorization as string, TEST_VAPID.publicKey).aud).toBe(service.origin);
  });

  it('a path the two parsers read differently is not sent at all', async () => {
    const before = service.all().length;
    // WHATWG (the check) reads /device/b; the legacy parser would send /device/a/../b as written.
    await expect(send(`${service.origin}/device/a/../b`)).rejects.toThrow(
      'not sent: the endpoint is not a plain https URL',
    );
    expect(service.all().length).toBe(before);
  });

  it('an endpoint the two parsers read as different hosts is not sent at all', async () => {
    const before = service.all().length;
    // The legacy parser reads this as 127.0.0.1 on port 443; the check read a host under push.apple.com.
    await expect(send(`https://127.0.0.1;.push.apple.com:${new URL(service.origin).port}/x`)).rejects.toThrow(
      'not sent: the endpoint is not a plain https URL',
    );
    expect(service.all().length).toBe(before);
  });
});
