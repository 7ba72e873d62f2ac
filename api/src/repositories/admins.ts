import type { Sql } from '../db/database';

export function adminsRepository(sql: Sql) {
  return {
    async passwordHash(email: string): Promise<string | null> {
      const [row] = await sql<{ passwordHash: string }[]>`
        select password_hash as "passwordHash" from admins where email = ${email}`;
      return row ? row.passwordHash : null;
    },

    async count(): Promise<number> {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from admins`;
      return row?.n ?? 0;
    },

    async setPassword(email: string, passwordHash: string): Promise<void> {
      await sql`
        insert into admins (email, password_hash) values (${email}, ${passwordHash})
        on conflict (email) do update set password_hash = excluded.password_hash, updated_at = clock_timestamp()`;
    },
  };
}

export type AdminsRepository = ReturnType<typeof adminsRepository>;
