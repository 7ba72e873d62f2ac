import fp from 'fastify-plugin';
import type { BkashConfig } from '../../config';
import { BkashClient } from '../../lib/bkash/bkash-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The venue's bKash Tokenized Checkout, or null when no BKASH_* is set (then only Send money is offered). */
    bkash: BkashClient | null;
  }
}

/** One client per process, so its id_token is granted once and shared by every payment (decision 084). */
export default fp<{ config: BkashConfig | null; timeoutMs?: number | undefined }>(
  async (app, options) => {
    const { config } = options;
    app.decorate(
      'bkash',
      config === null
        ? null
        : new BkashClient(config, options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    );
  },
  { name: 'bkash' },
);
