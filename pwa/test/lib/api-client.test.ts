import { MESSAGES } from '@turf/sync-contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NetworkError } from '../../src/lib/api-client';

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

async function failure(): Promise<unknown> {
  return apiRequest('/api/booking-requests', { method: 'POST', body: {} }).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest: an error answer (decision 037)', () => {
  it('keeps the status, the English message and the machine code', async () => {
    answer(409, JSON.stringify({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' }));
    const error = await failure();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
  });

  it('keeps a code this app does not know yet, so a screen falls back to the message', async () => {
    answer(400, JSON.stringify({ error: 'Something new went wrong', code: 'SOMETHING_NEW' }));
    expect(await failure()).toMatchObject({ status: 400, message: 'Something new went wrong', code: 'SOMETHING_NEW' });
  });

  it('has no code when the answer had none or was not JSON', async () => {
    answer(400, JSON.stringify({ error: 'Old server' }));
    const old = await failure();
    expect(old).toMatchObject({ status: 400, message: 'Old server' });
    expect((old as ApiError).code).toBeUndefined();
    answer(418, '<html>teapot</html>');
    const page = await failure();
    expect(page).toMatchObject({ status: 418, message: 'Request failed' });
    expect((page as ApiError).code).toBeUndefined();
    answer(400, JSON.stringify({ error: 'Odd', code: 7 }));
    expect(((await failure()) as ApiError).code).toBeUndefined();
  });

  it('still treats a gateway error as the server being unreachable', async () => {
    answer(503, JSON.stringify({ error: 'Service unavailable', code: 'SERVER_ERROR' }));
    expect(await failure()).toBeInstanceOf(NetworkError);
    answer(502, '<html>Bad gateway</html>');
    expect(await failure()).toBeInstanceOf(NetworkError);
  });

  it("hears the app's own word that bKash is down or refused as an answer, with its code", async () => {
    answer(502, JSON.stringify({ error: 'bKash refused the refund (2071)', code: 'BKASH_REFUND_REFUSED' }));
    expect(await failure()).toMatchObject({ name: 'ApiError', status: 502, code: 'BKASH_REFUND_REFUSED' });
    answer(503, JSON.stringify({ error: 'bKash is not answering', code: 'BKASH_UNAVAILABLE' }));
    expect(await failure()).toMatchObject({ name: 'ApiError', status: 503, code: 'BKASH_UNAVAILABLE' });
  });
});
