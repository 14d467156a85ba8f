/**
 * The sandbox's side of encrypted bodies, written independently of the client's libraries:
 * RSA PKCS#1 v1.5 with node-forge, DES-ECB with Node's OpenSSL (des-ede3 with the key three times
 * is single DES byte for byte; toolchain.md). A bad ciphertext or digest gets a specific code.
 */
import { generateKeyPairSync, createDecipheriv } from 'node:crypto';
import forge from 'node-forge';
import { parseJson, Refusal } from './json-guard.ts';

export interface KeyPair {
  publicPem: string;
  privatePem: string;
}

export function generateKeyPair(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicPem: publicKey, privatePem: privateKey };
}

export class DecryptError extends Error {
  constructor(
    readonly code:
      | 'encryption.rsa.invalid'
      | 'encryption.digest.mismatch'
      | 'encryption.des.invalid'
      | 'encryption.key.mismatch'
      | 'encryption.headers.missing'
      | 'request.too.deep',
    message: string,
  ) {
    super(message);
  }
}

export function rsaDecrypt(privatePem: string, base64: string): string {
  try {
    const key = forge.pki.privateKeyFromPem(privatePem);
    return key.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5');
  } catch {
    throw new DecryptError(
      'encryption.rsa.invalid',
      "the Encryption header could not be decrypted with this sandbox's RSA key",
    );
  }
}

export function desDecrypt(base64: string, key8: string): string {
  try {
    const k = Buffer.from(key8, 'utf8');
    if (k.length !== 8) throw new Error('key');
    const d = createDecipheriv('des-ede3', Buffer.concat([k, k, k]), null);
    return Buffer.concat([d.update(Buffer.from(base64, 'base64')), d.final()]).toString('utf8');
  } catch {
    throw new DecryptError(
      'encryption.des.invalid',
      "the body could not be decrypted (DES-ECB/PKCS7 with the key's first 8 characters)",
    );
  }
}

/** Decrypts a body sent as design.md describes; returns the JSON payload. */
export function decryptBody(
  kp: KeyPair,
  headers: { encryption?: string | null; digest?: string | null; rsa?: string | null },
  body: unknown,
): unknown {
  const value = (body as { value?: unknown } | null)?.value;
  if (!headers.encryption || !headers.digest || typeof value !== 'string')
    throw new DecryptError(
      'encryption.headers.missing',
      'an encrypted call needs the Encryption and X-Digest headers and a body { "value": ... }',
    );
  if (
    headers.rsa &&
    headers.rsa.replace(/\s+/g, '') !== kp.publicPem.replace(/\s+/g, '') &&
    !kp.publicPem.replace(/\s+/g, '').includes(headers.rsa.replace(/\s+/g, ''))
  ) {
    throw new DecryptError(
      'encryption.key.mismatch',
      "X-RSA is not this sandbox's public key: fetch GET /wps/session/key/rsa again",
    );
  }
  if (headers.digest !== value)
    throw new DecryptError('encryption.digest.mismatch', 'X-Digest does not match the body');
  const key = [...rsaDecrypt(kp.privatePem, headers.encryption)].reverse().join('');
  const text = desDecrypt(value, key.slice(0, 8));
  // The body guard saw only the ciphertext: what it decrypts to passes the same JSON guard (its
  // size and depth refusals are answered as they are, app.ts onError).
  try {
    return parseJson(text, 'The decrypted JSON');
  } catch (e) {
    if (e instanceof Refusal && e.code === 'request.json.invalid')
      throw new DecryptError('encryption.des.invalid', 'the decrypted body is not JSON');
    throw e;
  }
}
