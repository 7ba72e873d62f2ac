import type { Sql } from '../db/database';

export interface AdminAccount {
  email: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The manager accounts. `token_version` ends sessions: every admin token carries the version its account had at
 * sign-in, and every password change raises it (decision 007).
 */
export function adminsRepository(sql: Sql) {
  return {
    /** The password hash and current token version of a sign-in, in one lookup; null for an unknown email. */
    async credentials(email: string): Promise<{ passwordHash: string; tokenVersion: number } | null> {
      const [row] = await sql<{ passwordHash: string; tokenVersion: number }[]>`
        select password_hash as "passwordHash", token_version as "tokenVersion" from admins where email = ${email}`;
      return row ?? null;
    },

    /** The auth guard's check on every admin request: a primary-key lookup. Null when the account is gone. */
    async tokenVersion(email: string): Promise<number | null> {
      const [row] = await sql<{ tokenVersion: number }[]>`
        select token_version as "tokenVersion" from admins where email = ${email}`;
      return row ? row.tokenVersion : null;
    },

    async list(): Promise<AdminAccount[]> {
      return sql<AdminAccount[]>`
        select email, created_at as "createdAt", updated_at as "updatedAt" from admins order by email`;
    },

    /** Creates the account or changes its password; a change ends the account's sessions. */
    async setPassword(email: string, passwordHash: string): Promise<'created' | 'changed'> {
      const [row] = await sql<{ created: boolean }[]>`
        insert into admins (email, password_hash) values (${email}, ${passwordHash})
        on conflict (email) do update set
          password_hash = excluded.password_hash,
          token_version = admins.token_version + 1,
          updated_at = clock_timestamp()
        returning (xmax = 0) as created`;
      return row?.created ? 'created' : 'changed';
    },

    /** Creates the account only if no account has this email; false when one has. */
    async create(email: string, passwordHash: string): Promise<boolean> {
      const rows = await sql`
        insert into admins (email, password_hash) values (${email}, ${passwordHash})
        on conflict (email) do nothing
        returning email`;
      return rows.length === 1;
    },

    /** Changes the password of an existing account (ending its sessions); false when there is no such account. */
    async changePassword(email: string, passwordHash: string): Promise<boolean> {
      const rows = await sql`
        update admins set password_hash = ${passwordHash}, token_version = token_version + 1,
          updated_at = clock_timestamp()
        where email = ${email}
        returning email`;
      return rows.length === 1;
    },

    /** Ends every session of the account (every token signed before now stops working); false when it is gone. */
    async endSessions(email: string): Promise<boolean> {
      const rows = await sql`
        update admins set token_version = token_version + 1 where email = ${email} returning email`;
      return rows.length === 1;
    },

    /** Removes the account, unless it is the last one (the panel would then stay locked until a restart makes one). */
    async remove(email: string): Promise<'removed' | 'not-found' | 'last-account'> {
      return sql.begin(async (tx) => {
        // Locks every account row, so two removals at once take turns and cannot leave none.
        const accounts = await tx<{ email: string }[]>`select email from admins for update`;
        if (!accounts.some((account) => account.email === email)) return 'not-found' as const;
        if (accounts.length === 1) return 'last-account' as const;
        await tx`delete from admins where email = ${email}`;
        return 'removed' as const;
      });
    },
  };
}

export type AdminsRepository = ReturnType<typeof adminsRepository>;
