/**
 * The sandbox's side of encrypted bodies, as the real WPS back end reads them (wire-evidence case
 * encrypted-login-wire, written independently of the client's code): the key call answers the
 * bare hex modulus (exponent 10001); Encryption is textbook RSA of the client's key, hex, so
 * `int(Encryption, 16) ^ d mod n`, as big-endian bytes, is the 16-character key; the body is
 * DES-ECB/PKCS7 with its first 8 characters, base64 (Node's des-ede3 with the key three times is
 * single DES byte for byte; toolchain.md). The body is `{ value: <DES> }` with X-Digest, or, as an
 * older client sends it, the DES text itself as a JSON string with Encryption only
 * (legacy-raw-des-body). A bad ciphertext or digest gets a specific code.
 */
import { generateKeyPairSync, createDecipheriv } from 'node:crypto';
import { parseJson, Refusal } from './json-guard.ts';

export interface KeyPair {
  /** The modulus, lower-case hex: what GET /wps/session/key/rsa answers. */
  modulusHex: string;
  privateExponentHex: string;
}

const hexOf = (base64url: string) => Buffer.from(base64url, 'base64url').toString('hex').replace(/^0+/, '');

/** A fresh 1024-bit key, the size of the real back end's (a 256-character modulus). */
export function generateKeyPair(bits = 1024): KeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { modulusHex: hexOf(jwk.n!), privateExponentHex: hexOf(jwk.d!) };
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

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let r = 1n;
  for (let b = base % mod, x = exp; x > 0n; x >>= 1n, b = (b * b) % mod) if (x & 1n) r = (r * b) % mod;
  return r;
}

/** The key the client sent: `Encryption` (hex) ^ d mod n, as big-endian bytes. */
export function rsaDecrypt(kp: KeyPair, encryptionHex: string): string {
  const invalid = new DecryptError(
    'encryption.rsa.invalid',
    "the Encryption header could not be decrypted with this sandbox's RSA key (textbook RSA, hex)",
  );
  const hex = encryptionHex.trim();
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw invalid;
  const n = BigInt(`0x${kp.modulusHex}`);
  const c = BigInt(`0x${hex}`);
  if (c >= n) throw invalid;
  const m = modPow(c, BigInt(`0x${kp.privateExponentHex}`), n);
  let h = m.toString(16);
  if (h.length % 2) h = `0${h}`;
  const key = Buffer.from(h, 'hex').toString('latin1');
  if (!/^[\x21-\x7e]{16}$/.test(key)) throw invalid;
  return key;
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

/** Decrypts a body sent as the real client sends it (or as its legacy layer does); returns the JSON payload. */
export function decryptBody(
  kp: KeyPair,
  headers: { encryption?: string | null; digest?: string | null; rsa?: string | null },
  body: unknown,
): unknown {
  // The legacy layer (uJlv): the DES text itself is the JSON body, with Encryption only.
  const legacy = typeof body === 'string';
  const value = legacy ? body : (body as { value?: unknown } | null)?.value;
  if (!headers.encryption || (!legacy && !headers.digest) || typeof value !== 'string')
    throw new DecryptError(
      'encryption.headers.missing',
      'an encrypted call needs the Encryption and X-Digest headers and a body { "value": ... } (or, from an older client, the DES text as the body with Encryption)',
    );
  if (headers.rsa && headers.rsa.trim().toLowerCase() !== kp.modulusHex)
    throw new DecryptError(
      'encryption.key.mismatch',
      "X-RSA is not this sandbox's public key: fetch GET /wps/session/key/rsa again",
    );
  if (!legacy && headers.digest !== value)
    throw new DecryptError('encryption.digest.mismatch', 'X-Digest does not match the body');
  const key = rsaDecrypt(kp, headers.encryption);
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
