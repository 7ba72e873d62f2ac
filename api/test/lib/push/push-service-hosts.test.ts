import { parse as legacyParse } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAllowedPushEndpoint,
  parsePushServiceHosts,
  pushSendAddress,
} from '../../../src/lib/push/push-service-hosts';
import { SPLIT_HOST_ENDPOINTS } from '../../support/push-service';

const defaults = (() => {
  const parsed = parsePushServiceHosts(undefined);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
})();

describe('an endpoint the two URL parsers read differently', () => {
  it.each(SPLIT_HOST_ENDPOINTS)('is refused: %s', (endpoint) => {
    // The premise: the legacy parser really does send elsewhere.
    expect(legacyParse(endpoint).hostname).toMatch(/^(127\.0\.0\.1|169\.254\.169\.254)$/);
    expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(false);
    expect(pushSendAddress(endpoint)).toBeNull();
  });

  it.each([
    'https://web.push.apple.com}/x',
    'https://web.push.apple.com|x/y',
    'https://a_b.push.apple.com/x',
    'https://a!b.push.apple.com/x',
    'https://web.push.apple.com/x#fragment',
    "https://web.push.apple.com/it's",
    // Not as a browser writes it (WHATWG would write it otherwise), so not as it was checked.
    'https://FCM.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:443/fcm/send/x',
    'https://web.push.apple.com/a/../b',
    'https://web.push.apple.com/x?',
    'HTTPS://web.push.apple.com/x',
    ' https://web.push.apple.com/x',
  ])(
    'so is any host but letters, digits, dots and hyphens, or an endpoint not written as it is read: %s',
    (endpoint) => {
      expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(false);
    },
  );
});

/** Both parsers' reading of an address: its host, port and the path with the query. */
function readings(address: string) {
  const whatwg = new URL(address);
  const legacy = legacyParse(address);
  return {
    whatwg: [whatwg.hostname, whatwg.port, `${whatwg.pathname}${whatwg.search}`],
    legacy: [legacy.hostname, legacy.port ?? '', legacy.path],
  };
}

describe('the address a message is sent to', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', 'https://fcm.googleapis.com/fcm/send/abc:def'],
    ['https://web.push.apple.com/QGuQyavXutnMH-AbC', 'https://web.push.apple.com/QGuQyavXutnMH-AbC'],
    [
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA%2b',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA%2b',
    ],
    ['https://127.0.0.1:8443/device/a', 'https://127.0.0.1:8443/device/a'],
  ])('%s is sent to %s, which both parsers read alike', (endpoint, address) => {
    expect(pushSendAddress(endpoint)).toBe(address);
    const { whatwg, legacy } = readings(address);
    expect(legacy).toEqual(whatwg);
  });

  it('is read alike by both parsers, whatever the endpoint it was made from', () => {
    const odd = fc.constantFrom(
      ';',
      "'",
      '`',
      '{',
      '}',
      '|',
      '^',
      '%2e',
      '%3b',
      '\\',
      '\t',
      ' ',
      '"',
      '<',
      '[',
      '#',
      '@',
      ':',
    );
    const part = fc.array(fc.oneof(fc.constantFrom('a', 'Z', '0', '.', '-', '/', '?', '=', '%41'), odd), {
      maxLength: 8,
    });
    const endpoint = fc.oneof(
      fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
      fc
        .tuple(part, part, part)
        .map(
          ([host, port, rest]) => `https://127.0.0.1${host.join('')}.push.apple.com${port.join('')}/${rest.join('')}`,
        ),
    );
    fc.assert(
      fc.property(endpoint, (url) => {
        const address = pushSendAddress(url);
        if (address === null) return;
        const { whatwg, legacy } = readings(address);
        expect(legacy, `${url} -> ${address}`).toEqual(whatwg);
        expect(readings(url).whatwg, url).toEqual(whatwg);
      }),
      { numRuns: 2_000 },
    );
  });
});
