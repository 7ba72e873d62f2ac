import { AsyncLocalStorage } from 'node:async_hooks';
import type postgres from 'postgres';
import type { Sql } from './database';

/**
 * Who is writing, for the audit trail (decision 047): the manager's e-mail while an admin route's handler runs
 * (routes/admin-scope.ts), nothing otherwise. The database's audit triggers read it from the transaction-local
 * `turf.actor`; with none set they record `visitor` for a new request and `system` for anything else.
 */
const actorStorage = new AsyncLocalStorage<string>();

export function runAs<T>(actor: string, work: () => T): T {
  return actorStorage.run(actor, work);
}

export function currentActor(): string | undefined {
  return actorStorage.getStore();
}

type BeginCallback = (tx: postgres.TransactionSql) => unknown;

/**
 * `sql` whose every transaction (`begin`) first names the current actor, if any, for that transaction only
 * (`set_config(..., true)`: gone at commit or rollback, so a pooled connection, or PGlite's one session, never carries
 * it into another call). A write must run in a transaction to be attributed; a lone statement is recorded as `system`,
 * which is what the expiry sweep is. Calls without an actor (a visitor's) pay no extra round trip.
 */
export function sqlNamingActor(sql: Sql): Sql {
  const begin = (...args: unknown[]) => {
    const actor = currentActor();
    const callback = args.pop() as BeginCallback;
    if (actor === undefined) return (sql.begin as (...a: unknown[]) => unknown)(...args, callback);
    return (sql.begin as (...a: unknown[]) => unknown)(...args, async (tx: postgres.TransactionSql) => {
      await tx`select set_config('turf.actor', ${actor}, true)`;
      return callback(tx);
    });
  };
  return new Proxy(sql, {
    get: (target, property, receiver) => (property === 'begin' ? begin : Reflect.get(target, property, receiver)),
  });
}
