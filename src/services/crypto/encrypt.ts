/**
 * Encrypted bodies as the real WPS client sends them (design.md "The wire"; wire-evidence case
 * encrypted-login-wire): a random 16-character key; the JSON payload DES-encrypted (ECB, PKCS7)
 * with the key's first 8 characters, base64; the body { value: <DES> }; headers Encryption =
 * textbook RSA of the key reversed (rsa.ts, hex), X-Digest = the DES text, X-RSA = the key text
 * as the key call answered it. crypto-js is imported on first use, never at boot.
 */
import { encryptedString, type RsaPublicKey } from './rsa.ts';

export interface Encrypted {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomKey(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 symbols: a byte modulo 62 is slightly biased; reject the top of the range to keep it uniform.
  let out = '';
  for (let i = 0; out.length < length; i++) {
    const b = i < bytes.length ? bytes[i]! : crypto.getRandomValues(new Uint8Array(1))[0]!;
    if (b < 248) out += KEY_CHARS[b % 62];
  }
  return out;
}

/** The exponent the real client assumes for a bare modulus: RSAKeyPair('10001', '', modulus). */
export const RSA_EXPONENT = '10001';

/**
 * The real back end answers the bare hex modulus. A PEM or a bare base64 SPKI (what an older
 * back end, or this project's sandbox before it spoke the real dialect, answered) is read too:
 * jsencrypt parses it, loaded only for such a key.
 */
export async function readPublicKey(text: string): Promise<RsaPublicKey> {
  const compact = text.trim().replace(/\s+/g, '');
  if (/^[0-9a-fA-F]{64,}$/.test(compact)) return { n: compact.toLowerCase(), e: RSA_EXPONENT };
  const pem = text.includes('-----BEGIN')
    ? text.trim()
    : /^[A-Za-z0-9+/]{64,}=*$/.test(compact)
      ? `-----BEGIN PUBLIC KEY-----\n${compact.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`
      : null;
  if (!pem) throw new Error('the server sent a public key in a form we cannot read');
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(pem);
  const key = rsa.getKey() as unknown as { n?: { toString(radix: number): string }; e?: number };
  if (!key.n || !key.e) throw new Error('the server sent a public key in a form we cannot read');
  return { n: key.n.toString(16), e: key.e.toString(16) };
}

/** The body and headers of an encrypted call; `key16` is fixed only by tests (the crypto vector). */
export async function encryptPayload(payload: unknown, publicKeyText: string, key16 = randomKey()): Promise<Encrypted> {
  const [{ desEncrypt }, rsaKey] = await Promise.all([import('./des.ts'), readPublicKey(publicKeyText)]);
  const des = desEncrypt(JSON.stringify(payload), key16.slice(0, 8));
  const encryption = encryptedString(rsaKey, [...key16].reverse().join(''));
  // A header value cannot hold line breaks: X-RSA is the key text as received, on one line.
  return {
    body: { value: des },
    headers: { Encryption: encryption, 'X-Digest': des, 'X-RSA': publicKeyText.trim().replace(/\r?\n/g, '') },
  };
}
