import pino from 'pino';
import { asyncStdout, loggerOptions } from '../../src/logging';

// For logging.test.ts: lines logged to the production log (pino's asynchronous stdout) just before the process ends,
// without `closeLog`, the way a crash or a plain `process.exit` ends it. argv[2]: `exit` or `throw`. Each line carries
// text beyond ASCII, and there are more lines than one write takes.
const log = pino(loggerOptions('info'), asyncStdout());
const LINES = 3000;
for (let i = 0; i < LINES / 2; i++) log.info({ line: i, venue: 'টার্ফ ✓' });
setImmediate(() => {
  for (let i = LINES / 2; i < LINES; i++) log.info({ line: i, venue: 'টার্ফ ✓' });
  if (process.argv[2] === 'throw') throw new Error('crash after logging');
  process.exit(3);
});
