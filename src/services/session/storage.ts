/**
 * Local and session storage that never throws: private modes, full quotas and disabled storage
 * make the Web Storage calls throw, and no flow may break on that. A read that fails is "nothing
 * stored"; a write that fails returns false (the value then lasts this visit, where it is kept).
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
  clear(): void;
  /** The keys stored under a prefix (what was read before storage failed mid-read, if it did). */
  keys(prefix: string): string[];
  /** Parsed JSON, or undefined when nothing (or nothing readable) is stored. */
  getJson<T>(key: string): T | undefined;
  setJson(key: string, value: unknown): boolean;
}

/** A safe view of a Storage (found lazily: touching `localStorage` itself can throw). */
export function safeStorage(area: () => Storage | null | undefined): SafeStorage {
  const attempt = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      const s = area();
      return s ? fn(s) : fallback;
    } catch {
      return fallback;
    }
  };
  const get = (key: string) => attempt((s) => s.getItem(key), null);
  const set = (key: string, value: string) =>
    attempt((s) => {
      s.setItem(key, value);
      return true;
    }, false);
  return {
    get,
    set,
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
    clear: () => attempt((s) => s.clear(), undefined),
    keys: (prefix) => {
      const found: string[] = [];
      attempt((s) => {
        for (let i = 0; i < s.length; i++) {
          const k = s.key(i);
          if (k?.startsWith(prefix)) found.push(k);
        }
      }, undefined);
      return found;
    },
    getJson: <T>(key: string) => {
      const raw = get(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    setJson: (key, value) => set(key, JSON.stringify(value)),
  };
}

export const local = safeStorage(() => globalThis.localStorage);
export const session = safeStorage(() => globalThis.sessionStorage);
