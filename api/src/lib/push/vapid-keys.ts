import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's VAPID identity (RFC 8292): a P-256 key pair whose public half every device subscribes with, so a push
 * service accepts messages for that device only from this server. Changing it orphans every subscription, so when the
 * environment gives none, one is made once and kept in DATA_DIR, like the JWT secret. Replicas must share one (Compose
 * requires it).
 */
export interface VapidKeys {
  /** Unpadded base64url of the 65-byte uncompressed point: the browser's `applicationServerKey`. */
  publicKey: string;
  /** Unpadded base64url of the 32-byte private scalar. */
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

export type VapidKeysCheck = { ok: true; value: VapidKeys } | { ok: false; reason: string };

/** Both halves present, of the right sizes, and belonging to each other. */
export function checkVapidKeys(publicKey: string, privateKey: string): VapidKeysCheck {
  const pub = Buffer.from(publicKey, 'base64url');
  const priv = Buffer.from(privateKey, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4 || pub.toString('base64url') !== publicKey) {
    return {
      ok: false,
      reason: 'VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes, unpadded base64url (87 characters)',
    };
  }
  if (priv.length !== 32 || priv.toString('base64url') !== privateKey) {
    return {
      ok: false,
      reason: 'VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes, unpadded base64url (43 characters)',
    };
  }
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub)) {
      return { ok: false, reason: 'VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY' };
    }
  } catch {
    return { ok: false, reason: 'VAPID_PRIVATE_KEY is not a valid P-256 private key' };
  }
  return { ok: true, value: { publicKey, privateKey } };
}

/** A new P-256 key pair (what `npx web-push generate-vapid-keys` prints). */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A scalar with leading zero bytes comes back shorter; the key is always written as 32 bytes.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

/**
 * The keys from the environment (both or neither), else the pair kept in DATA_DIR, else a new pair written there
 * (owner-only). Throws an Error with a message for a person when the environment's keys are wrong.
 */
export function resolveVapidKeys(
  fromEnv: { publicKey: string | undefined; privateKey: string | undefined },
  dataDir: string,
): VapidKeys {
  if (fromEnv.publicKey !== undefined || fromEnv.privateKey !== undefined) {
    if (fromEnv.publicKey === undefined || fromEnv.privateKey === undefined) {
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then a pair is made in DATA_DIR)');
    }
    const checked = checkVapidKeys(fromEnv.publicKey, fromEnv.privateKey);
    if (!checked.ok) throw new Error(checked.reason);
    return checked.value;
  }
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
      const checked = checkVapidKeys(String(stored.publicKey), String(stored.privateKey));
      if (checked.ok) return checked.value;
    } catch {
      // Unreadable: made anew below (the devices subscribed with the old key subscribe again when they next open).
    }
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
