import { AsyncStdout } from '../../src/logging';

// For logging.test.ts: lines written to the production log just before the process ends (within one flush interval), without
// `close`, the way a crash or a plain `process.exit` ends it. argv[2]: `exit` or `throw`.
const log = new AsyncStdout();
for (let i = 0; i < 500; i++) log.write(`{"line":${i}}\n`);
setImmediate(() => {
  for (let i = 500; i < 1000; i++) log.write(`{"line":${i}}\n`);
  if (process.argv[2] === 'throw') throw new Error('crash after logging');
  process.exit(3);
});
