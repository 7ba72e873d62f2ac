import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify as verifySignature,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A push service of our own on 127.0.0.1, over HTTPS with a self-signed certificate made for the run (as a real one,
 * never plain HTTP). It records every message the server sends; each test device decrypts its messages with its own
 * keys, written here from RFC 8291 rather than with the library the server encrypts with, and the VAPID token
 * (RFC 8292) is verified against the server's public key.
 */

/**
 * Endpoints the WHATWG parser reads as hosts under a push service's domain and Node's legacy `url.parse` (which
 * web-push sends with) as 127.0.0.1 or the cloud metadata address (issue 27): a server that checked with one and sent
 * with the other would reach an address never checked.
 */
export const SPLIT_HOST_ENDPOINTS = ['push.apple.com', 'notify.windows.com'].flatMap((domain) =>
  ['127.0.0.1;', "127.0.0.1'", '127.0.0.1`', '127.0.0.1{', '127.0.0.1%2e', '169.254.169.254;'].map(
    (host) => `https://${host}.${domain}/latest/meta-data`,
  ),
);

/** A self-signed certificate for 127.0.0.1 (openssl, as Debian ships it). `caFile` is what NODE_EXTRA_CA_CERTS takes. */
export function selfSignedCertificate(): { key: string; cert: string; caFile: string; dispose(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'turf-push-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    caFile: certFile,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ReceivedPush {
  /** The path of the device's endpoint (`/device/<name>`). */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

/** What the service answers one message: a status, after an optional wait (a slow or hanging push service). */
export type Responder = (
  push: ReceivedPush,
) => { status: number; delayMs?: number } | Promise<{ status: number; delayMs?: number }>;

export interface TestDevice {
  name: string;
  /** The subscription JSON a browser would send (`PushSubscription.toJSON()`). */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The messages this device has received, decrypted and parsed. */
  messages(): unknown[];
  received(): ReceivedPush[];
}

export interface FakePushService {
  origin: string;
  /** `127.0.0.1:<port>`: the PUSH_SERVICE_HOSTS entry that lets the server send here. */
  host: string;
  caFile: string;
  /** The self-signed certificate (PEM), for an app in this process to trust (`push.ca`). */
  ca: string;
  device(name: string): TestDevice;
  all(): ReceivedPush[];
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const tls = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  let responder: Responder = () => ({ status: 201 });
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const push: ReceivedPush = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      received.push(push);
      const answer = await responder(push);
      const delayMs = answer.delayMs ?? 0;
      setTimeout(() => {
        if (!response.destroyed) response.writeHead(answer.status).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  const origin = `https://127.0.0.1:${address.port}`;

  return {
    origin,
    host: `127.0.0.1:${address.port}`,
    caFile: tls.caFile,
    ca: tls.cert,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const devicePath = `/device/${name}`;
      const mine = () => received.filter((push) => push.path === devicePath);
      return {
        name,
        subscription: {
          endpoint: `${origin}${devicePath}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        received: mine,
        messages: () => mine().map((push) => JSON.parse(decryptAes128gcm(push.body, ecdh, auth).toString('utf8'))),
      };
    },
    all: () => received,
    respondWith(next) {
      responder = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      tls.dispose();
    },
  };
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188's aes128gcm: the header carries the salt, the record size
 * and the sender's ephemeral public key; the key and nonce come from ECDH with the device's key, mixed with its auth
 * secret by HKDF-SHA-256. One record, padded with a 0x02 delimiter.
 */
export function decryptAes128gcm(body: Buffer, device: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderPublic]);
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  const delimiter = padded.lastIndexOf(2);
  if (delimiter < 0 || padded.subarray(delimiter + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
  return padded.subarray(0, delimiter);
}

/**
 * The claims of a VAPID `Authorization: vapid t=<jwt>, k=<key>` header once its ES256 signature checks out against
 * `publicKey` (which must also be the `k` it names).
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token = '', key] = match;
  if (key !== publicKey) throw new Error('the header names another key');
  const [header = '', claims = '', signature = ''] = token.split('.');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const ok = verifySignature(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}
