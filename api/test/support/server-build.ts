import { buildServer } from '../../scripts/build';

/** Vitest global setup: the server the tests start is built from the sources as they are now, once for the run. */
export default async function setup(): Promise<void> {
  await buildServer();
}
