import { createECDH, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushSenderThread } from '../../src/lib/push-sender-thread';

/** The nice value of one thread of this process (field 19 of its `stat`, after the parenthesised name). */
function niceOf(threadId: number): number {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[16]);
}

const MODULE = new URL('../../src/lib/lowest-thread-priority.ts', import.meta.url).href;

/** Runs the function in a thread of its own (through tsx, as the push sender's thread does) and answers its id. */
async function inThread(): Promise<{ lowered: boolean; threadId: number }> {
  const source = `
    const { parentPort } = require('node:worker_threads');
    const { readlinkSync } = require('node:fs');
    import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(MODULE)}); }).then((m) => {
      const lowered = m.lowerThisThreadToIdlePriority();
      parentPort.postMessage({ lowered, threadId: Number(readlinkSync('/proc/thread-self').split('/').at(-1)) });
      setTimeout(() => {}, 60_000);
    });`;
  const worker = new Worker(source, { eval: true });
  try {
    const answer = await new Promise<{ lowered: boolean; threadId: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(niceOf(answer.threadId)).toBe(19);
    return answer;
  } finally {
    await worker.terminate();
  }
}

describe.runIf(process.platform === 'linux')('lowerThisThreadToIdlePriority', () => {
  it('lowers the calling thread to nice 19 and leaves the process main thread as it was', async () => {
    const mainBefore = niceOf(process.pid);
    const answer = await inThread();
    expect(answer.lowered).toBe(true);
    expect(niceOf(process.pid)).toBe(mainBefore);
  });

  it('gives the push sender thread the lowest priority once it has started', async () => {
    const lowThreads = () =>
      readdirSync('/proc/self/task')
        .map(Number)
        .filter((id) => niceOf(id) === 19);
    expect(lowThreads()).toEqual([]);
    const sender = pushSenderThread({ vapid: webpush.generateVAPIDKeys(), subject: 'mailto:test@example.com' });
    try {
      const device = createECDH('prime256v1');
      device.generateKeys();
      const target = {
        // Nothing listens there: the send fails, after the thread has started and lowered itself.
        endpoint: 'https://127.0.0.1:1/push/device',
        keys: { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      };
      await expect(sender.send(target, '{}', { ttlSeconds: 60, urgency: 'normal' })).rejects.toThrow();
      expect(lowThreads()).toHaveLength(1);
      expect(niceOf(process.pid)).toBe(0);
    } finally {
      await sender.close();
    }
  });
});
