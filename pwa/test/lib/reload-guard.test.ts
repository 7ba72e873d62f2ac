import { afterEach, describe, expect, it, vi } from 'vitest';
import { canReloadNow, registerReloadBlocker, whenReloadAllowed } from '../../src/lib/reload-guard';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

describe('reload guard', () => {
  it('allows a reload only while no blocker blocks, and forgets unregistered blockers', () => {
    let formDirty = true;
    const unregister = registerReloadBlocker(() => formDirty);
    cleanups.push(unregister);
    expect(canReloadNow()).toBe(false);
    formDirty = false;
    expect(canReloadNow()).toBe(true);
    formDirty = true;
    unregister();
    expect(canReloadNow()).toBe(true);
  });

  it('treats a blocker that throws as blocking', () => {
    cleanups.push(
      registerReloadBlocker(() => {
        throw new Error('broken');
      }),
    );
    expect(canReloadNow()).toBe(false);
  });

  it('runs the action once, as soon as nothing blocks', async () => {
    vi.useFakeTimers();
    let sending = true;
    cleanups.push(registerReloadBlocker(() => sending));
    const action = vi.fn();
    cleanups.push(whenReloadAllowed(action, 1_000));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(action).not.toHaveBeenCalled();
    sending = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(action).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', async () => {
    vi.useFakeTimers();
    cleanups.push(registerReloadBlocker(() => true));
    const action = vi.fn();
    const cancel = whenReloadAllowed(action, 1_000);
    cancel();
    for (const cleanup of cleanups.splice(0)) cleanup();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(action).not.toHaveBeenCalled();
  });
});
