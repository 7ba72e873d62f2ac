/**
 * Waits with deadlines. A test that waits for something that never comes must fail saying what it waited for, not
 * hang until the runner's timeout names only the test.
 */

const POLL_MS = 50;

/** Resolves with `promise`, or rejects once `ms` have passed, naming `what` was awaited. */
export async function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Gave up after ${ms / 1000} s waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls `check` until it answers true; rejects once `ms` have passed, naming `what` was awaited and, from `state`,
 * where things stood. `check` may throw to stop at once (a server that exited will never become healthy).
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { ms, what, state }: { ms: number; what: string; state?: () => string },
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`Gave up after ${ms / 1000} s waiting until ${what}${state ? `:\n${state()}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
