import { startBkashStandIn } from './bkash-stand-in';

/**
 * The bKash stand-in as a process of its own, for the browser tests (`tsx api/test/support/bkash-stand-in-process.ts`):
 * it prints one line of JSON, `{ "url": ..., "credentials": ... }`, once it listens, and runs until it is stopped.
 */
const standIn = await startBkashStandIn();
process.stdout.write(`${JSON.stringify({ url: standIn.url, credentials: standIn.credentials })}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
