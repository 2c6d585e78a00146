// A local push service for tests: an HTTPS server (a self-signed certificate made at test time) that
// holds a browser's side of a subscription (an ECDH P-256 key pair and an auth secret), checks the
// VAPID Authorization header and DECRYPTS each push it receives (RFC 8291 over RFC 8188 aes128gcm),
// so a test sees what a browser's service worker would.
import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

export interface ReceivedPush {
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims (checked: signature, audience, expiry). */
  claims: { aud: string; exp: number; sub: string };
}

export interface PushReceiver {
  /** What to send as POST /update-push-notifications. */
  subscription: { endpoint: string; key: string; token: string; encoding: 'aes128gcm' };
  /** Every push received and decrypted so far. */
  received: ReceivedPush[];
  /** Pushes that failed a check (bad JWT, undecryptable body): a test expects none. */
  problems: string[];
  /** Resolves with the n-th push (1-based) once it has arrived; rejects if a push fails a check first. */
  nth(n: number): Promise<ReceivedPush>;
  /** The status answered from now on (201 by default; 410: "subscription gone"). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

let certificate: { key: string; cert: string } | null = null;

/** A self-signed certificate for 127.0.0.1, made once per test process with the openssl CLI. */
function selfSignedCertificate(): { key: string; cert: string } {
  if (certificate) return certificate;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-receiver-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  certificate = { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  return certificate;
}

/**
 * The API's pushes go out through https's global agent (web-push passes no agent of its own): it
 * trusts the receiver's certificate beside the usual roots, as NODE_EXTRA_CA_CERTS would for a
 * whole process.
 */
export function trustReceiverCertificate(): void {
  const { cert } = selfSignedCertificate();
  https.globalAgent.options.ca = [...tls.rootCertificates, cert];
}

const info = (label: string, context: Buffer) => Buffer.concat([Buffer.from(`${label}\0`), context]);

/** RFC 8291 §3.4 + RFC 8188 §2: the plaintext of an aes128gcm push body. */
export function decryptPush(body: Buffer, browser: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverPublicKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Error(`the key id is not a P-256 public key (${idLength} bytes)`);
  if (recordSize < 18) throw new Error(`record size ${recordSize} too small`);
  const ciphertext = body.subarray(21 + idLength);

  const sharedSecret = browser.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm', Buffer.alloc(0)), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce', Buffer.alloc(0)), 12));

  const records: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < ciphertext.length; offset += recordSize, sequence += 1) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low end (a push has few records: 32 bits do).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    const last = offset + recordSize >= ciphertext.length;
    // Padding: the data, then a delimiter (2 in the last record, 1 before), then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    records.push(plain.subarray(0, end));
  }
  return Buffer.concat(records);
}

/** The VAPID header (RFC 8292 §3): `vapid t=<ES256 JWT>, k=<public key>`, checked against this endpoint's origin. */
export function checkVapid(header: string | undefined, origin: string, nowSeconds: number): ReceivedPush['claims'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [signed, publicKey] = [match[1], Buffer.from(match[2], 'base64url')];
  const [head, claimsPart, signature] = signed.split('.');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${jwtHeader.alg}`);
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: publicKey.subarray(1, 33).toString('base64url'), y: publicKey.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${claimsPart}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`JWT audience ${claims.aud}, expected ${origin}`);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600)) throw new Error(`JWT expiry ${claims.exp} not within 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`JWT subject ${claims.sub}`);
  return claims;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const waiting: { n: number; resolve: (push: ReceivedPush) => void; reject: (error: Error) => void }[] = [];
  let status = 201;

  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        if (!request.headers.ttl) throw new Error('no TTL header');
        const claims = checkVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
        if (status >= 400) {
          response.writeHead(status).end();
          return;
        }
        const payload: unknown = JSON.parse(decryptPush(Buffer.concat(chunks), browser, authSecret).toString('utf8'));
        const push = { payload, headers: request.headers, claims };
        received.push(push);
        response.writeHead(201).end();
        for (const wait of waiting.filter((w) => w.n === received.length)) wait.resolve(push);
      } catch (error) {
        const problem = String((error as Error).message ?? error);
        problems.push(problem);
        response.writeHead(400).end();
        // A test waiting for a push fails at once, saying why, rather than timing out.
        for (const wait of waiting) wait.reject(new Error(`the push receiver refused a push: ${problem}`));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    subscription: {
      endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
      key: browser.getPublicKey().toString('base64url'),
      token: authSecret.toString('base64url'),
      encoding: 'aes128gcm',
    },
    received,
    problems,
    nth: (n) => (received.length >= n ? Promise.resolve(received[n - 1]) : new Promise((resolve, reject) => waiting.push({ n, resolve, reject }))),
    answerWith: (code) => {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
