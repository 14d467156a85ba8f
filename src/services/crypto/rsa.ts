/**
 * The RSA step of an encrypted body as the real WPS client makes it (wire-evidence, case
 * encrypted-login-wire; the real client ships RSA.js's `encryptedString`): textbook RSA with no
 * padding, so the same key always gives the same text. RSA.js fills a block of 2 x (the modulus's
 * top 16-bit digit index) bytes with the string's character codes, zeros after them, reads it as
 * 16-bit digits little-endian (m = sum of byte[i] * 256^i), raises it to e mod n and writes the
 * result in hex, four characters per 16-bit digit from the top digit down. Native BigInt does the
 * arithmetic: nothing to download for it.
 */

export interface RsaPublicKey {
  /** The modulus, hex (as the key call answers it). */
  n: string;
  /** The public exponent, hex (RSAKeyPair('10001', ...) in the real client). */
  e: string;
}

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  let b = base % mod;
  let x = exp;
  while (x > 0n) {
    if (x & 1n) result = (result * b) % mod;
    b = (b * b) % mod;
    x >>= 1n;
  }
  return result;
}

/** RSA.js biToHex: four hex characters per 16-bit digit, from the highest non-zero digit. */
function digitsHex(x: bigint): string {
  const hex = x.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/** RSA.js encryptedString(new RSAKeyPair(e, '', n), text) for a text that fits one block. */
export function encryptedString(key: RsaPublicKey, text: string): string {
  const n = BigInt(`0x${key.n}`);
  const e = BigInt(`0x${key.e}`);
  if (n <= 0n) throw new Error('the RSA modulus is zero');
  // chunkSize = 2 * biHighIndex(m): the bytes of every 16-bit digit but the top one.
  const chunkSize = 2 * (Math.ceil(n.toString(16).length / 4) - 1);
  if (text.length > chunkSize) throw new Error('the RSA modulus is too small for the key');
  let m = 0n;
  for (let i = text.length - 1; i >= 0; i--) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new Error('the key to encrypt is not 8-bit text');
    m = (m << 8n) | BigInt(code);
  }
  return digitsHex(modPow(m, e, n));
}
