import { randomBytes } from 'node:crypto';

/**
 * Request ids (`x-request-id`, `reqId` in the log) in a UUID's shape: a random prefix drawn once per process and a
 * counter, `xxxxxxxx-xxxx-xxxx-xxxx-` + 12 hex digits. Unique within a process by the counter and across processes and
 * restarts by 80 random bits; an id is a reference to quote in a bug report, not a secret. Counting costs a fraction
 * of `randomUUID()` on the busiest route (decision 035).
 */
export function requestIds(): () => string {
  const hex = randomBytes(10).toString('hex');
  const prefix = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-`;
  let count = 0;
  return () => {
    count += 1;
    return prefix + count.toString(16).padStart(12, '0');
  };
}
