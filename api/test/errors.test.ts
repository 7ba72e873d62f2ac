import { isErrorCode } from '@turf/sync-contract/error-codes';
import { describe, expect, it } from 'vitest';
import * as errors from '../src/errors';

describe('the named errors (decision 037)', () => {
  const named = Object.entries(errors);

  it('are all here', () => {
    expect(named.length).toBeGreaterThanOrEqual(25);
  });

  // bKash, a service this app depends on: it refused (502) or did not answer (503). Nothing of this app failed.
  const UPSTREAM = new Set<unknown>([
    errors.BkashUnavailableError,
    errors.BkashRefundRefusedError,
    errors.BkashRefundUnknownError,
  ]);

  it.each(named)('%s answers a listed code and a 4xx, or a 502/503 for bKash', (_name, NamedError) => {
    // Sample arguments for the messages with a %s or %d; the code does not depend on them.
    const error =
      NamedError === errors.BadRequestError
        ? new errors.BadRequestError({ code: 'DATE_INVALID', message: 'Enter a real date as YYYY-MM-DD' })
        : new (NamedError as new (...args: unknown[]) => Error & { code: unknown; statusCode: unknown })('x', 'y');
    const { code, statusCode } = error as Error & { code: unknown; statusCode: unknown };
    expect(isErrorCode(code), `${String(code)} is not in ERROR_CODES`).toBe(true);
    if (UPSTREAM.has(NamedError)) expect([502, 503]).toContain(statusCode);
    else {
      expect(statusCode).toBeGreaterThanOrEqual(400);
      expect(statusCode).toBeLessThan(500);
    }
    expect(error.message).not.toBe('');
  });

  it('keep the code of the slot taken as the issue names it', () => {
    expect(new errors.SlotTakenError().code).toBe('SLOT_TAKEN');
    expect(new errors.TooManyRequestsError('1 minute').code).toBe('TOO_MANY_REQUESTS');
  });
});
