import type { AdminsRepository } from '../repositories/admins';
import { hashPassword, randomPassword, verifyPassword } from './password';

export const DEFAULT_ADMIN_EMAIL = 'admin@turf.local';

export interface GeneratedAdmin {
  email: string;
  password: string;
}

/**
 * The admin account from ADMIN_EMAIL / ADMIN_PASSWORD, created or updated at every start. With no password given and
 * no admin yet, one is made with a random password, returned so the server prints it once.
 */
export async function ensureAdminAccount(
  admins: AdminsRepository,
  wanted: { email?: string | undefined; password?: string | undefined },
): Promise<GeneratedAdmin | null> {
  const email = (wanted.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const stored = await admins.passwordHash(email);
  if (wanted.password !== undefined) {
    if (stored === null || !(await verifyPassword(wanted.password, stored))) {
      await admins.setPassword(email, await hashPassword(wanted.password));
    }
    return null;
  }
  if (stored !== null) return null;
  // Someone already set up an admin under another address (e.g. with `npm run admin`): leave things be.
  if (wanted.email === undefined && (await admins.count()) > 0) return null;
  const password = randomPassword();
  await admins.setPassword(email, await hashPassword(password));
  return { email, password };
}
