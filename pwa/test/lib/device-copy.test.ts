import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../src/lib/api-client';
import { type DeviceCopy, type DeviceCopyStore, loadWithDeviceCopy } from '../../src/lib/device-copy';

/** A store in memory; `broken` makes it fail as a blocked IndexedDB does. */
function memoryStore(initial?: DeviceCopy<string>, broken = false) {
  let copy = initial;
  const store: DeviceCopyStore<string> = {
    read: async () => {
      if (broken) throw new DOMException('blocked', 'InvalidStateError');
      return copy;
    },
    write: async (next) => {
      if (broken) throw new DOMException('full', 'QuotaExceededError');
      copy = next;
    },
  };
  return { store, kept: () => copy };
}

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(() => setOnLine(true));
afterEach(() => setOnLine(true));

describe('loadWithDeviceCopy', () => {
  it("answers with the server's value and keeps it with the time it came", async () => {
    const { store, kept } = memoryStore({ value: 'old', fetchedAt: 1 });
    const loaded = await loadWithDeviceCopy(
      async () => 'fresh',
      store,
      () => 42,
    );
    expect(loaded).toEqual({ source: 'server', value: 'fresh', asOf: 42 });
    expect(kept()).toEqual({ value: 'fresh', fetchedAt: 42 });
  });

  it('answers with the copy when the server cannot be reached, and says so when there is none', async () => {
    const unreachable = async (): Promise<string> => {
      throw new NetworkError('The server took too long to answer', true);
    };
    expect(await loadWithDeviceCopy(unreachable, memoryStore({ value: 'old', fetchedAt: 7 }).store)).toEqual({
      source: 'device',
      value: 'old',
      asOf: 7,
    });
    const none = await loadWithDeviceCopy(unreachable, memoryStore().store);
    expect(none.source).toBe('none');
    expect(none.source === 'none' && none.error.timedOut).toBe(true);
  });

  it('does not ask the server when the browser knows it is offline', async () => {
    setOnLine(false);
    const fetchFromServer = vi.fn(async () => 'fresh');
    const loaded = await loadWithDeviceCopy(fetchFromServer, memoryStore({ value: 'old', fetchedAt: 7 }).store);
    expect(loaded).toEqual({ source: 'device', value: 'old', asOf: 7 });
    expect(fetchFromServer).not.toHaveBeenCalled();
  });

  it('keeps a refusal of the server an error: an old copy must not hide it', async () => {
    const refused = async (): Promise<string> => {
      throw new ApiError(403, 'Forbidden');
    };
    await expect(loadWithDeviceCopy(refused, memoryStore({ value: 'old', fetchedAt: 7 }).store)).rejects.toThrow(
      'Forbidden',
    );
  });

  it('never fails for the copy: a blocked store still shows the fresh answer, and offline is "none"', async () => {
    const { store } = memoryStore(undefined, true);
    expect(
      await loadWithDeviceCopy(
        async () => 'fresh',
        store,
        () => 5,
      ),
    ).toEqual({
      source: 'server',
      value: 'fresh',
      asOf: 5,
    });
    const offline = await loadWithDeviceCopy(async (): Promise<string> => {
      throw new NetworkError();
    }, store);
    expect(offline.source).toBe('none');
  });
});
