/**
 * Base64 in the browser and in Node alike (btoa/atob are both's), over bytes, so text of any
 * script survives (btoa alone takes only Latin-1).
 */

export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

/** Base64 or base64url, padded or not; throws on text that is neither. */
export function base64ToBytes(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** RFC 4648 §5, unpadded (PKCE, state and nonce values). */
export const bytesToBase64url = (bytes: Uint8Array): string =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const utf8ToBase64 = (text: string): string => bytesToBase64(new TextEncoder().encode(text));
export const base64ToUtf8 = (text: string): string => new TextDecoder().decode(base64ToBytes(text));
