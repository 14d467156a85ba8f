/**
 * The tolerant reader's primitives (issue 51): the real back end sends ids as numbers, flags as
 * 0/1 and settings as text ("9", "1"); an older one booleans and strings. Each reads what may come
 * and says plainly when nothing usable came (undefined), never throws.
 */
import { isObject } from '../../core/guards.ts';

export { isObject };

/** true, 1, "1", "true", "Y": on; false, 0, "0", "false", "N", "": off; anything else: undefined. */
export function flag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : undefined;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === '1' || s === 'true' || s === 'y') return true;
    if (s === '0' || s === 'false' || s === 'n' || s === '') return false;
  }
  return undefined;
}

/** A finite number, from a number or its text. */
export function num(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/** Non-empty text, from a string or a number (an id the back end sends as a number). */
export function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** The first of the values that reads as text. */
export const firstText = (...vs: unknown[]): string | undefined => {
  for (const v of vs) {
    const t = text(v);
    if (t !== undefined) return t;
  }
  return undefined;
};

/** An array, or the array under one of the keys of an object that wraps it ({ list }, { content }, ...). */
export function listOf(v: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(v)) return v;
  if (isObject(v))
    for (const k of keys) {
      const inner = v[k];
      if (Array.isArray(inner)) return inner;
    }
  return [];
}

/** A date the back end sends as epoch milliseconds (or ISO text): epoch milliseconds, or undefined. */
export function epochMs(v: unknown): number | undefined {
  const n = num(v);
  if (n !== undefined) return n;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : t;
  }
  return undefined;
}
