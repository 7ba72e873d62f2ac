import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/**
 * Gives the calling thread the lowest CPU priority (nice 19), and says whether it could (decision 045).
 *
 * On Linux a thread is a task with its own nice value: `setpriority` on the thread's own id (the last part of
 * `/proc/thread-self`, "<pid>/task/<tid>") lowers that thread alone, not the process. Lowering is always permitted,
 * so no capability is needed. Elsewhere (no `/proc/thread-self`) nothing changes: the id of a thread is not the
 * process's, and lowering the whole process would slow the requests too.
 */
export function lowerThisThreadToIdlePriority(): boolean {
  let threadId: number;
  try {
    threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
  } catch {
    return false;
  }
  if (!Number.isInteger(threadId) || threadId <= 0) return false;
  try {
    setPriority(threadId, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}
