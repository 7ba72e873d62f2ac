import type postgres from 'postgres';
import type { Sql } from './database';
import { lockSchemaChanges } from './migrate';

/** The role the app runs as (decision 063): DATABASE_URL's user, with its password when the URL carries one. */
export interface AppRole {
  name: string;
  password: string | undefined;
}

export function appRoleOf(databaseUrl: string): AppRole {
  const url = new URL(databaseUrl);
  return {
    name: decodeURIComponent(url.username),
    password: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

/** The history the audit trail keeps (decision 047): the app may read it and add to it, never change it. */
const APPEND_ONLY = ['audit_log'];
/** Written by the owner's migrations alone; the app reads it for its health check. */
const READ_ONLY = ['schema_migrations'];
/** pg-boss's own tables (its `schema` option's default). */
const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * As the owner (`sql`), makes `role` if it is missing and grants it what the app does and nothing more: the
 * rows of the app's tables and of pg-boss's (SELECT, INSERT, UPDATE, DELETE), the audit trail SELECT and INSERT only,
 * and no TRUNCATE, REFERENCES or TRIGGER anywhere. Owning nothing, the role can neither alter nor drop a table, nor
 * turn a trigger off; not a superuser, it cannot set `session_replication_role` either. Idempotent, so every start
 * re-grants, and a table a new migration made is granted too; under the migrations' lock, so replicas take turns.
 */
export async function grantAppRole(sql: Sql, role: AppRole): Promise<void> {
  await sql.begin(async (tx) => {
    await lockSchemaChanges(tx);
    await ensureRole(tx, role);
    await refuseAPrivilegedRole(tx, role.name);
    const to = tx(role.name);
    await tx`grant usage on schema public to ${to}`;
    await tx`revoke all on all tables in schema public from ${to}`;
    await tx`grant select, insert, update, delete on all tables in schema public to ${to}`;
    await tx`revoke update, delete on ${tx(APPEND_ONLY)} from ${to}`;
    await tx`revoke insert, update, delete on ${tx(READ_ONLY)} from ${to}`;
    await tx`grant usage, select on all sequences in schema public to ${to}`;
    const [queue] = await tx<{ installed: boolean }[]>`
      select to_regnamespace(${JOB_QUEUE_SCHEMA}) is not null as installed`;
    if (queue?.installed) {
      const schema = tx(JOB_QUEUE_SCHEMA);
      await tx`grant usage on schema ${schema} to ${to}`;
      await tx`revoke all on all tables in schema ${schema} from ${to}`;
      await tx`grant select, insert, update, delete on all tables in schema ${schema} to ${to}`;
      await tx`grant usage, select on all sequences in schema ${schema} to ${to}`;
    }
  });
}

/** Creates the role when missing; sets its password to the URL's when the owner may (Compose's owner is a superuser). */
async function ensureRole(tx: postgres.TransactionSql, role: AppRole): Promise<void> {
  const [existing] = await tx`select 1 from pg_roles where rolname = ${role.name}`;
  if (!existing) {
    const [statement] = await tx<{ text: string }[]>`
      select format('create role %I login password %L', ${role.name}::text, ${role.password ?? null}::text) as text`;
    try {
      await tx.unsafe(statement?.text ?? '');
    } catch (error) {
      throw new Error(
        `could not create the app's database role "${role.name}" (${(error as Error).message}): create it, or let ` +
          "MIGRATION_DATABASE_URL's user create roles",
      );
    }
    return;
  }
  if (role.password === undefined) return;
  const [statement] = await tx<{ text: string }[]>`
    select format('alter role %I password %L', ${role.name}::text, ${role.password}::text) as text`;
  await tx
    .savepoint((sp) => sp.unsafe(statement?.text ?? ''))
    .catch((error: { code?: string }) => {
      // The owner may not manage roles: the role and its password are then the operator's to keep.
      if (error.code !== '42501') throw error;
    });
}

/** A role that is a superuser, owns a table or inherits the owner's rights would make the grants above meaningless. */
async function refuseAPrivilegedRole(tx: postgres.TransactionSql, name: string): Promise<void> {
  const [role] = await tx<{ superuser: boolean; owns: boolean; inherits: boolean }[]>`
    select r.rolsuper or r.rolbypassrls as superuser,
      exists (select 1 from pg_class c where c.relowner = r.oid) as owns,
      pg_has_role(r.oid, current_user, 'usage') as inherits
    from pg_roles r where r.rolname = ${name}`;
  if (role?.superuser || role?.owns || role?.inherits) {
    throw new Error(
      `DATABASE_URL's role "${name}" is a superuser, owns tables or has the owner's rights: the app must run as a ` +
        'role that owns nothing (decision 063)',
    );
  }
}
