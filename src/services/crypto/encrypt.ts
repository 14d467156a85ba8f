/**
 * Encrypted bodies (design.md "The wire", A7): a random 16-character key; the JSON payload
 * DES-encrypted (ECB, PKCS7) with the key's first 8 characters, base64; the body { value: <DES> };
 * headers Encryption = RSA(PKCS#1 v1.5) of the key reversed, X-Digest = the DES text, X-RSA = the
 * public key text used. jsencrypt and crypto-js are imported here on first use, never at boot.
 */

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

/** The server may send a PEM, a bare base64 SPKI, or just the hex modulus (exponent 65537). */
export type PublicKeyForm = { kind: 'pem'; pem: string } | { kind: 'modulus'; hex: string };

export function parsePublicKey(text: string): PublicKeyForm {
  const t = text.trim();
  if (t.includes('-----BEGIN')) return { kind: 'pem', pem: t };
  const compact = t.replace(/\s+/g, '');
  if (/^[0-9a-fA-F]+$/.test(compact) && [256, 258, 512, 514, 1024, 1026].includes(compact.length))
    return { kind: 'modulus', hex: compact };
  if (/^[A-Za-z0-9+/]+=*$/.test(compact))
    return {
      kind: 'pem',
      pem: `-----BEGIN PUBLIC KEY-----\n${compact.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`,
    };
  throw new Error('the server sent a public key in a form we cannot read');
}

export async function encryptPayload(payload: unknown, publicKeyText: string): Promise<Encrypted> {
  const [{ JSEncrypt }, { desEncrypt }] = await Promise.all([import('jsencrypt'), import('./des.ts')]);
  const key = randomKey();
  const des = desEncrypt(JSON.stringify(payload), key.slice(0, 8));
  const rsa = new JSEncrypt();
  const form = parsePublicKey(publicKeyText);
  if (form.kind === 'pem') rsa.setPublicKey(form.pem);
  else (rsa.getKey() as unknown as { setPublic(n: string, e: string): void }).setPublic(form.hex, '10001');
  const encryption = rsa.encrypt([...key].reverse().join(''));
  if (!encryption) throw new Error('RSA encryption failed: the public key is not usable');
  // A header value cannot hold line breaks: X-RSA is the key text as received, on one line.
  return {
    body: { value: des },
    headers: { Encryption: encryption, 'X-Digest': des, 'X-RSA': publicKeyText.replace(/\r?\n/g, '') },
  };
}
