/**
 * S3 customer-service entries: the obfuscated path and which entries a member gets (S5 "entries
 * with labelIds are used only for members whose VIP label id matches; otherwise unrestricted
 * entries are used").
 *
 * The obfuscation (our choice, docs/decisions.md "Customer-service paths"): the last 8 characters
 * of `path` are the key; the rest is base64 of the UTF-8 address with each byte XORed with the
 * key's bytes in turn. It hides the address from a casual look at the config, nothing more: the
 * key travels with it. Pure functions, shared by the browser, the CLI (`tenant cs-path`) and the
 * sandbox.
 */
import { bytesToBase64 as toBase64, base64ToBytes as fromBase64 } from './base64.ts';
import { CS_PATH_KEY_LENGTH } from './spec-constants.ts';

export interface CsEntry {
  path: string;
  csType: string;
  csPosition: string;
  labelIds?: readonly number[] | undefined;
}

const KEY = new RegExp(`^[A-Za-z0-9]{${CS_PATH_KEY_LENGTH}}$`);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const k = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ k[i % k.length]!);
}

/** The obfuscated form of an address; `key` is 8 letters or digits. */
export function encodeCsPath(address: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`the key must be ${CS_PATH_KEY_LENGTH} letters or digits`);
  return toBase64(xor(new TextEncoder().encode(address), key)) + key;
}

/** The address an obfuscated path stands for, or null when it is not one (wrong length, bad base64, not UTF-8). */
export function decodeCsPath(path: string): string | null {
  if (path.length <= CS_PATH_KEY_LENGTH) return null;
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  const body = path.slice(0, -CS_PATH_KEY_LENGTH);
  if (!KEY.test(key) || !BASE64.test(body) || body.length % 4 !== 0) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64(body), key));
  } catch {
    return null;
  }
}

/** The entries a player gets: those restricted to their VIP label if any, else the unrestricted ones. */
export function entriesFor<E extends CsEntry>(entries: readonly E[], labelId: number | null | undefined): E[] {
  const restricted = entries.filter((e) => e.labelIds?.length && labelId != null && e.labelIds.includes(labelId));
  return restricted.length ? restricted : entries.filter((e) => !e.labelIds?.length);
}

/** The entry an opener asks for: the one of its csType, else the first the player has. */
export function entryForOpener<E extends CsEntry>(entries: readonly E[], csType?: string): E | undefined {
  return entries.find((e) => e.csType === csType) ?? entries[0];
}
