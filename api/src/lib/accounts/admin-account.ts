import type { AdminsRepository } from '../../repositories/admins';
import { hashPassword, randomPassword, verifyPassword } from './password';

export const DEFAULT_ADMIN_EMAIL = 'admin@turf.local';

export interface GeneratedAdmin {
  email: string;
  password: string;
}

export interface AdminAccountAtStart {
  /** The account made on this start with a random password, for server.ts to print once; else null. */
  generated: GeneratedAdmin | null;
  /** The account ADMIN_EMAIL names (or the default one). */
  email: string;
  /** Other accounts that can also sign in, when the named one exists: the server warns about them at every start. */
  others: string[];
}

/**
 * The admin account from ADMIN_EMAIL / ADMIN_PASSWORD, created or updated at every start; a changed password also
 * ends that account's sessions. With no password given and no admin yet, one is made with a random password. Other
 * accounts are left as they are (`npm run admin -- remove` removes one) but named, so none is forgotten.
 */
export async function ensureAdminAccount(
  admins: AdminsRepository,
  wanted: { email?: string | undefined; password?: string | undefined },
): Promise<AdminAccountAtStart> {
  const email = (wanted.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const stored = await admins.credentials(email);
  let generated: GeneratedAdmin | null = null;
  if (wanted.password !== undefined) {
    // Compared first, so a restart with the same password keeps everyone signed in.
    if (stored === null || !(await verifyPassword(wanted.password, stored.passwordHash))) {
      await admins.setPassword(email, await hashPassword(wanted.password));
    }
  } else if (stored === null) {
    // Someone already set up an admin under another address (e.g. with `npm run admin`) and named none: leave be.
    const someone = wanted.email === undefined && (await admins.list()).length > 0;
    if (!someone) {
      const password = randomPassword();
      await admins.setPassword(email, await hashPassword(password));
      generated = { email, password };
    }
  }
  const accounts = (await admins.list()).map((account) => account.email);
  const others = accounts.includes(email) ? accounts.filter((account) => account !== email) : [];
  return { generated, email, others };
}
