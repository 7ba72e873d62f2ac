import type { VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { describe, expect, it } from 'vitest';
import { CurrentSettings } from '../../../src/lib/settings/current-settings';
import { settingsAnswer } from '../../../src/lib/settings/settings-answer';

const version = (n: number, phone = '+8801700000000'): VersionedSettings => ({
  version: n,
  settings: { ...DEFAULT_SETTINGS, venue: { ...DEFAULT_SETTINGS.venue, phone } },
});

/** A loader whose reads the test answers by hand, in any order. */
function manualLoader() {
  const pending: ((value: VersionedSettings) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  return {
    load: () =>
      new Promise<VersionedSettings>((resolve, reject) => {
        pending.push(resolve);
        failures.push(reject);
      }),
    answer(index: number, value: VersionedSettings) {
      pending[index]?.(value);
    },
    fail(index: number) {
      failures[index]?.(new Error('database away'));
    },
    get asked() {
      return pending.length;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('CurrentSettings', () => {
  it('holds nothing until the first read, then that version with its bytes and ETag', async () => {
    const current = new CurrentSettings(async () => version(3), settingsAnswer);
    expect(() => current.answer).toThrow(/not read/);
    await current.refresh();
    expect(current.answer.etag).toBe('"settings-3"');
    expect(JSON.parse(current.answer.body)).toEqual(version(3));
    expect(current.settings).toEqual(version(3).settings);
  });

  it('never goes back to an older version: a save offered here outranks a read that began before it', async () => {
    const loader = manualLoader();
    const current = new CurrentSettings(loader.load, settingsAnswer);
    current.offer(version(1));
    const read = current.refresh();
    await tick();
    current.offer(version(2, '+8801722222222'));
    loader.answer(0, version(1));
    await read;
    expect(current.answer.current.version).toBe(2);
    expect(current.settings.venue.phone).toBe('+8801722222222');
  });

  it('reads run one after another: the second starts only when the first is done, and lands last', async () => {
    const loader = manualLoader();
    const current = new CurrentSettings(loader.load, settingsAnswer);
    current.offer(version(1));
    const first = current.refresh();
    const second = current.refresh();
    await tick();
    expect(loader.asked).toBe(1);
    loader.answer(0, version(1, '+8801711111111'));
    await first;
    await tick();
    expect(loader.asked).toBe(2);
    // The same version read again (a row corrected by hand) replaces what is held.
    loader.answer(1, version(1, '+8801799999999'));
    await second;
    expect(current.settings.venue.phone).toBe('+8801799999999');
  });

  it('a failed read keeps what is held and does not stop the reads after it', async () => {
    const loader = manualLoader();
    const current = new CurrentSettings(loader.load, settingsAnswer);
    current.offer(version(4));
    const failed = current.refresh();
    const next = current.refresh();
    await tick();
    loader.fail(0);
    await expect(failed).rejects.toThrow('database away');
    expect(current.answer.current.version).toBe(4);
    await tick();
    loader.answer(1, version(5));
    await next;
    expect(current.answer.current.version).toBe(5);
  });

  it('writes only what the public schema names', () => {
    const stray = { ...version(2), savedBy: 'manager@turf.test' } as VersionedSettings;
    (stray.settings.venue as Record<string, unknown>).ownerPhone = '+8801999999999';
    const { body } = settingsAnswer(stray);
    expect(body).not.toContain('savedBy');
    expect(body).not.toContain('ownerPhone');
    expect(JSON.parse(body)).toEqual(version(2));
  });
});
