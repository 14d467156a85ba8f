/**
 * DES-ECB with PKCS7 from crypto-js, only the parts used (never the whole library). Loaded lazily.
 * crypto-js 4 ships DES inside tripledes.js (it registers both CryptoJS.DES and TripleDES).
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import Utf8 from 'crypto-js/enc-utf8';

/** Base64 of DES-ECB-PKCS7(text) with the 8-byte key `key8`. */
export function desEncrypt(text: string, key8: string): string {
  return CryptoJS.DES.encrypt(Utf8.parse(text), Utf8.parse(key8), { mode: ECB, padding: Pkcs7 }).toString();
}
