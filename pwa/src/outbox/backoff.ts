/** Retry delays for a server that could not be reached: 1 s, 2 s, 4 s ... capped at a minute. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Delay before attempt `attempts + 1`, with "equal jitter" (half fixed, half random) so many phones coming
 * back online at once do not knock on the server in step, while a retry never comes absurdly early.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 16));
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
