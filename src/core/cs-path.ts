/**
 * A customer-service entry's path (S3 "obfuscated; decoded using the last 8 characters as key"),
 * as the real back end sends it (status-nested: the real client's `desDecrypt(path[:-8],
 * path[-8:])`): the last 8 characters are the key, the rest is DES-ECB/PKCS7 of the UTF-8 address
 * with that key, base64. A path that already starts with http or / is an address as it is (the
 * real client does not decode those). Shared by the browser's chat (a chunk of its own: crypto-js
 * comes with it), the CLI (`tenant cs-path`) and the sandbox.
 */
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/tripledes.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import Base64 from 'crypto-js/enc-base64.js';
import { CS_PATH_KEY_LENGTH } from './spec-constants.ts';

const KEY = new RegExp(`^[A-Za-z0-9]{${CS_PATH_KEY_LENGTH}}$`);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const options = { mode: ECB, padding: Pkcs7 };

/** The obfuscated form of an address; `key` is 8 letters or digits. */
export function encodeCsPath(address: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`the key must be ${CS_PATH_KEY_LENGTH} letters or digits`);
  return CryptoJS.DES.encrypt(Utf8.parse(address), Utf8.parse(key), options).toString() + key;
}

/** The address a path stands for (as it is when it is one already), or null when it is neither. */
export function decodeCsPath(path: string): string | null {
  if (/^(https?:\/\/|\/)/i.test(path)) return path;
  if (path.length <= CS_PATH_KEY_LENGTH) return null;
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  const body = path.slice(0, -CS_PATH_KEY_LENGTH);
  if (!KEY.test(key) || !BASE64.test(body) || body.length % 4 !== 0 || (body.length * 3) / 4 < 8) return null;
  try {
    const address = CryptoJS.DES.decrypt(
      CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(body) }),
      Utf8.parse(key),
      options,
    ).toString(Utf8);
    return address || null;
  } catch {
    return null; // not DES of UTF-8 under that key
  }
}
