import type { AdminTokenClaims } from '@turf/sync-contract/schemas';
import { STORAGE_KEYS } from './config';

/** Typed against the contract's claims; a value import of ADMIN_ROLE would pull TypeBox into the bundle. */
const ADMIN_ROLE: AdminTokenClaims['role'] = 'admin';

/**
 * The JWT's payload, read without checking the signature: the client only decides what to show, the
 * server checks every call. Anything that is not a well-formed token gives null.
 */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Epoch ms at which an admin token stops being usable, or null when it is not a usable admin token now. */
export function adminTokenExpiry(token: string | null, now: number = Date.now()): number | null {
  if (!token) return null;
  const payload = decodeTokenPayload(token);
  if (!payload || payload.role !== ADMIN_ROLE || typeof payload.exp !== 'number') return null;
  const expiresAt = payload.exp * 1000;
  return expiresAt > now ? expiresAt : null;
}

export function isValidAdminToken(token: string | null, now: number = Date.now()): boolean {
  return adminTokenExpiry(token, now) !== null;
}

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminToken);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.adminToken);
  } catch {
    // Storage blocked: there is nothing stored to clear.
  }
}

/**
 * The device token of this device's last sign-in (decision 006): kept when the session ends, sent with the next
 * login, so a stranger's wrong passwords cannot lock this device out. It opens nothing by itself.
 */
export function readDeviceToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminDevice);
  } catch {
    return null;
  }
}

export function storeDeviceToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.adminDevice, token);
  } catch {
    // Storage blocked: this device shares the account's login count, as a new one does.
  }
}
