import type { Sql } from '../db/database';

export function healthRepository(sql: Sql) {
  return {
    /** Resolves when the database answers within the timeout, rejects otherwise. */
    async ping(timeoutMs: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), timeoutMs);
      });
      try {
        await Promise.race([sql`select 1`, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
