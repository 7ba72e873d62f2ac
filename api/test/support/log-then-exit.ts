import { AsyncStdout } from '../../src/logging';

// For logging.test.ts: lines written to the production log just before the process ends (within one flush interval), without
// `close`, the way a crash or a plain `process.exit` ends it. argv[2]: `exit` or `throw`. Each line carries text beyond
// ASCII (the writer is given UTF-8 bytes), and the lines are more than one batch's worth (FLUSH_CHARS).
const log = new AsyncStdout();
const LINES = 3000;
const line = (i: number) => `{"line":${i},"venue":"টার্ফ ✓"}\n`;
for (let i = 0; i < LINES / 2; i++) log.write(line(i));
setImmediate(() => {
  for (let i = LINES / 2; i < LINES; i++) log.write(line(i));
  if (process.argv[2] === 'throw') throw new Error('crash after logging');
  process.exit(3);
});
